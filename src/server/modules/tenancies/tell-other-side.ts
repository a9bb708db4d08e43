// News on a tenancy reaches the other side in the bell and by email. Subjects and headings are
// Gruha's own words; nothing a person typed goes into them.
import { TENANCY_PAGES, type TTenancySide } from '#shared/contracts/tenancy.ts';
import type { Db } from '#server/db/client.ts';
import { notify } from '../notifications/notify.ts';
import { otherSide, partyId } from './access.ts';
import type { TenancyRow } from './queries.ts';

export type TenancyNews = { title: string; body: string; facts?: [string, string][] };

export async function tellUser(tx: Db, userId: number, row: Pick<TenancyRow, 'id' | 'address'>, news: TenancyNews): Promise<void> {
  const link = TENANCY_PAGES.tenancy(row.id);
  await notify(tx, {
    userId,
    kind: 'tenancy',
    title: news.title,
    body: news.body,
    link,
    email: {
      category: 'tenancies',
      content: {
        subject: `${news.title}: your home on Gruha`,
        heading: news.title,
        intro: [news.body],
        facts: [['Home', row.address], ...(news.facts ?? [])],
        action: { label: 'Open the tenancy', path: link },
      },
    },
  });
}

/** Tells the side that did not act, once it has joined. */
export async function tellOtherSide(tx: Db, row: TenancyRow, actingSide: TTenancySide, news: TenancyNews): Promise<void> {
  const userId = partyId(row, otherSide(actingSide));
  if (userId !== null) await tellUser(tx, userId, row, news);
}

/** Tells both sides (a reminder). */
export async function tellBothSides(tx: Db, row: TenancyRow, news: TenancyNews): Promise<void> {
  for (const userId of [row.ownerId, row.tenantId]) if (userId !== null) await tellUser(tx, userId, row, news);
}
