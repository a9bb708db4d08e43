// Term versions: their fingerprint, which one is in force, and adding a new one (with its proposer's
// acceptance, since proposing a text is agreeing to it).
import crypto from 'node:crypto';
import { ZTenancyTerms, type TTenancySide, type TTenancyTerms } from '#shared/contracts/tenancy.ts';
import type { Db } from '#server/db/client.ts';
import { insertTermEvent, insertTermVersion, supersedeOpenVersions, type TermVersionRow } from './queries.ts';

/** SHA-256 of the text and the terms in a fixed key order: the same agreement always has the same fingerprint. */
export function fingerprintOf(text: string, terms: TTenancyTerms): string {
  const canonical = JSON.stringify({ text, terms: Object.fromEntries(Object.entries(terms).sort(([a], [b]) => a.localeCompare(b))) });
  return crypto.createHash('sha256').update(canonical, 'utf8').digest('hex');
}

export const termsOf = (version: TermVersionRow): TTenancyTerms => ZTenancyTerms.parse(version.terms);

/** The terms in force: the latest version both accepted, else (before any) the latest proposed. */
export function currentVersion(versions: TermVersionRow[]): TermVersionRow | undefined {
  const sorted = [...versions].sort((a, b) => b.number - a.number);
  return sorted.find((v) => v.lockedAt !== null) ?? sorted[0];
}

export type NewVersion = { tenancyId: number; userId: number; side: TTenancySide; text: string; terms: TTenancyTerms; at: Date };

export async function addTermVersion(tx: Db, version: NewVersion, existing: TermVersionRow[]): Promise<TermVersionRow> {
  await supersedeOpenVersions(tx, version.tenancyId);
  const row = await insertTermVersion(tx, {
    tenancyId: version.tenancyId,
    number: Math.max(0, ...existing.map((v) => v.number)) + 1,
    text: version.text,
    terms: version.terms,
    proposedBy: version.userId,
    proposedSide: version.side,
    proposedAt: version.at,
    fingerprint: fingerprintOf(version.text, version.terms),
    status: 'proposed',
  });
  await insertTermEvent(tx, { versionId: row.id, kind: 'accepted', userId: version.userId, side: version.side, at: version.at });
  return row;
}
