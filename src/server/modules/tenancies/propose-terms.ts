// A side proposes a new version of the agreement's text and terms; any open version is superseded.
import type { TTenancyTerms } from '#shared/contracts/tenancy.ts';
import type { Db } from '#server/db/client.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import type { Clock } from '#server/time/clock.ts';
import { assertParty, assertRunning, findTenancyAccess } from './access.ts';
import { listTermVersions } from './queries.ts';
import { tellOtherSide } from './tell-other-side.ts';
import { addTermVersion } from './terms-versions.ts';

type Options = { db: Db; clock: Clock; viewer: Viewer; tenancyId: number; text: string; terms: TTenancyTerms; isRenewal?: boolean };

export async function proposeTerms({ db, clock, viewer, tenancyId, text, terms, isRenewal = false }: Options): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await findTenancyAccess(tx, viewer, tenancyId, { forUpdate: true });
    assertParty(access);
    assertRunning(access);
    const { versions } = await listTermVersions(tx, tenancyId);
    const version = await addTermVersion(tx, { tenancyId, userId: viewer.id, side: access.role, text, terms, at: clock.now() }, versions);
    await tellOtherSide(tx, access.row, access.role, {
      title: isRenewal ? 'A renewal was proposed' : 'New terms were proposed',
      body: `Version ${version.number} of the agreement waits for your answer: accept it or ask for changes.`,
    });
  });
}
