// The emails about a grievance: its reference to the person who sent it, a notice to the grievance
// officer, and the admins' answer. Sent to an address, not an account: a visitor may file one too.
// Subjects carry the reference only, never what anyone typed.
import { GRIEVANCE_KIND_LABELS, GRIEVANCE_STATUS_LABELS } from '#shared/contracts/grievance.ts';
import { formatLongDate } from '#shared/format-date.ts';
import type { Db } from '#server/db/client.ts';
import type { JobHandler } from '#server/jobs/registry.ts';
import { outbox } from '#server/db/schema.ts';
import { renderEmail } from '../email/layout.ts';
import type { EmailContent } from '../email/templates.ts';
import type { Mailer } from '../outbox/mailer.ts';
import { grievanceReference } from './present.ts';
import type { GrievanceRow } from './queries.ts';

export const GRIEVANCE_EMAIL_JOB = 'grievance-email';

type GrievanceEmail = { to: string; name: string; because: string; content: EmailContent };

const OWN_REQUESTS = { label: 'See your requests', path: '/grievances' };
const BECAUSE = 'You get this email because you sent Gruha a request about your personal data.';

async function enqueue(tx: Db, email: GrievanceEmail) {
  await tx.insert(outbox).values({ kind: GRIEVANCE_EMAIL_JOB, payload: email });
}

/** The reference and due date to the sender, and a notice to the officer, in the filing's transaction. */
export async function enqueueFiled(tx: Db, row: GrievanceRow, officer: { email: string }) {
  const reference = grievanceReference(row);
  const due = formatLongDate(row.dueOn) ?? row.dueOn;
  const facts: [string, string][] = [
    ['Reference', reference],
    ['Request', GRIEVANCE_KIND_LABELS[row.kind]],
    ['Answer due by', due],
  ];
  await enqueue(tx, {
    to: row.email,
    name: row.name,
    because: BECAUSE,
    content: {
      subject: `Gruha has your request ${reference}`,
      heading: `We have your request ${reference}`,
      intro: [`We will answer by ${due}. Quote the reference ${reference} if you write to us about it.`],
      facts,
      action: OWN_REQUESTS,
    },
  });
  await enqueue(tx, {
    to: officer.email,
    name: 'Grievance Officer',
    because: 'You get this email as the grievance officer named on Gruha.',
    content: {
      subject: `New privacy request ${reference}`,
      heading: `New privacy request ${reference}`,
      intro: ['A request is waiting in the grievance queue. Its details are there, not in this email.'],
      facts,
      action: { label: 'Open the grievance queue', path: '/admin-grievances' },
    },
  });
}

/** The admins' reply or new status, to the sender. */
export async function enqueueAnswer(tx: Db, row: GrievanceRow) {
  const reference = grievanceReference(row);
  await enqueue(tx, {
    to: row.email,
    name: row.name,
    because: BECAUSE,
    content: {
      subject: `An answer to your request ${reference}`,
      heading: `Your request ${reference}: ${GRIEVANCE_STATUS_LABELS[row.status]}`,
      intro: row.reply ? [row.reply] : [],
      facts: [['Status', GRIEVANCE_STATUS_LABELS[row.status]]],
      action: OWN_REQUESTS,
    },
  });
}

export function grievanceEmailHandler({ mailer, from, baseUrl }: { mailer: Mailer; from: string; baseUrl: string }): JobHandler {
  return async (job) => {
    const { to, name, because, content } = job.payload as GrievanceEmail;
    await mailer.send({ jobId: job.id, from, to, ...renderEmail(content, { baseUrl, firstName: name, because }), headers: {} });
  };
}
