//an email is written in the same transaction as its event, so a server killed
// after the write and before the send (SIGKILL: nothing runs) sends it after it starts again, once.
import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { makePoster, postListing, type Poster } from './api-client.ts';
import { newStore, serve } from './resources.ts';
import { storeKinds } from './stores.ts';

const WAIT_MS = 60_000;

type Inbox = { subjects: string[]; smtpUrl: string; close(): Promise<void> };

async function startInbox(): Promise<Inbox> {
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { subjects, smtpUrl: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let inbox: Inbox | null = null;
afterEach(async () => {
  await inbox?.close();
  inbox = null;
});

/** Waits for something the server does on its own (its worker polls), up to a generous limit. */
async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + WAIT_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function saveSearch(baseUrl: string, searcher: Poster, areaId: number) {
  const response = await fetch(`${baseUrl}/api/saved-searches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${searcher.token}` },
    body: JSON.stringify({ name: 'Process search', frequency: 'instantly', filters: { area: areaId } }),
  });
  expect(response.status).toBe(201);
}

const alertFor = (subjects: string[]) => subjects.filter((s) => s.startsWith('New home for your saved search: '));

describe.each(storeKinds)('the outbox across a SIGKILL (%s database)', (kind) => {
  it('sends an email written before the kill after the restart, once', async () => {
    inbox = await startInbox();
    const store = await newStore(kind);
    // This instance does not deliver (OUTBOX_WORKER=false): the kill is sure to fall between write and send.
    const first = await serve(store, { SMTP_URL: inbox.smtpUrl, OUTBOX_WORKER: 'false' });
    const searcher = await makePoster(first.baseUrl);
    const poster = await makePoster(first.baseUrl);
    await saveSearch(first.baseUrl, searcher, poster.areaId);
    expect((await postListing(first.baseUrl, poster, `Before the kill ${crypto.randomUUID()}`)).status).toBe(201);
    first.signal('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(inbox.subjects).toEqual([]);

    const second = await serve(store, { SMTP_URL: inbox.smtpUrl });
    const subjects = inbox.subjects;
    await until(() => alertFor(subjects).length >= 1, 'the alert written before the kill');
    // A second alert, written after it, arrives after it: had the first been due again, it would be here twice by now.
    expect((await postListing(second.baseUrl, poster, `After the restart ${crypto.randomUUID()}`)).status).toBe(201);
    await until(() => alertFor(subjects).length >= 2, 'the alert written after the restart');
    expect(alertFor(subjects)).toHaveLength(2);
  });
});
