// Posting and editing a listing (spec sections 4, Property lifecycle, and 5). The listing row and
// its pictures are written in one transaction (docs/decisions/0037-whole-edits-and-if-match.md).
import { and, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { priceDisplayText } from '#shared/money.ts';
import { PROPERTY_MESSAGES, type TProperty, type ZPropertyCreateRequest, type ZPropertyUpdateRequest } from '#shared/contracts/property.ts';
import type { Db } from '#server/db/client.ts';
import { areas, listingPostKeys, properties, propertyTypes } from '#server/db/schema.ts';
import { badRequest, notFound, preconditionFailed, unprocessable } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { isListedPictureLink, isStoredPicturePath } from '#server/http/picture-links.ts';
import { storedPicturePath } from '#server/http/public-url.ts';
import type { FileDeletions } from '#server/storage/file-deletions.ts';
import { keyOfPublicPath, type ObjectStore } from '#server/storage/object-store.ts';
import { queueDeletions, RELEASED_FILE_GRACE_SECONDS } from '#server/storage/stored-files.ts';
import { holdStoredImages } from '../uploads/image-store.ts';
import { editedFacts, postedFacts } from './listing-facts.ts';
import type { KeptListings } from './kept-listings.ts';
import type { ListingWatcher } from './listing-watchers.ts';
import { findPropertyRow } from './listing-rows.ts';
import { firstRow } from '#server/db/rows.ts';
import { findImagesOf, replaceImages } from './queries.ts';
import { isAdmin } from '#shared/policy/roles.ts';
import { assertCanManage, PROPERTY_NOT_FOUND } from './access.ts';
import { listingFactsOf, presentProperty } from './present.ts';
import { changesCheckedFacts, verificationAfterEdit } from './verification.ts';
import { KEY_REUSED, type PostKey } from './write-preconditions.ts';
import { todayBy } from '#server/time/clock.ts';

type CreateInput = z.output<typeof ZPropertyCreateRequest>;
type UpdateInput = z.output<typeof ZPropertyUpdateRequest>;
type Deps = {
  db: Db;
  kept: KeptListings;
  store: ObjectStore;
  deletions: FileDeletions;
  publicUrl?: string;
  pictureHosts: readonly string[];
  watchers: readonly ListingWatcher[];
};

const UNKNOWN_TYPE = 'Please choose a property type from the list';
const UNKNOWN_IMAGE = 'Please upload the pictures again: one of them was not found';
const FOREIGN_IMAGE = 'Pictures from other websites are not accepted: please upload them';

/** Checks the references a listing makes and turns the request into column values. */
async function listingColumns({ db }: Deps, input: CreateInput) {
  const [[area], [type]] = await Promise.all([
    db.select({ name: areas.name, pincode: areas.pincode, city: areas.city }).from(areas).where(eq(areas.id, input.areaId)),
    db.select({ id: propertyTypes.id }).from(propertyTypes).where(eq(propertyTypes.id, input.propertyTypeId)),
  ]);
  if (!area) throw badRequest(PROPERTY_MESSAGES.invalidArea, { areaId: PROPERTY_MESSAGES.invalidArea });
  if (!type) throw badRequest(UNKNOWN_TYPE, { propertyTypeId: UNKNOWN_TYPE });

  const columns = {
    title: input.title,
    description: input.description,
    propertyTypeId: input.propertyTypeId,
    listingType: input.listingType,
    areaId: input.areaId,
    city: area.city,
    pincode: area.pincode,
    // Spec section 3: the address is optional and defaults to a text built from the area.
    address: input.address || `${area.name}, ${area.city}`,
    price: input.price,
    priceDisplay: priceDisplayText(input.price),
    areaSqft: input.areaSqft ?? null,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    balconies: input.balconies,
    amenities: input.amenities.length > 0 ? input.amenities.join(', ') : null,
    isReadyToMove: input.isReadyToMove,
    ownerType: input.ownerType,
  };
  return columns;
}

/**
 * The position a write sets: the one given; else on a post, or an edit that moves the home to another
 * locality, none, so the position trigger places it at the locality's centre; else it stays.
 */
function positionColumns(input: CreateInput, currentAreaId?: number) {
  if (input.latitude != null && input.longitude != null) return { latitude: input.latitude, longitude: input.longitude };
  return currentAreaId === input.areaId ? {} : { latitude: null, longitude: null };
}

/**
 * The listing's pictures, in the order sent: stored ones checked and held inside the transaction that
 * attaches them (one sent back as an answer gave it, absolute with PUBLIC_URL, is the stored one), and
 * links to a listed picture host kept as links (picture-links.ts). A link to any other host is refused.
 */
async function holdImages(tx: Db, { store, publicUrl, pictureHosts }: Deps, input: CreateInput) {
  const urls = [...new Set(input.imageUrls.map((url) => storedPicturePath(publicUrl, url)))];
  const linked = new Set(urls.filter((url) => isListedPictureLink(url, pictureHosts)));
  if (urls.some((url) => !linked.has(url) && /^[a-z][a-z0-9+.-]*:/i.test(url))) throw badRequest(FOREIGN_IMAGE, { imageUrls: FOREIGN_IMAGE });
  const stored = await holdStoredImages(
    tx,
    store,
    urls.filter((url) => !linked.has(url)),
  );
  if (!stored) throw badRequest(UNKNOWN_IMAGE, { imageUrls: UNKNOWN_IMAGE });
  const byUrl = new Map(stored.map((image) => [image.url, image]));
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- every unlinked url was held just above.
  return urls.map((url) => (linked.has(url) ? { url, thumbUrl: url } : byUrl.get(url)!));
}

async function readBack(db: Db, id: number, today: string): Promise<TProperty> {
  const row = await findPropertyRow(db, id);
  if (!row) throw notFound(PROPERTY_NOT_FOUND);
  const images = await findImagesOf(db, [id]);
  return presentProperty(row, today, images.get(id) ?? []);
}

/** How long a post's Idempotency-Key answers with the listing it made. */
const POST_KEY_TTL = sql`interval '1 day'`;

/**
 * Claims the post's key inside the posting transaction. A concurrent post with the same key waits
 * on the key's row until this one commits (or rolls back, and then claims it itself).
 * Answers the listing an earlier post with the key made, if there was one.
 */
async function claimPostKey(tx: Db, userId: number, { key, requestHash }: PostKey): Promise<number | null> {
  const ownKey = and(eq(listingPostKeys.userId, userId), eq(listingPostKeys.key, key));
  await tx.delete(listingPostKeys).where(and(ownKey, lt(listingPostKeys.createdAt, sql`now() - ${POST_KEY_TTL}`)));
  const claimed = await tx.insert(listingPostKeys).values({ userId, key, requestHash }).onConflictDoNothing().returning({ key: listingPostKeys.key });
  if (claimed.length > 0) return null;
  const earlier = firstRow(await tx.select().from(listingPostKeys).where(ownKey));
  if (earlier.requestHash !== requestHash) throw unprocessable(KEY_REUSED, { 'Idempotency-Key': KEY_REUSED });
  return earlier.propertyId;
}

export type PostedListing = { listing: TProperty; isReplay: boolean };

/** A new listing is available, unverified, featured and active (spec section 4). */
export async function createProperty(deps: Deps & { viewer: Viewer; input: CreateInput; postKey?: PostKey }): Promise<PostedListing> {
  const { db, viewer, postKey } = deps;
  const columns = await listingColumns(deps, deps.input);
  const posted = await db.transaction(async (tx) => {
    const earlier = postKey ? await claimPostKey(tx, viewer.id, postKey) : null;
    if (earlier !== null) return { id: earlier, isReplay: true };
    const images = await holdImages(tx, deps, deps.input);
    const row = firstRow(
      await tx
        .insert(properties)
        .values({
          ...columns,
          ...positionColumns(deps.input),
          ...postedFacts(deps.input),
          userId: viewer.id,
          status: 'available',
          isVerified: false,
          isFeatured: true,
          isActive: true,
          // Every new listing waits in the verification queue.
          verificationRequestedAt: sql`now()`,
        })
        .returning({ id: properties.id }),
    );
    await replaceImages(tx, row.id, images);
    for (const watcher of deps.watchers) await watcher.posted({ db: tx, kept: deps.kept }, row.id);
    if (postKey) {
      await tx
        .update(listingPostKeys)
        .set({ propertyId: row.id })
        .where(and(eq(listingPostKeys.userId, viewer.id), eq(listingPostKeys.key, postKey.key)));
    }
    return { id: row.id, isReplay: false };
  });
  return { listing: await readBack(db, posted.id, todayBy(deps.kept.clock)), isReplay: posted.isReplay };
}

/**
 * Edit keeps the featured flag; isVerified is set only by an admin (spec section 4), and lost when the
 * poster changes the price, address, type or pictures (verification.ts).
 * With `expectedVersion` (If-Match), an edit made from an older version is refused with 412.
 */
export async function updateProperty(deps: Deps & { viewer: Viewer; id: number; input: UpdateInput; expectedVersion?: number }): Promise<TProperty> {
  const { db, deletions, viewer, id, input, expectedVersion } = deps;
  const columns = await listingColumns(deps, input);
  const adminVerdict = isAdmin(viewer) ? input.isVerified : undefined;
  const featured = isAdmin(viewer) && input.isAdminFeatured !== undefined ? { isAdminFeatured: input.isAdminFeatured } : {};
  // The row lock makes concurrent edits of one listing take turns, each applied whole, and reading
  // back before commit answers this edit, not a mix with one that lands in between.
  const updated = await db.transaction(async (tx) => {
    const { version } = await assertCanManage(tx, viewer, id, 'edit', { lock: true });
    if (expectedVersion !== undefined && version !== expectedVersion) throw preconditionFailed(PROPERTY_MESSAGES.staleEdit);
    const afterEdit: (() => Promise<void>)[] = [];
    for (const watcher of deps.watchers) afterEdit.push(await watcher.editing({ db: tx, kept: deps.kept }, id));
    const current = await findPropertyRow(tx, id);
    if (!current) throw notFound(PROPERTY_NOT_FOUND);
    const facts = editedFacts(listingFactsOf(current), input, input.listingType);
    const images = await holdImages(tx, deps, input);
    const before = (await findImagesOf(tx, [id])).get(id) ?? [];
    const isCheckedFactChanged = changesCheckedFacts(
      // A row written without an address (seeds) reads as its area-based default, as the API shows it.
      { ...current, address: current.address ?? `${current.areaName}, ${current.city}`, pictures: before.map((image) => image.url) },
      { ...columns, pictures: images.map((image) => image.url) },
    );
    const verification = verificationAfterEdit(adminVerdict, isCheckedFactChanged);
    await tx
      .update(properties)
      .set({
        ...columns,
        ...positionColumns(input, current.areaId),
        ...facts,
        ...verification,
        ...featured,
        version: sql`${properties.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(properties.id, id));
    await replaceImages(tx, id, images);
    // Pictures the edit dropped are removed after a grace period, unless a listing shows them by then.
    const kept = new Set(images.map((image) => image.url));
    const dropped = before.filter((image) => !kept.has(image.url));
    await queueDeletions(
      tx,
      dropped.filter((image) => isStoredPicturePath(image.url)).flatMap((image) => [keyOfPublicPath(image.url), keyOfPublicPath(image.thumbUrl)]),
      RELEASED_FILE_GRACE_SECONDS,
    );
    for (const after of afterEdit) await after();
    return { listing: await readBack(tx, id, todayBy(deps.kept.clock)), hasDropped: dropped.length > 0 };
  });
  if (updated.hasDropped) deletions.kick();
  return updated.listing;
}
