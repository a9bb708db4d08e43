// Emails as the outbox delivers them in tests: the real worker and mailer, draining on demand, and
// the .eml files it writes (no SMTP_URL) read back with a real MIME parser.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { jobKinds } from '#server/jobs/kinds.ts';
import { createOutbox, type Outbox } from '#server/modules/outbox/start.ts';
import type { TestApp } from '../helper.ts';

export type Delivered = { file: string; mail: ParsedMail };

export function outboxOf(t: TestApp): Outbox {
  return createOutbox({ config: t.config, database: t.database, log: t.app.log, clock: t.app.clock, kept: t.app.listings, jobs: jobKinds });
}

/** Every email written so far, oldest first. */
export async function deliveredEmails(t: TestApp): Promise<Delivered[]> {
  const dir = t.config.outboxDir;
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
  files.sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]));
  return Promise.all(files.map(async (file) => ({ file, mail: await simpleParser(fs.readFileSync(path.join(dir, file))) })));
}

/** Runs the worker until nothing is due, then answers the emails that arrived since `before`. */
export async function deliver(t: TestApp, outbox: Outbox, before: Delivered[] = []): Promise<Delivered[]> {
  await outbox.worker.drain();
  const seen = new Set(before.map((d) => d.file));
  return (await deliveredEmails(t)).filter((d) => !seen.has(d.file));
}

export const recipients = (emails: Delivered[]) => emails.map((d) => (Array.isArray(d.mail.to) ? d.mail.to[0] : d.mail.to)?.text);

/** A header's value as sent (unfolded), by name in any case. */
export function headerOf(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}
