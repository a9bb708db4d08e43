// Renewal: a new version starting the day after the term ends, at the rent in force then raised by the
// yearly increase, through the same propose-and-accept flow.
import { termEndDate } from '#shared/agreement/rules.ts';
import type { TTenancyTerms } from '#shared/contracts/tenancy.ts';
import { addDays } from '#shared/tenancy/calendar.ts';
import { monthlyRentOn } from '#shared/tenancy/due-schedule.ts';
import { termsText } from '#shared/tenancy/terms-text.ts';
import type { Db } from '#server/db/client.ts';
import { conflict } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import type { Clock } from '#server/time/clock.ts';
import { assertParty, findTenancyAccess } from './access.ts';
import { proposeTerms } from './propose-terms.ts';
import { listTermVersions, namesOf } from './queries.ts';
import { termsOf } from './terms-versions.ts';

export function renewedTerms(current: TTenancyTerms, durationMonths: number): TTenancyTerms {
  const startDate = addDays(current.endDate, 1);
  const rentAtEnd = monthlyRentOn(current, current.endDate);
  return {
    ...current,
    rent: Math.round(rentAtEnd * (1 + current.yearlyIncreasePercent / 100)),
    startDate,
    endDate: termEndDate(startDate, durationMonths),
    lockInMonths: 0,
  };
}

type Options = { db: Db; clock: Clock; viewer: Viewer; tenancyId: number; durationMonths: number };

export async function proposeRenewal({ db, clock, viewer, tenancyId, durationMonths }: Options): Promise<void> {
  const access = await findTenancyAccess(db, viewer, tenancyId);
  assertParty(access);
  const { versions } = await listTermVersions(db, tenancyId);
  const locked = [...versions].reverse().find((v) => v.lockedAt);
  if (!locked) throw conflict('Agree the current terms before renewing them');
  if (access.row.status !== 'active') throw conflict('Only a running tenancy without notice can be renewed');
  const terms = renewedTerms(termsOf(locked), durationMonths);
  const names = await namesOf(db, [access.row.ownerId, access.row.tenantId]);
  const text = termsText(terms, {
    ownerName: names.get(access.row.ownerId ?? 0) ?? 'The owner',
    tenantName: names.get(access.row.tenantId ?? 0) ?? 'the tenant',
    address: access.row.address,
  });
  await proposeTerms({ db, clock, viewer, tenancyId, text, terms, isRenewal: true });
}
