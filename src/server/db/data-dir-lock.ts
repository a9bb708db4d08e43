// Two processes on one embedded data directory corrupt it (ARCHITECTURE.md, Running and scaling),
// so the server holds a lock file with its pid and refuses to start beside a live owner.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'gruha.lock');
  try {
    fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(fs.readFileSync(lockPath, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another Gruha server (pid ${owner}). ` +
          'Stop it first, or give this one its own DATA_DIR. For several servers, use DATABASE_URL.',
      );
    }
    // The previous owner died without cleaning up: take the lock over.
    fs.writeFileSync(lockPath, String(process.pid));
  }
  return () => {
    try {
      if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
