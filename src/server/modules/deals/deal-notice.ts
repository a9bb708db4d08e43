// Deal events: a stage change, the seller's confirmation, the payment and a buyer's document reach the
// deal's buyer, seller and agent (not whoever did it), in the bell and by email, in the deal's own words
// (a rental's tenant, owner and monthly rent; deal-kind.ts). Each recipient's email shows the deal as presentDeal shows it to them, so phone numbers
// follow the deal pages' rule (deals/present.ts): hidden from USER recipients.
import { formatLongDate } from '#shared/format-date.ts';
import { DEAL_KIND_TEXTS, DEPOSIT_LABEL, dealKindOf, stageLabelFor, type TDealKind } from '#shared/deal-kind.ts';
import { formatRupees } from '#shared/money.ts';
import type { Db } from '#server/db/client.ts';
import { presentDeal } from './present.ts';
import { findDealRow, type NewDealEvent } from './deal-rows.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { findPeopleToNotify } from '../users/accounts.ts';
import { notify } from '../notifications/notify.ts';

const NOTICED_KINDS = ['STAGE_CHANGED', 'SELLER_CONFIRMED', 'PAYMENT_COMPLETED', 'DOCUMENT_UPLOADED'] as const;
type NoticedKind = (typeof NOTICED_KINDS)[number];

/** What happened, in the deal's own words: a rental speaks of the tenant, the owner and moving in. */
function headline(kind: NoticedKind, stage: string | null | undefined, dealKind: TDealKind): string {
  const texts = DEAL_KIND_TEXTS[dealKind];
  if (kind === 'STAGE_CHANGED') return `${dealKind === 'rental' ? 'Rental' : 'Deal'} moved to ${stageLabelFor(stage, dealKind)}`;
  if (kind === 'SELLER_CONFIRMED') return dealKind === 'rental' ? 'The owner confirmed the signing' : 'The seller confirmed the registration';
  if (kind === 'PAYMENT_COMPLETED')
    return dealKind === 'rental' ? 'Deposit and first rent paid: the rental is complete' : 'Payment completed: the deal is complete';
  return `The ${texts.buyer.toLowerCase()} uploaded a document`;
}

/** The deal's own page, which each of its parties may open: the news is about this one deal. */
const dealPage = (dealId: number, dealKind: TDealKind) => ({
  path: `/deals/${dealId}`,
  label: dealKind === 'rental' ? 'Open the rental' : 'Open the deal',
});

export async function noticeDealEvent(tx: Db, event: NewDealEvent): Promise<void> {
  if (!(NOTICED_KINDS as readonly string[]).includes(event.kind)) return;
  const kind = event.kind as NoticedKind;
  const row = await findDealRow(tx, event.dealId);
  if (!row) return;
  const ids = [...new Set([row.deal.buyerId, row.deal.sellerId, row.deal.agentId])].filter((id) => id !== event.actorId);
  if (ids.length === 0) return;
  const recipients: Viewer[] = await findPeopleToNotify(tx, ids);
  const dealKind = dealKindOf(row.propertyListingType);
  const texts = DEAL_KIND_TEXTS[dealKind];
  const title = headline(kind, event.stage, dealKind);
  const page = dealPage(row.deal.id, dealKind);
  for (const recipient of recipients) {
    const deal = presentDeal(row, recipient);
    const party = (label: string, name: string, phone: string | null): [string, string] => [label, phone ? `${name}, ${phone}` : name];
    const stage = stageLabelFor(deal.stage, dealKind);
    const facts: [string, string][] = [
      ['Property', `${deal.propertyTitle}, ${deal.propertyAreaName}`],
      ['Stage', stage],
      [texts.agreedAmount, formatRupees(deal.agreedPrice)],
      ...(dealKind === 'rental' && deal.deposit !== null ? [[DEPOSIT_LABEL, formatRupees(deal.deposit)] as [string, string]] : []),
      ['Date', formatLongDate(event.eventDate) ?? event.eventDate],
      party(texts.buyer, deal.buyerName, deal.buyerMobile),
      party(texts.seller, deal.sellerName, deal.sellerMobile),
      party('Agent', deal.agentName, deal.agentMobile),
    ];
    if (event.notes) facts.push([kind === 'DOCUMENT_UPLOADED' ? 'Document' : 'Notes', event.notes]);
    await notify(tx, {
      userId: recipient.id,
      kind: 'deal',
      title,
      body: `${deal.propertyTitle}: ${stage}`,
      link: page.path,
      email: {
        category: 'deals',
        content: {
          // Subjects carry Gruha's words and the listing's facts only, never text someone typed.
          subject: `${title}: your ${dealKind === 'rental' ? 'rental' : 'deal'} in ${deal.propertyAreaName}`,
          heading: title,
          intro: [`There is news on your ${texts.noun} for ${deal.propertyTitle}.`],
          facts,
          action: page,
        },
      },
    });
  }
}
