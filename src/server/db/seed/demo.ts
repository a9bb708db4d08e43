// Demo data for an empty database (SEED_DEMO; config.ts decides when): the five demo people, the demo
// catalogue (over 600 listings with drawn pictures, demo-listings.ts), four deals at different stages
// with their timelines, an open Contact Agent lead, and a tenancy some months in (demo-tenancy.ts). Pictures are drawn before the transaction;
// their files and all the rows go in together or not at all.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { indiaDateOf } from '#shared/india-date.ts';
import { isListedStatus } from '#shared/listing-lifecycle.ts';
import { priceDisplayText } from '#shared/money.ts';
import { hashPassword } from '#server/crypto/passwords.ts';
import sharp from 'sharp';
import { encodeImage, imageKeysOf, saveEncodedImages, type EncodedImage } from '#server/modules/uploads/image-store.ts';
import { publicPathOf, type ObjectStore } from '#server/storage/object-store.ts';
import type { Db } from '../client.ts';
import { areas, dealEvents, deals, properties, propertyImages, propertyTypes, users } from '../schema.ts';
import { inquiries } from '../schema-conversations.ts';
import { DEMO_PASSWORD, DEMO_USERNAMES, DEMO_USERS } from './demo-users.ts';
import { demoCatalogue, type DemoListing } from './demo-listings.ts';
import type { DemoPoster } from './demo-posters.ts';
import { demoPosition } from './demo-position.ts';
import { demoPictureSpecs, pictureKey } from './demo-pictures.ts';
import { drawHome, type HomeKind, type PictureSpec } from './pictures/draw-home.ts';
import { demoDeals, type DemoDeal } from './demo-deals.ts';
import { itemAt } from './item-at.ts';
import { firstRow } from '../rows.ts';
import { insertDemoTenancy } from './demo-tenancy.ts';

const DAY_MS = 86_400_000;
/** Rows per insert statement: one statement per listing made a fresh start seconds slower. */
const BATCH = 200;

// Encoded drawings are kept in the OS temp folder by content, so a second fresh database (a test
// server, a reset demo) reuses them instead of drawing and encoding all of them again.
const PICTURE_CACHE = path.join(os.tmpdir(), 'gruha-demo-pictures');

async function encodePicture(spec: PictureSpec): Promise<EncodedImage> {
  const drawn = Buffer.from(drawHome(spec));
  const keys = imageKeysOf(drawn);
  const [fullFile, thumbFile] = [path.join(PICTURE_CACHE, keys.full), path.join(PICTURE_CACHE, keys.thumb)];
  const [full, thumb] = await Promise.all([fullFile, thumbFile].map((file) => fs.readFile(file).catch(() => null)));
  if (full && thumb) {
    const { width, height } = await sharp(full).metadata();
    return { url: publicPathOf(keys.full), thumbUrl: publicPathOf(keys.thumb), width, height, full, thumb };
  }
  const encoded = await encodeImage(drawn);
  await fs.mkdir(path.dirname(fullFile), { recursive: true });
  await Promise.all([fs.writeFile(fullFile, encoded.full), fs.writeFile(thumbFile, encoded.thumb)]);
  return encoded;
}

/**
 * Each listing's pictures, and the distinct drawings among them: listings share drawings, and each is
 * drawn and encoded once, two at a time (sharp itself uses threads).
 */
async function encodePictures(listings: DemoListing[]): Promise<{ distinct: EncodedImage[]; byListing: EncodedImage[][] }> {
  const ordinals = new Map<HomeKind, number>();
  const specs = listings.map((listing) => {
    const ordinal = ordinals.get(listing.kind) ?? 0;
    ordinals.set(listing.kind, ordinal + 1);
    return demoPictureSpecs(listing.kind, ordinal);
  });
  const distinct = [...new Map(specs.flat().map((spec) => [pictureKey(spec), spec])).entries()];
  const encoded = new Map<string, EncodedImage>();
  let next = 0;
  const worker = async () => {
    while (next < distinct.length) {
      const [key, spec] = itemAt(distinct, next++);
      encoded.set(key, await encodePicture(spec));
    }
  };
  await Promise.all([worker(), worker()]);
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the workers encoded every key.
  return { distinct: [...encoded.values()], byListing: specs.map((group) => group.map((spec) => encoded.get(pictureKey(spec))!)) };
}

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

export async function seedDemoData(db: Db, store: ObjectStore) {
  const summary = { password: DEMO_PASSWORD, usernames: DEMO_USERNAMES };
  const { users: userCount } = itemAt(await db.select({ users: count() }).from(users), 0);
  if (userCount > 0) return summary;

  const localityRows = await db
    .select({
      id: areas.id,
      name: areas.name,
      pincode: areas.pincode,
      isPopular: areas.isPopular,
      latitude: areas.latitude,
      longitude: areas.longitude,
    })
    .from(areas)
    .orderBy(areas.id);
  const typeRows = await db.select({ id: propertyTypes.id, name: propertyTypes.name }).from(propertyTypes);
  const { listings, posters } = demoCatalogue(localityRows);
  const pictures = await encodePictures(listings);
  // Hashed once per person, so each has its own salt (one shared hash would show they share a password).
  const passwordHashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  // The catalogue's other posters never sign in: one hash of a random password nobody knows.
  const posterHash = await hashPassword(crypto.randomBytes(24).toString('base64url'));
  const now = Date.now();

  // The picture files, their checksum rows and all the demo rows go in together or not at all.
  await saveEncodedImages(db, store, pictures.distinct, async (tx) => {
    const people = await tx
      .insert(users)
      .values(
        DEMO_USERS.map(({ username, firstName, lastName, email, mobileNumber, role, address }, i) => ({
          username,
          firstName,
          lastName,
          email,
          mobileNumber,
          role,
          address,
          passwordHash: itemAt(passwordHashes, i),
        })),
      )
      .returning({ id: users.id, username: users.username });
    const posterRows = posters.map((poster, n) => posterRow(poster, posterHash, n));
    for (const batch of chunks(posterRows, BATCH))
      people.push(...(await tx.insert(users).values(batch).returning({ id: users.id, username: users.username })));
    const ids = new Map(people.map((p) => [p.username, p.id]));
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the demo people and posters were all just inserted.
    const userId = (username: string) => ids.get(username)!;
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the demo uses only seeded property types.
    const typeId = (name: string) => typeRows.find((t) => t.name === name)!.id;

    const rows = listings.map((listing, index) => {
      const area = itemAt(localityRows, listing.localityIndex);
      const createdAt = new Date(now - listing.daysAgo * DAY_MS - index * 60_000);
      const daysBefore = (days: number) => new Date(Math.max(createdAt.getTime(), now - days * DAY_MS - index * 60_000));
      return {
        userId: userId(listing.poster),
        title: listing.title,
        description: listing.description,
        propertyTypeId: typeId(listing.type),
        listingType: listing.listingType,
        areaId: area.id,
        pincode: area.pincode,
        address: `${area.name}, Hyderabad`,
        price: listing.price,
        priceDisplay: priceDisplayText(listing.price),
        areaSqft: listing.areaSqft,
        bedrooms: listing.bedrooms,
        bathrooms: listing.bathrooms,
        balconies: listing.balconies,
        amenities: listing.amenities.join(', '),
        isVerified: listing.isVerified,
        isAdminFeatured: listing.isAdminFeatured,
        isReadyToMove: listing.isReadyToMove,
        ownerType: listing.ownerType,
        ...listing.facts,
        ...(area.latitude != null && area.longitude != null ? demoPosition({ latitude: area.latitude, longitude: area.longitude }, index) : {}),
        status: listing.status,
        isActive: isListedStatus(listing.status),
        confirmedAt: daysBefore(listing.confirmedDaysAgo),
        statusChangedAt: daysBefore(listing.statusDaysAgo),
        remindedAt: listing.status === 'unconfirmed' ? daysBefore(listing.statusDaysAgo) : null,
        verificationRequestedAt: listing.isVerified || !isListedStatus(listing.status) ? null : createdAt,
        createdAt,
        updatedAt: createdAt,
      };
    });
    const listingIds: number[] = [];
    // A multi-row insert returns its rows in the order given.
    for (const batch of chunks(rows, BATCH))
      listingIds.push(...(await tx.insert(properties).values(batch).returning({ id: properties.id })).map((r) => r.id));
    const pictureRows = pictures.byListing.flatMap((own, index) =>
      own.map((picture, position) => ({
        propertyId: itemAt(listingIds, index),
        url: picture.url,
        thumbUrl: picture.thumbUrl,
        isPrimary: position === 0,
        position,
      })),
    );
    for (const batch of chunks(pictureRows, BATCH * 2)) await tx.insert(propertyImages).values(batch);
    // Posters joined when they first posted: "On Gruha since" then matches their first listing, not the seed's day.
    await tx.execute(
      sql`update users u set created_at = first.at from (select user_id, min(created_at) as at from properties group by user_id) first
        where first.user_id = u.id and first.at < u.created_at`,
    );

    for (const deal of demoDeals(listings)) await insertDeal(tx, deal, { listingIds, listings, userId, now });

    // A Contact Agent lead that the agents see on their dashboard.
    const leadIndex = listings.findIndex((l) => l.poster === 'seller' && l.listingType === 'rent');
    await tx.insert(inquiries).values({
      propertyId: itemAt(listingIds, leadIndex),
      userId: userId('buyer'),
      message: 'Is this still available? I would like to visit this weekend.',
      createdAt: new Date(now - 2 * DAY_MS),
    });

    // The same home, let to the demo buyer: a tenancy some months in.
    const home = itemAt(listings, leadIndex);
    const demoPerson = (username: string) => DEMO_USERS.find((u) => u.username === username);
    await insertDemoTenancy(
      tx,
      {
        propertyId: itemAt(listingIds, leadIndex),
        title: home.title,
        areaName: itemAt(localityRows, home.localityIndex).name,
        bedrooms: home.bedrooms,
        rent: home.price,
      },
      {
        ownerId: userId('seller'),
        tenantId: userId('buyer'),
        ownerName: `${demoPerson('seller')?.firstName ?? ''} ${demoPerson('seller')?.lastName ?? ''}`.trim(),
        tenantName: `${demoPerson('buyer')?.firstName ?? ''} ${demoPerson('buyer')?.lastName ?? ''}`.trim(),
      },
      now,
    );
  });
  return summary;
}

/** A poster's account: a plausible Hyderabad mobile and an address at example.com (never mailed). */
function posterRow(poster: DemoPoster, passwordHash: string, n: number) {
  return {
    username: poster.username,
    firstName: poster.firstName,
    lastName: poster.lastName,
    email: `${poster.username}@example.com`,
    mobileNumber: String(9_100_000_000 + n * 7919),
    role: 'USER' as const,
    address: 'Hyderabad',
    passwordHash,
  };
}

type DealContext = {
  listingIds: number[];
  listings: DemoListing[];
  userId(username: string): number;
  now: number;
};

async function insertDeal(db: Db, deal: DemoDeal, { listingIds, listings, userId, now }: DealContext) {
  const listing = itemAt(listings, deal.listingIndex);
  const dateOf = (daysAgo: number) => indiaDateOf(new Date(now - daysAgo * DAY_MS));
  // The seller's confirmation is an event on the timeline, not a stage date.
  const stageDates = Object.fromEntries(
    deal.steps.filter((step) => step.kind !== 'SELLER_CONFIRMED').map((step) => [step.dateField, dateOf(step.daysAgo)]),
  );
  const last = itemAt(deal.steps, deal.steps.length - 1);
  const row = firstRow(
    await db
      .insert(deals)
      .values({
        propertyId: itemAt(listingIds, deal.listingIndex),
        buyerId: userId('buyer'),
        sellerId: userId(listing.poster),
        agentId: userId(deal.agent),
        stage: last.stage,
        agreedPrice: deal.agreedPrice,
        notes: last.notes,
        ...stageDates,
        buyerDocUploaded: false,
        sellerConfirmed: deal.sellerConfirmed,
        paymentInitiated: deal.paymentCompleted,
        paymentCompleted: deal.paymentCompleted,
        createdAt: new Date(now - itemAt(deal.steps, 0).daysAgo * DAY_MS),
      })
      .returning({ id: deals.id }),
  );
  await db.insert(dealEvents).values(
    deal.steps.map((step, i) => ({
      dealId: row.id,
      kind: i === 0 ? ('CREATED' as const) : step.kind,
      stage: step.stage,
      eventDate: dateOf(step.daysAgo),
      notes: step.notes,
      actorId: userId(step.kind === 'SELLER_CONFIRMED' ? listing.poster : deal.agent),
      createdAt: new Date(now - step.daysAgo * DAY_MS),
    })),
  );
}
