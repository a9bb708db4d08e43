// An SMTP server on this machine that keeps the subject of every email it receives, for process tests
// that watch a server's outbox send; and a wait for what it has received.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const WAIT_MS = 60_000;

export type SubjectInbox = { subjects: string[]; listen(): Promise<string>; close(): Promise<void> };

export function startSubjectInbox(): SubjectInbox {
  const subjects: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the SMTP server waits for callback(), not this promise.
      stream.on('end', async () => {
        subjects.push((await simpleParser(Buffer.concat(chunks))).subject ?? '');
        callback();
      });
    },
  });
  return {
    subjects,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `condition` holds, up to a minute, checking every tenth of a second. */
export async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
