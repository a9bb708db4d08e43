// One tenancy as its viewer may see it: the parties all of it; the deal's agent the terms and stage;
// an admin (after a party's report) all of it but the PAN.
import type { TTenancy } from '#shared/contracts/tenancy.ts';
import { maskPan } from '#shared/tenancy/receipt-rules.ts';
import type { DataKeyRing } from '#server/crypto/data-keys.ts';
import type { Db } from '#server/db/client.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { todayBy, type Clock } from '#server/time/clock.ts';
import { findTenancyAccess, type TenancyAccess } from './access.ts';
import { agreedTerms, scheduleOf, visibleDues } from './ledger.ts';
import { openOwnerPan } from './payee-and-report.ts';
import { presentNotice, presentReport, presentRepair, presentSettlement, presentVersion } from './present.ts';
import {
  findAgreementReference,
  findNotice,
  findOpenInvitation,
  listDeductions,
  listPayments,
  listRepairs,
  listReports,
  listTermVersions,
  namesOf,
} from './queries.ts';
import { currentVersion, termsOf } from './terms-versions.ts';

type Options = { db: Db; keys: DataKeyRing; clock: Clock; viewer: Viewer; tenancyId: number };

const maskContact = (mobile: string | null, email: string | null) =>
  mobile ? `${'•'.repeat(6)}${mobile.slice(-4)}` : email ? email.replace(/^(.).*(@.*)$/, '$1•••$2') : '';

export async function readTenancy({ db, keys, clock, viewer, tenancyId }: Options): Promise<TTenancy> {
  return presentTenancy(db, keys, clock, await findTenancyAccess(db, viewer, tenancyId));
}

export async function presentTenancy(db: Db, keys: DataKeyRing, clock: Clock, { row, role }: TenancyAccess): Promise<TTenancy> {
  const isFull = role !== 'agent';
  const [{ versions, events }, notice, invitation, agreementId] = await Promise.all([
    listTermVersions(db, row.id),
    findNotice(db, row.id),
    findOpenInvitation(db, row.id),
    findAgreementReference(db, row.agreementId),
  ]);
  const [payments, reports, repairs, deductions] = isFull
    ? await Promise.all([listPayments(db, row.id), listReports(db, row.id), listRepairs(db, row.id), listDeductions(db, row.id)])
    : [[], { reports: [], events: [] }, { repairs: [], events: [] }, []];
  const names = await namesOf(db, [
    row.ownerId,
    row.tenantId,
    row.agentId,
    ...versions.map((v) => v.proposedBy),
    ...events.map((e) => e.userId),
    ...reports.reports.map((r) => r.preparedBy),
    ...reports.events.map((e) => e.userId),
    ...repairs.events.map((e) => e.userId),
    ...repairs.repairs.map((r) => r.raisedBy),
    notice?.givenBy ?? null,
  ]);
  const person = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? 'Former member' });
  const current = currentVersion(versions);
  const agreed = agreedTerms(versions);
  const schedule = scheduleOf(versions, notice);
  const pan = isFull && role !== 'admin' ? openOwnerPan(keys, row) : null;
  const report = (kind: 'move_in' | 'move_out') => {
    const found = reports.reports.find((r) => r.kind === kind);
    return found ? presentReport(found, reports.events, names) : null;
  };
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    viewerRole: role,
    address: row.address,
    bhk: row.bhk,
    propertyId: row.propertyId,
    dealId: row.dealId,
    agreementId,
    owner: person(row.ownerId),
    tenant: person(row.tenantId),
    agent: person(row.agentId),
    invitation: invitation
      ? { side: invitation.side, contact: maskContact(invitation.mobile, invitation.email), expiresAt: invitation.expiresAt.toISOString() }
      : null,
    terms: current ? termsOf(current) : null,
    termVersions: versions.map((v) => presentVersion(v, events, names)),
    payee:
      isFull && row.payeeUpiId && row.payeeName
        ? { upiId: row.payeeUpiId, payeeName: row.payeeName, panMasked: pan ? maskPan(pan) : null, hasNoPan: row.ownerHasNoPan }
        : null,
    dues: isFull ? visibleDues(schedule, payments, todayBy(clock), row) : null,
    reports: isFull ? { moveIn: report('move_in'), moveOut: report('move_out') } : null,
    repairs: isFull ? repairs.repairs.map((r) => presentRepair(r, repairs.events, names)) : null,
    notice: notice ? presentNotice(notice, names) : null,
    settlement:
      isFull && (row.status === 'moved_out' || row.status === 'ended')
        ? presentSettlement(row, agreed?.deposit ?? 0, schedule, payments, deductions)
        : null,
    isReported: row.reportedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
