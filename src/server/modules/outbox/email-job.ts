// Sends one queued email: to the person's current address, unless they have left or unsubscribed
// from its kind since it was queued; with RFC 8058 one-click unsubscribe headers.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOptOuts, users } from '../../db/schema.ts';
import { renderEmail } from '../email/layout.ts';
import type { EmailJob } from './enqueue.ts';
import type { Mailer } from './mailer.ts';
import type { UnsubscribeSigner } from './unsubscribe-token.ts';
import type { JobHandler } from './worker.ts';

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
    const [user] = await db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.isActive, true), isNull(users.deletedAt)));
    if (!user) return;
    const [optedOut] = await db
      .select({ userId: emailOptOuts.userId })
      .from(emailOptOuts)
      .where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.category, category)));
    if (optedOut) return;
    const unsubscribeUrl = `${baseUrl}${unsubscribePath(signer.sign(userId, category))}`;
    const rendered = renderEmail(content, { baseUrl, unsubscribeUrl, category, firstName: user.firstName });
    await mailer.send({
      jobId: job.id,
      from,
      to: user.email,
      ...rendered,
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  };
}
