// A new lead: when someone asks about a listing an agent posted, the agent hears
// of it at once, in the bell and by email. Agents see people's phone numbers on their leads page,
// so the email carries the phone too (docs/decisions/0027-who-sees-phone-numbers.md).
import type { Db } from '#server/db/client.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import type { PropertyRow } from '../properties/listing-rows.ts';
import { listingName } from '../email/listing-name.ts';
import { seesPhones } from '../users/contact-visibility.ts';
import { findPeopleToNotify } from '../users/accounts.ts';
import { notify } from './notify.ts';

const LEADS_PAGE = '/agent-dashboard';

export async function noticeNewLead(tx: Db, { listing, asker, message }: { listing: PropertyRow; asker: Viewer; message: string | null }) {
  const [poster] = await findPeopleToNotify(tx, [listing.userId]);
  if (!poster || poster.role !== 'AGENT') return;
  const askerName = `${asker.firstName} ${asker.lastName}`.trim();
  const facts: [string, string][] = [
    ['Name', askerName],
    ['Email', asker.email],
  ];
  if (seesPhones(poster) && asker.mobileNumber) facts.push(['Phone', asker.mobileNumber]);
  if (message) facts.push(['Message', message]);
  await notify(tx, {
    userId: poster.id,
    kind: 'lead',
    title: `New lead on "${listing.title}"`,
    body: `${askerName} asked about your listing${message ? `: ${message}` : '.'}`,
    link: LEADS_PAGE,
    email: {
      category: 'leads',
      content: {
        // Subjects carry Gruha's words and the listing's facts only, never text someone typed.
        subject: `New lead on your listing: ${listingName(listing)}`,
        heading: `${askerName} asked about "${listing.title}"`,
        intro: ['Someone used Contact Agent on your listing. Reach out soon: quick replies win deals.'],
        facts,
        action: { label: 'Open your leads', path: LEADS_PAGE },
      },
    },
  });
}
