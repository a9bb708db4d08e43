// An event's notification and its email, written in the event's own transaction (an outbox): both
// exist exactly when the event does, and the email goes out after the commit.
import type { TEmailCategory } from '#shared/contracts/notifications.ts';
import type { Db } from '#server/db/client.ts';
import { notifications, type notificationKinds } from '#server/db/schema.ts';
import type { EmailContent } from '../email/templates.ts';
import { enqueueEmail } from '../outbox/enqueue.ts';

export type Notice = {
  userId: number;
  kind: (typeof notificationKinds)[number];
  title: string;
  body: string;
  link: string;
  /** 'account': an email about one's own account, sent whatever one unsubscribed from. */
  email?: { category: TEmailCategory | 'account'; content: EmailContent };
};

export async function notify(tx: Db, notice: Notice): Promise<void> {
  const { email, ...row } = notice;
  await tx.insert(notifications).values(row);
  if (email) await enqueueEmail(tx, { userId: notice.userId, category: email.category, content: email.content });
}
