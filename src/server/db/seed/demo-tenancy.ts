// The demo tenancy: the demo seller lets their home for rent to the demo buyer, four months in. The
// terms are agreed by both, the move-in report is locked, every month's rent but the latest is paid
// and confirmed (receipts ready), one repair is done and confirmed and one is open.
import type { TTenancyTerms } from '#shared/contracts/tenancy.ts';
import { indiaDateOf } from '#shared/india-date.ts';
import { addMonths } from '#shared/tenancy/calendar.ts';
import { dueSchedule } from '#shared/tenancy/due-schedule.ts';
import { receiptNumber } from '#shared/tenancy/receipt-rules.ts';
import { roomsFor } from '#shared/tenancy/rooms.ts';
import { termsText } from '#shared/tenancy/terms-text.ts';
import { fingerprintOf } from '#server/modules/tenancies/terms-versions.ts';
import type { Db } from '../client.ts';
import { firstRow } from '../rows.ts';
import {
  tenancies,
  tenancyConditionReports,
  tenancyPayments,
  tenancyRepairEvents,
  tenancyRepairs,
  tenancyReportEvents,
  tenancyTermEvents,
  tenancyTermVersions,
} from '../schema-tenancies.ts';

const DAY_MS = 86_400_000;

type DemoHome = { propertyId: number; title: string; areaName: string; bedrooms: number; rent: number };
type Parties = { ownerId: number; tenantId: number; ownerName: string; tenantName: string };

export async function insertDemoTenancy(db: Db, home: DemoHome, parties: Parties, now: number): Promise<void> {
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
  const today = indiaDateOf(new Date(now));
  const startDate = `${addMonths(today, -4).slice(0, 7)}-01`;
  const terms: TTenancyTerms = {
    rent: home.rent,
    dueDay: 5,
    maintenance: 0,
    deposit: home.rent * 2,
    startDate,
    endDate: addMonths(startDate, 11),
    lockInMonths: 6,
    noticeDays: 30,
    yearlyIncreasePercent: 5,
  };
  const daysSinceStart = Math.round((Date.parse(today) - Date.parse(startDate)) / DAY_MS);
  const address = `${home.title}, ${home.areaName}, Hyderabad`;
  const { id } = firstRow(
    await db
      .insert(tenancies)
      .values({
        status: 'active',
        source: 'invite',
        ownerId: parties.ownerId,
        tenantId: parties.tenantId,
        propertyId: home.propertyId,
        address,
        bhk: Math.min(10, home.bedrooms),
        payeeUpiId: 'seller.demo@okicici',
        payeeName: parties.ownerName,
        createdAt: at(daysSinceStart + 10),
      })
      .returning({ id: tenancies.id }),
  );

  const text = termsText(terms, { ownerName: parties.ownerName, tenantName: parties.tenantName, address });
  const agreedAt = at(daysSinceStart + 7);
  const version = firstRow(
    await db
      .insert(tenancyTermVersions)
      .values({
        tenancyId: id,
        number: 1,
        text,
        terms,
        proposedBy: parties.ownerId,
        proposedSide: 'owner',
        proposedAt: at(daysSinceStart + 9),
        fingerprint: fingerprintOf(text, terms),
        status: 'accepted',
        lockedAt: agreedAt,
      })
      .returning({ id: tenancyTermVersions.id }),
  );
  await db.insert(tenancyTermEvents).values([
    { versionId: version.id, kind: 'accepted', userId: parties.ownerId, side: 'owner', at: at(daysSinceStart + 9) },
    { versionId: version.id, kind: 'accepted', userId: parties.tenantId, side: 'tenant', at: agreedAt },
  ]);

  const content = {
    rooms: roomsFor(home.bedrooms).map((room) => ({
      name: room.name,
      items: room.items.map((item) => ({
        name: item,
        condition: item === 'Geyser' ? 'fair' : 'good',
        note: item === 'Geyser' ? 'Heats slowly' : '',
        photos: [],
      })),
    })),
    keys: [
      { label: 'Main door', count: 2 },
      { label: 'Bedroom', count: 1 },
    ],
    meters: { electricity: '04512 kWh', water: '118 kL' },
    notes: 'Handed over freshly painted and cleaned.',
  };
  const report = firstRow(
    await db
      .insert(tenancyConditionReports)
      .values({
        tenancyId: id,
        kind: 'move_in',
        content,
        preparedBy: parties.ownerId,
        preparedSide: 'owner',
        updatedAt: at(daysSinceStart),
        lockedAt: at(daysSinceStart),
      })
      .returning({ id: tenancyConditionReports.id }),
  );
  await db.insert(tenancyReportEvents).values([
    { reportId: report.id, kind: 'accepted', userId: parties.ownerId, side: 'owner', at: at(daysSinceStart) },
    { reportId: report.id, kind: 'accepted', userId: parties.tenantId, side: 'tenant', at: at(daysSinceStart) },
  ]);

  // Every month due before this one is paid and confirmed; this month's waits.
  const paid = dueSchedule(terms).filter((line) => line.dueOn < today && line.period < today.slice(0, 7));
  if (paid.length > 0) {
    await db.insert(tenancyPayments).values(
      paid.map((line, i) => {
        const paidAt = new Date(`${line.dueOn}T10:00:00+05:30`);
        return {
          tenancyId: id,
          period: line.period,
          rent: line.rent,
          maintenance: line.maintenance,
          tds: line.tds,
          amountPayable: line.amountPayable,
          status: 'confirmed' as const,
          mode: i === 1 ? ('cash' as const) : ('upi' as const),
          reference: i === 1 ? null : `40${String(518_230_711 + i * 7_919).padStart(10, '0')}`,
          paidOn: line.dueOn,
          markedBy: parties.tenantId,
          markedAt: paidAt,
          confirmedAt: new Date(paidAt.getTime() + DAY_MS),
          receiptNumber: receiptNumber(id, line.period),
        };
      }),
    );
  }

  const repair = async (
    values: { category: string; description: string; daysAgo: number },
    steps: { status: 'acknowledged' | 'scheduled' | 'done' | 'confirmed'; daysAgo: number; note?: string }[],
  ) => {
    const last = steps.at(-1);
    const row = firstRow(
      await db
        .insert(tenancyRepairs)
        .values({
          tenancyId: id,
          category: values.category,
          description: values.description,
          status: last?.status ?? 'open',
          visitOn: steps.some((s) => s.status === 'scheduled') ? indiaDateOf(at(values.daysAgo - 2)) : null,
          raisedBy: parties.tenantId,
          createdAt: at(values.daysAgo),
        })
        .returning({ id: tenancyRepairs.id }),
    );
    await db.insert(tenancyRepairEvents).values([
      { repairId: row.id, status: 'open' as const, userId: parties.tenantId, side: 'tenant' as const, at: at(values.daysAgo) },
      ...steps.map((step) => ({
        repairId: row.id,
        status: step.status,
        userId: step.status === 'confirmed' ? parties.tenantId : parties.ownerId,
        side: step.status === 'confirmed' ? ('tenant' as const) : ('owner' as const),
        note: step.note ?? null,
        at: at(step.daysAgo),
      })),
    ]);
  };
  await repair({ category: 'plumbing', description: 'The kitchen tap drips all night.', daysAgo: 40 }, [
    { status: 'acknowledged', daysAgo: 39 },
    { status: 'scheduled', daysAgo: 39, note: 'Plumber comes on Saturday morning.' },
    { status: 'done', daysAgo: 37, note: 'Washer replaced.' },
    { status: 'confirmed', daysAgo: 36 },
  ]);
  await repair({ category: 'electrical', description: 'The bedroom fan hums at high speed.', daysAgo: 3 }, []);
}
