// Filing a grievance (signed in or as a visitor) and answering it (admins). The reference and due date
// are Gruha's: the due date is GRIEVANCE_RESPONSE_DAYS after the India date it was filed.
import { addDays } from '#shared/agreement/rules.ts';
import {
  GRIEVANCE_MESSAGES,
  GRIEVANCE_RESPONSE_DAYS,
  ZVisitorGrievanceRequest,
  type TGrievance,
  type ZGrievanceRequest,
  type ZGrievanceUpdate,
} from '#shared/contracts/grievance.ts';
import { indiaDateOf } from '#shared/india-date.ts';
import type { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { badRequest, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { enqueueAnswer, enqueueFiled } from './emails.ts';
import { presentGrievance } from './present.ts';
import { findGrievance, insertGrievance, saveAnswer } from './queries.ts';

type FileOptions = {
  db: Db;
  viewer: Viewer | null;
  input: z.output<typeof ZGrievanceRequest>;
  now: Date;
  officer: { email: string };
};

/** A visitor gives a name and an email to be answered at; a signed-in person is answered at their account's. */
function senderOf(viewer: Viewer | null, input: FileOptions['input']) {
  if (viewer) return { userId: viewer.id, name: `${viewer.firstName} ${viewer.lastName}`.trim(), email: viewer.email };
  const checked = ZVisitorGrievanceRequest.safeParse(input);
  if (!checked.success) {
    const errors: Record<string, string> = {};
    for (const issue of checked.error.issues) errors[String(issue.path[0])] ??= issue.message;
    const [field, text] = Object.entries(errors)[0] ?? ['body', 'Invalid request'];
    throw badRequest(`${field}: ${text}`, errors);
  }
  return { userId: null, name: checked.data.name, email: checked.data.email.toLowerCase() };
}

export async function fileGrievance({ db, viewer, input, now, officer }: FileOptions): Promise<TGrievance> {
  const sender = senderOf(viewer, input);
  const row = await db.transaction(async (tx) => {
    const filed = await insertGrievance(tx, {
      ...sender,
      kind: input.kind,
      description: input.description,
      dueOn: addDays(indiaDateOf(now), GRIEVANCE_RESPONSE_DAYS),
      createdAt: now,
    });
    await enqueueFiled(tx, filed, officer);
    return filed;
  });
  return presentGrievance(row);
}

/**
 * An admin sets the status and the reply. The sender is emailed when the reply or the status changes;
 * saving the same again sends nothing.
 */
export async function answerGrievance(db: Db, admin: Viewer, id: number, update: z.output<typeof ZGrievanceUpdate>, now: Date) {
  return db.transaction(async (tx) => {
    const current = await findGrievance(tx, id);
    if (!current) throw notFound(GRIEVANCE_MESSAGES.notFound);
    const reply = update.reply ? update.reply : current.reply;
    const isReplyNew = reply !== current.reply;
    if (!isReplyNew && update.status === current.status) return current;
    const saved = await saveAnswer(tx, id, {
      status: update.status,
      reply,
      repliedBy: isReplyNew ? admin.id : current.repliedBy,
      repliedAt: isReplyNew ? now : current.repliedAt,
      updatedAt: now,
    });
    if (!saved) throw notFound(GRIEVANCE_MESSAGES.notFound);
    await enqueueAnswer(tx, saved);
    return saved;
  });
}
