// A tenancy written straight into the database for the authorization matrix: the matrix's owner lets
// to its buyer, with its dealAgent as the deal's agent, on agreed terms that started two months ago.
// Options add what a route needs to act on (an open version, a report, a payment, a repair...).
import { addMonths } from '#shared/agreement/rules.ts';
import { todayInIndia } from '#shared/india-date.ts';
import { receiptNumber } from '#shared/tenancy/receipt-rules.ts';
import {
  tenancies,
  tenancyConditionReports,
  tenancyDeductions,
  tenancyInvitations,
  tenancyPayments,
  tenancyRepairEvents,
  tenancyRepairs,
  tenancyReportEvents,
  tenancyTermEvents,
  tenancyTermVersions,
} from '#server/db/schema-tenancies.ts';
import { fingerprintOf } from '#server/modules/tenancies/terms-versions.ts';
import type { TestApp, TestUser } from '../helper.ts';

type Cast = { owner: TestUser; buyer: TestUser; dealAgent: TestUser };
export type WorldOptions = {
  status?: 'invited' | 'active' | 'moved_out';
  openVersion?: boolean;
  report?: boolean;
  payment?: 'marked_paid' | 'confirmed';
  repair?: boolean;
  deduction?: boolean;
};
export type TenancyWorld = { id: number; versionId: number; period: string; repairId: number | null; deductionId: number | null };

export function recentTerms() {
  const startDate = `${addMonths(todayInIndia(), -2).slice(0, 7)}-01`;
  return {
    rent: 30_000,
    dueDay: 5,
    maintenance: 0,
    deposit: 60_000,
    startDate,
    endDate: addMonths(startDate, 11),
    lockInMonths: 0,
    noticeDays: 30,
    yearlyIncreasePercent: 0,
  };
}

export async function tenancyWorld(t: TestApp, cast: Cast, options: WorldOptions = {}): Promise<TenancyWorld> {
  const db = t.database.db;
  const now = new Date();
  const status = options.status ?? 'active';
  const terms = recentTerms();
  const [row] = await db
    .insert(tenancies)
    .values({
      status,
      source: 'deal',
      ownerId: cast.owner.id,
      tenantId: status === 'invited' ? null : cast.buyer.id,
      agentId: cast.dealAgent.id,
      address: 'Flat 7, Matrix Towers, Kondapur',
      bhk: 2,
      payeeUpiId: 'owner@okaxis',
      payeeName: 'Matrix Owner',
      movedOutOn: status === 'moved_out' ? todayInIndia() : null,
      createdAt: now,
    })
    .returning({ id: tenancies.id });
  const id = row!.id;
  const version = async (number: number, isLocked: boolean) => {
    const [v] = await db
      .insert(tenancyTermVersions)
      .values({
        tenancyId: id,
        number,
        text: `Agreement version ${number}`,
        terms,
        proposedBy: cast.owner.id,
        proposedSide: 'owner',
        proposedAt: now,
        fingerprint: fingerprintOf(`Agreement version ${number}`, terms),
        status: isLocked ? 'accepted' : 'proposed',
        lockedAt: isLocked ? now : null,
      })
      .returning({ id: tenancyTermVersions.id });
    await db.insert(tenancyTermEvents).values({ versionId: v!.id, kind: 'accepted', userId: cast.owner.id, side: 'owner', at: now });
    if (isLocked) await db.insert(tenancyTermEvents).values({ versionId: v!.id, kind: 'accepted', userId: cast.buyer.id, side: 'tenant', at: now });
    return v!.id;
  };
  const versionId = options.openVersion ? (await version(1, true), await version(2, false)) : await version(1, true);
  if (status === 'invited') {
    await db.insert(tenancyInvitations).values({
      tenancyId: id,
      side: 'tenant',
      mobile: cast.buyer.mobileNumber,
      invitedBy: cast.owner.id,
      expiresAt: new Date(now.getTime() + 7 * 86_400_000),
      createdAt: now,
    });
  }
  if (options.report) {
    const content = {
      rooms: [{ name: 'Kitchen', items: [{ name: 'Sink and tap', condition: 'good', note: '', photos: [] }] }],
      keys: [],
      meters: { electricity: '1200', water: '' },
      notes: '',
    };
    const [report] = await db
      .insert(tenancyConditionReports)
      .values({ tenancyId: id, kind: 'move_in', content, preparedBy: cast.owner.id, preparedSide: 'owner', updatedAt: now })
      .returning({ id: tenancyConditionReports.id });
    await db.insert(tenancyReportEvents).values({ reportId: report!.id, kind: 'accepted', userId: cast.owner.id, side: 'owner', at: now });
  }
  const period = terms.startDate.slice(0, 7);
  if (options.payment) {
    await db.insert(tenancyPayments).values({
      tenancyId: id,
      period,
      rent: 30_000,
      maintenance: 0,
      tds: 0,
      amountPayable: 30_000,
      status: options.payment,
      mode: 'upi',
      reference: '412345678901',
      paidOn: terms.startDate,
      markedBy: cast.buyer.id,
      markedAt: now,
      confirmedAt: options.payment === 'confirmed' ? now : null,
      receiptNumber: receiptNumber(id, period),
    });
  }
  let repairId: number | null = null;
  if (options.repair) {
    const [repair] = await db
      .insert(tenancyRepairs)
      .values({ tenancyId: id, category: 'plumbing', description: 'Kitchen tap leaks', status: 'open', raisedBy: cast.buyer.id, createdAt: now })
      .returning({ id: tenancyRepairs.id });
    repairId = repair!.id;
    await db.insert(tenancyRepairEvents).values({ repairId, status: 'open', userId: cast.buyer.id, side: 'tenant', at: now });
  }
  let deductionId: number | null = null;
  if (options.deduction) {
    const [deduction] = await db
      .insert(tenancyDeductions)
      .values({ tenancyId: id, item: 'Repainting', reason: 'Crayon on the bedroom wall', amount: 4_000, createdAt: now })
      .returning({ id: tenancyDeductions.id });
    deductionId = deduction!.id;
  }
  return { id, versionId, period, repairId, deductionId };
}
