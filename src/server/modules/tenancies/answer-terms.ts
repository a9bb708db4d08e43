// The other side accepts a proposed version (both accepted: it is locked) or sends it back with a note.
import { TENANCY_MESSAGES } from '#shared/contracts/tenancy.ts';
import type { Db } from '#server/db/client.ts';
import { conflict, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import type { Clock } from '#server/time/clock.ts';
import { assertParty, assertRunning, findTenancyAccess } from './access.ts';
import { insertTermEvent, listTermVersions, updateTermVersion } from './queries.ts';
import { tellOtherSide } from './tell-other-side.ts';

type Options = { db: Db; clock: Clock; viewer: Viewer; tenancyId: number; versionId: number };

async function openVersion(tx: Db, { viewer, tenancyId, versionId }: Omit<Options, 'db' | 'clock'>) {
  const access = await findTenancyAccess(tx, viewer, tenancyId, { forUpdate: true });
  assertParty(access);
  assertRunning(access);
  const { versions, events } = await listTermVersions(tx, tenancyId);
  const version = versions.find((v) => v.id === versionId);
  if (!version) throw notFound('Version not found');
  if (version.lockedAt) throw conflict(TENANCY_MESSAGES.termsLocked);
  if (version.status !== 'proposed') throw conflict('This version is no longer open: answer the latest one');
  const hasAccepted = events.some((e) => e.versionId === versionId && e.kind === 'accepted' && e.side === access.role);
  return { access, version, hasAccepted };
}

export async function acceptTerms({ db, clock, ...target }: Options): Promise<void> {
  await db.transaction(async (tx) => {
    const { access, version, hasAccepted } = await openVersion(tx, target);
    if (hasAccepted) throw conflict('You have already accepted this version');
    const now = clock.now();
    await insertTermEvent(tx, { versionId: version.id, kind: 'accepted', userId: target.viewer.id, side: access.role, at: now });
    // The proposer accepted when proposing: this second acceptance locks the version.
    await updateTermVersion(tx, version.id, { status: 'accepted', lockedAt: now });
    await tellOtherSide(tx, access.row, access.role, {
      title: 'The terms are agreed',
      body: `Both sides accepted version ${version.number}. Its PDF records who accepted when, with its fingerprint.`,
    });
  });
}

export async function requestChanges({ db, clock, note, ...target }: Options & { note: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const { access, version, hasAccepted } = await openVersion(tx, target);
    if (hasAccepted) throw conflict('You proposed this version: propose a new one instead');
    await insertTermEvent(tx, {
      versionId: version.id,
      kind: 'changes_requested',
      userId: target.viewer.id,
      side: access.role,
      note,
      at: clock.now(),
    });
    await updateTermVersion(tx, version.id, { status: 'changes_requested' });
    await tellOtherSide(tx, access.row, access.role, {
      title: 'Changes were asked for',
      body: `Version ${version.number} of the agreement was sent back with a note. Propose a new version.`,
    });
  });
}
