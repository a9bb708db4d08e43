// The emails the server sent during the browser tests, as the SMTP server in global-setup.ts received
// them (one .eml file each), read with a real MIME parser.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { inject } from 'vitest';

/** Waits for the first email to `to` whose subject is `subject`; fails after `timeoutMs`. */
export async function waitForEmail(to: string, subject: string, timeoutMs = 20_000): Promise<ParsedMail> {
  const dir = inject('mailDir');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const file of fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()) {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
      const recipients = (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((a) => a?.value.map((v) => v.address) ?? []);
      if (mail.subject === subject && recipients.includes(to)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No email "${subject}" to ${to} arrived at the SMTP server`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
