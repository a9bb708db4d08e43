// A picture for a report or a repair, through the same checks as every picture Gruha stores (its
// bytes must be an image sharp can decode; re-encoded, size-limited), kept as this tenancy's.
import type { TTenancyPhoto } from '#shared/contracts/tenancy.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import type { Clock } from '#server/time/clock.ts';
import { acceptImage } from '../uploads/accept-image.ts';
import { assertParty, assertRunning, findTenancyAccess } from './access.ts';
import { insertPhoto } from './queries.ts';

type Options = { db: Db; store: ObjectStore; clock: Clock; viewer: Viewer; tenancyId: number; bytes: Buffer };

export async function uploadTenancyPhoto({ db, store, clock, viewer, tenancyId, bytes }: Options): Promise<TTenancyPhoto> {
  const access = await findTenancyAccess(db, viewer, tenancyId);
  assertParty(access);
  assertRunning(access);
  let stored;
  try {
    stored = await acceptImage(db, store, bytes);
  } catch (error) {
    // The same refusal, naming the field the picture came in.
    if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA_TYPE') throw new AppError(error.code, error.message, { file: error.message });
    throw error;
  }
  await insertPhoto(db, { url: stored.url, thumbUrl: stored.thumbUrl, tenancyId, uploadedBy: viewer.id, createdAt: clock.now() });
  return { url: stored.url, thumbUrl: stored.thumbUrl };
}
