// A grievance row as its sender and as the admins' queue see it.
import type { TGrievance, TQueuedGrievance } from '#shared/contracts/grievance.ts';
import { indiaDateOf } from '#shared/india-date.ts';
import type { GrievanceRow } from './queries.ts';

/** 'GR-2026-000123': the year it was filed (India) and its number. */
export function grievanceReference(row: Pick<GrievanceRow, 'id' | 'createdAt'>): string {
  return `GR-${indiaDateOf(row.createdAt).slice(0, 4)}-${String(row.id).padStart(6, '0')}`;
}

export function presentGrievance(row: GrievanceRow): TGrievance {
  return {
    reference: grievanceReference(row),
    kind: row.kind,
    description: row.description,
    status: row.status,
    reply: row.reply,
    dueOn: row.dueOn,
    createdAt: row.createdAt.toISOString(),
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

export function presentQueued(row: GrievanceRow): TQueuedGrievance {
  return { ...presentGrievance(row), id: row.id, name: row.name, email: row.email, hasAccount: row.userId !== null };
}
