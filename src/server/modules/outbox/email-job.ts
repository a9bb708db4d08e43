// Sends one queued email: to the person's current address, unless they have left or unsubscribed
// from its kind since it was queued; with RFC 8058 one-click unsubscribe headers.
import type { Db } from '#server/db/client.ts';
import { renderEmail } from '../email/layout.ts';
import type { EmailJob } from './enqueue.ts';
import type { Mailer } from './mailer.ts';
import { findActiveRecipient, hasOptedOut } from './queries.ts';
import type { UnsubscribeSigner } from './unsubscribe-token.ts';
import type { JobHandler } from '#server/jobs/registry.ts';

export const unsubscribePath = (token: string) => `/api/email/unsubscribe?token=${encodeURIComponent(token)}`;

export function emailJobHandler({
  db,
  mailer,
  signer,
  baseUrl,
  from,
}: {
  db: Db;
  mailer: Mailer;
  signer: UnsubscribeSigner;
  baseUrl: string;
  from: string;
}): JobHandler {
  return async (job) => {
    const { userId, category, content } = job.payload as EmailJob;
    const user = await findActiveRecipient(db, userId);
    if (!user) return;
    if (category === 'account') {
      await mailer.send({ jobId: job.id, from, to: user.email, ...renderEmail(content, { baseUrl, firstName: user.firstName }), headers: {} });
      return;
    }
    if (await hasOptedOut(db, userId, category)) return;
    const unsubscribeUrl = `${baseUrl}${unsubscribePath(signer.sign(userId, category))}`;
    const rendered = renderEmail(content, { baseUrl, firstName: user.firstName, unsubscribe: { url: unsubscribeUrl, category } });
    await mailer.send({
      jobId: job.id,
      from,
      to: user.email,
      ...rendered,
      attachments: content.attachments,
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  };
}
