// Sends an email over SMTP (SMTP_URL), or, with none configured, writes it as an .eml file into
// DATA_DIR/outbox and logs where: a first run needs no mail server.
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '#server/storage/private-data-dir.ts';

export type Mail = {
  /** The outbox job: names the .eml file and the Message-ID, so a repeat replaces, never adds. */
  jobId: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: string }[];
};

export type Mailer = { send(mail: Mail): Promise<void>; close(): void };

const messageId = (mail: Mail, from: string) => `<outbox-${mail.jobId}@${from.replace(/^.*@/, '').replace(/>.*$/, '') || 'gruha.local'}>`;

export function createMailer({ smtpUrl, outboxDir, log }: { smtpUrl?: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const message = { ...mail, messageId: messageId(mail, mail.from) };
      const info = await transport.sendMail(message);
      if (smtpUrl) return;
      await fs.mkdir(outboxDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const file = path.join(outboxDir, `message-${mail.jobId}.eml`);
      // Written whole, then renamed: a reader never sees half an email. Only the server's user reads
      // it: it carries unsubscribe links and deal parties' phone numbers.
      await fs.writeFile(`${file}.tmp`, (info as unknown as { message: Buffer }).message, { mode: PRIVATE_FILE_MODE });
      await fs.rename(`${file}.tmp`, file);
      log.info({ file, to: mail.to, subject: mail.subject }, 'email written to the outbox folder (SMTP_URL is not set)');
    },
    close: () => transport.close(),
  };
}
