//with SMTP_URL set, emails go over SMTP (nodemailer) to a real SMTP
// server run here (smtp-server); one the server turns away is tried again later, and arrives once.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/rows.ts';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Outbox } from '#server/modules/outbox/start.ts';
import { insertProperty, post } from '../fixtures/deals.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { outboxOf } from './mail.ts';

let smtp: SMTPServer;
let t: TestApp;
let outbox: Outbox;
const received: { envelopeTo: string[]; mail: ParsedMail }[] = [];
let refuseNext = false;

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the SMTP server waits for callback(), not this promise.
      stream.on('end', async () => {
        if (refuseNext) {
          refuseNext = false;
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail: await simpleParser(Buffer.concat(chunks)) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Gruha Alerts <alerts@gruha.example>',
    PUBLIC_URL: 'https://gruha.example',
  });
  outbox = outboxOf(t);
});
afterAll(async () => {
  await outbox.close();
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function newLead() {
  const agent = await t.createUser({ role: 'AGENT', firstName: 'Sameer' });
  const asker = await t.createUser({ firstName: 'Tara' });
  const listing = await insertProperty(t, agent.id, { title: 'Jubilee Hills duplex' });
  expect((await post(t, asker, `/api/properties/${listing.id}/inquiries`, { message: 'Price negotiable?' })).statusCode).toBe(201);
  return { agentEmail: `${agent.username}@example.test` };
}

describe('email over SMTP', () => {
  it('arrives at the SMTP server with text and HTML parts, the configured sender and links to PUBLIC_URL', async () => {
    const { agentEmail } = await newLead();
    await outbox.worker.drain();
    expect(received.map((r) => r.envelopeTo)).toEqual([[agentEmail]]);
    const { mail } = received[0]!;
    expect(mail.from?.text).toBe('"Gruha Alerts" <alerts@gruha.example>');
    expect(mail.subject).toMatch(/^New lead on your listing: 3 BHK Apartment in Gachibowli \(#\d+\)$/);
    expect(mail.text).toContain('Message: Price negotiable?');
    expect(mail.text).toContain('Open your leads: https://gruha.example/agent-dashboard');
    expect(mail.html).toContain('href="https://gruha.example/agent-dashboard"');
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toContain('<https://gruha.example/api/email/unsubscribe?token=');
    // No files are written when SMTP is used.
    expect(await import('node:fs').then((fs) => fs.existsSync(t.config.outboxDir))).toBe(false);
  });

  it('tries again later, waiting longer, when the server turns an email away; then it arrives once', async () => {
    received.length = 0;
    refuseNext = true;
    const { agentEmail } = await newLead();
    await outbox.worker.drain();
    expect(received).toEqual([]);
    const db = t.database.db;
    const pending = async () =>
      (
        await rowsOf<{ attempts: number; lastError: string; isLater: boolean; isDone: boolean }>(
          db,
          sql`select attempts, last_error as "lastError", run_at > now() + interval '20 seconds' as "isLater", done_at is not null as "isDone" from outbox where kind = 'email' order by id desc limit 1`,
        )
      )[0]!;
    expect(await pending()).toMatchObject({ attempts: 1, isLater: true, isDone: false });
    expect((await pending()).lastError).toContain('Mailbox busy');

    // Not due yet: nothing is sent.
    await outbox.worker.drain();
    expect(received).toEqual([]);
    // When its time comes (moved here rather than waited for), it goes, once.
    await db.execute(sql`update outbox set run_at = now() where done_at is null`);
    await outbox.worker.drain();
    await outbox.worker.drain();
    expect(received.map((r) => r.envelopeTo)).toEqual([[agentEmail]]);
    expect(await pending()).toMatchObject({ attempts: 2, isDone: true });
  });

  it('with several workers on one database (instances), each email is taken by one of them and sent once', async () => {
    received.length = 0;
    const agents = [];
    for (let i = 0; i < 6; i++) agents.push((await newLead()).agentEmail);
    const others = [outboxOf(t), outboxOf(t)];
    await Promise.all([outbox.worker.drain(), ...others.map((o) => o.worker.drain())]);
    await Promise.all(others.map((o) => o.close()));
    expect(received.map((r) => r.envelopeTo[0]).sort()).toEqual(agents.sort());
    expect(new Set(received.map((r) => r.mail.messageId)).size).toBe(6);
  });
});
