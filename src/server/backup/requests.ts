// How `npm run backup` asks a running server on the embedded database for a backup: only the
// server may open its data directory (db/data-dir-lock.ts), so the script writes a request file
// into the data directory and sends the server SIGUSR2; the server writes the backup and an answer
// file beside the request. Writing into the data directory (mode 700) and signalling the process
// both need the server's own user: that is the authentication.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE } from '#server/storage/private-data-dir.ts';

export const BACKUP_SIGNAL = 'SIGUSR2';
const REQUEST = /^backup-request-([0-9a-f]{16})\.json$/;
const answerFile = (dataDir: string, id: string) => path.join(dataDir, `backup-answer-${id}.json`);

type Answer = { ok: true } | { ok: false; error: string };

/** The server side: on the signal, answers every request waiting, one backup at a time. */
export function answerBackupRequests(dataDir: string, backUp: (to: string) => Promise<unknown>): () => void {
  let queue: Promise<unknown> = Promise.resolve();
  const answerWaiting = async () => {
    for (const name of fs.readdirSync(dataDir)) {
      const id = REQUEST.exec(name)?.[1];
      if (!id) continue;
      const file = path.join(dataDir, name);
      const { to } = JSON.parse(fs.readFileSync(file, 'utf8')) as { to: string };
      fs.unlinkSync(file);
      const answer: Answer = await backUp(to).then(
        () => ({ ok: true }),
        (error: unknown) => ({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
      // Whole or not at all: the script reads it as soon as the name appears.
      const written = `${answerFile(dataDir, id)}.tmp`;
      fs.writeFileSync(written, JSON.stringify(answer), { mode: PRIVATE_FILE_MODE });
      fs.renameSync(written, answerFile(dataDir, id));
    }
  };
  const onSignal = () => {
    queue = queue.then(answerWaiting).catch(() => undefined);
  };
  process.on(BACKUP_SIGNAL, onSignal);
  onSignal();
  return () => process.off(BACKUP_SIGNAL, onSignal);
}

/** The script's side: asks the server `pid` for a backup into `to` and waits for its answer. */
export async function askServerForBackup(dataDir: string, pid: number, to: string, timeoutMs = 60 * 60_000): Promise<void> {
  const id = crypto.randomBytes(8).toString('hex');
  const request = path.join(dataDir, `backup-request-${id}.json`);
  fs.writeFileSync(request, JSON.stringify({ to: path.resolve(to) }), { mode: PRIVATE_FILE_MODE });
  process.kill(pid, BACKUP_SIGNAL);
  const answer = answerFile(dataDir, id);
  const deadline = Date.now() + timeoutMs;
  while (!fs.existsSync(answer)) {
    if (Date.now() > deadline) {
      fs.rmSync(request, { force: true });
      throw new Error(`The server (pid ${pid}) did not answer the backup request in time`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const result = JSON.parse(fs.readFileSync(answer, 'utf8')) as Answer;
  fs.unlinkSync(answer);
  if (!result.ok) throw new Error(`The server could not write the backup: ${result.error}`);
}
