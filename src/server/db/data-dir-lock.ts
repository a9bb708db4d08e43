// Two processes on one embedded data directory corrupt it,
// so the server holds a lock file with its pid and refuses to start beside a live owner.
import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../storage/private-data-dir.ts';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When the process now holding `pid` started (ms since the epoch, at most 1 s early); null off Linux. */
function processStartMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, starttime field 22.
    const startTicks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    const bootSeconds = Number(/^btime (\d+)$/m.exec(fs.readFileSync('/proc/stat', 'utf8'))?.[1]);
    // Linux counts in 1/100 s (USER_HZ); the boot time is whole seconds, so this errs early, never late.
    return Number.isFinite(startTicks) && bootSeconds ? bootSeconds * 1000 + startTicks * 10 : null;
  } catch {
    return null;
  }
}

/**
 * The lock's owner still runs. A pid that a killed server left behind may since have been given to
 * another process (in a restarted container, the same few pids come round again): one that started
 * after the lock was written cannot be its owner.
 */
function isOwnerRunning(pid: number, lockWrittenMs: number): boolean {
  if (!isAlive(pid)) return false;
  const startedMs = processStartMs(pid);
  return startedMs === null || startedMs <= lockWrittenMs + 1000;
}

/** The pid of the server holding the data directory now, or null when none does. */
export function runningOwner(dataDir: string): number | null {
  const lockPath = path.join(dataDir, 'gruha.lock');
  try {
    const owner = Number(fs.readFileSync(lockPath, 'utf8'));
    return owner && owner !== process.pid && isOwnerRunning(owner, fs.statSync(lockPath).mtimeMs) ? owner : null;
  } catch {
    return null;
  }
}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const lockPath = path.join(dataDir, 'gruha.lock');
  try {
    fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx', mode: PRIVATE_FILE_MODE });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(fs.readFileSync(lockPath, 'utf8'));
    if (owner && owner !== process.pid && isOwnerRunning(owner, fs.statSync(lockPath).mtimeMs)) {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another Gruha server (pid ${owner}). ` +
          'Stop it first, or give this one its own DATA_DIR. For several servers, use DATABASE_URL.',
      );
    }
    // The previous owner died without cleaning up: take the lock over.
    fs.writeFileSync(lockPath, String(process.pid), { mode: PRIVATE_FILE_MODE });
  }
  return () => {
    try {
      if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
