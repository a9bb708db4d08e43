// Deal events (issue 16, point 4): a stage change, the seller's confirmation, the payment and a
// buyer's document reach the deal's buyer, seller and agent (not whoever did it), in the bell and by
// email. Each recipient's email shows the deal as presentDeal shows it to them, so phone numbers
// follow the deal pages' rule (deals/present.ts): hidden from USER recipients.
import { inArray } from 'drizzle-orm';
import { formatLongDate } from '../../../shared/format-date.ts';
import { formatRupees } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { presentDeal } from '../deals/present.ts';
import { findDealRow, type NewDealEvent } from '../deals/deal-rows.ts';
import type { Viewer } from '../../plugins/authenticate.ts';
import { notify } from './notify.ts';

const NOTICED_KINDS = ['STAGE_CHANGED', 'SELLER_CONFIRMED', 'PAYMENT_COMPLETED', 'DOCUMENT_UPLOADED'] as const;
type NoticedKind = (typeof NOTICED_KINDS)[number];

const stageName = (stage: string) => stage.charAt(0) + stage.slice(1).toLowerCase();

function headline(kind: NoticedKind, stage: string | null | undefined): string {
  if (kind === 'STAGE_CHANGED') return `Deal moved to ${stageName(stage ?? 'INQUIRY')}`;
  if (kind === 'SELLER_CONFIRMED') return 'The seller confirmed the registration';
  if (kind === 'PAYMENT_COMPLETED') return 'Payment completed: the deal is complete';
  return 'The buyer uploaded a document';
}

/** Where each party follows their deals in the app. */
function dealsPage(recipientId: number, deal: { buyerId: number; sellerId: number }): string {
  if (recipientId === deal.buyerId) return '/my-deals';
  if (recipientId === deal.sellerId) return '/seller-deals';
  return '/agent-dashboard';
}

export async function noticeDealEvent(tx: Db, event: NewDealEvent): Promise<void> {
  if (!(NOTICED_KINDS as readonly string[]).includes(event.kind)) return;
  const kind = event.kind as NoticedKind;
  const row = await findDealRow(tx, event.dealId);
  if (!row) return;
  const ids = [...new Set([row.deal.buyerId, row.deal.sellerId, row.deal.agentId])].filter((id) => id !== event.actorId);
  if (ids.length === 0) return;
  const recipients: Viewer[] = await tx
    .select({
      id: users.id,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
      mobileNumber: users.mobileNumber,
    })
    .from(users)
    .where(inArray(users.id, ids));
  const title = headline(kind, event.stage);
  for (const recipient of recipients) {
    const deal = presentDeal(row, recipient);
    const party = (label: string, name: string, phone: string | null): [string, string] => [label, phone ? `${name}, ${phone}` : name];
    const facts: [string, string][] = [
      ['Property', `${deal.propertyTitle}, ${deal.propertyAreaName}`],
      ['Stage', stageName(deal.stage)],
      ['Agreed price', formatRupees(deal.agreedPrice)],
      ['Date', formatLongDate(event.eventDate) ?? event.eventDate],
      party('Buyer', deal.buyerName, deal.buyerMobile),
      party('Seller', deal.sellerName, deal.sellerMobile),
      party('Agent', deal.agentName, deal.agentMobile),
    ];
    if (event.notes) facts.push([kind === 'DOCUMENT_UPLOADED' ? 'Document' : 'Notes', event.notes]);
    const link = dealsPage(recipient.id, row.deal);
    await notify(tx, {
      userId: recipient.id,
      kind: 'deal',
      title,
      body: `${deal.propertyTitle}: ${stageName(deal.stage)}`,
      link,
      email: {
        category: 'deals',
        content: {
          // Subjects carry Gruha's words and the listing's facts only, never text someone typed.
          subject: `${title}: your deal in ${deal.propertyAreaName}`,
          heading: title,
          intro: [`There is news on your deal for ${deal.propertyTitle}.`],
          facts,
          action: { label: 'Open your deals', path: link },
        },
      },
    });
  }
}
