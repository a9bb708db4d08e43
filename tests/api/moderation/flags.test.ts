// Flags raised in the background after a listing is posted: a copy of another poster's picture
// (resized and re-compressed, mirrored, or cropped) is caught and an unrelated picture is not, also
// when the original was stored before hashes were kept (a background job hashes it); more than 3 active "owner"
// listings from one person; the same typed address and price from different accounts. Each shows in
// the moderation queue with the matching listings beside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { listingBody, loadReference, uploadPicture, type Reference } from '../listing-fixtures.ts';
import type { Outbox } from '#server/modules/outbox/start.ts';
import { outboxOf } from '../alerts/mail.ts';
import type { TProperty, TPropertyCreateRequest } from '#shared/contracts/property.ts';
import { decide, queueItem } from './moderation-world.ts';
import { copyOf, cropOf, scene } from './photos.ts';
import { reply, startConversation } from '../conversations/talk.ts';
import sharp from 'sharp';
import { inArray } from 'drizzle-orm';
import { hashedPictures, pictureHashes } from '#server/db/schema.ts';
import type { TPictureHashing } from '#shared/contracts/moderation.ts';

let t: TestApp;
let outbox: Outbox;
let ref: Reference;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  outbox = outboxOf(t);
  ref = await loadReference(t);
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(async () => {
  await outbox.close();
  await t.close();
});

async function post(who: TestUser, pictures: Buffer[], overrides: Partial<TPropertyCreateRequest> = {}): Promise<TProperty> {
  const urls: string[] = [];
  for (const bytes of pictures) urls.push((await uploadPicture(t, who.token, bytes)).url);
  const res = await t.app.inject({ method: 'POST', url: '/api/properties', headers: bearer(who.token), payload: listingBody(ref, urls, overrides) });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const flagsOf = async (id: number) => (await queueItem(t, admin, id))?.flags ?? [];

async function hashing(): Promise<TPictureHashing> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/moderation/picture-hashing', headers: bearer(admin.token) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('copied pictures', () => {
  it("catch a resized, re-compressed copy of another poster's picture, and not an unrelated picture", async () => {
    const [owner, copier, honest] = [await t.createUser(), await t.createUser(), await t.createUser()];
    const original = await scene(101);
    const first = await post(owner, [original, await scene(102)]);
    const copied = await post(copier, [await scene(103), await copyOf(original, 420, 55)]);
    const unrelated = await post(honest, [await scene(104)]);
    // Posting answered before any check ran: the checks are outbox jobs.
    expect(await flagsOf(copied.id)).toEqual([]);
    await outbox.worker.drain();

    const [flag] = await flagsOf(copied.id);
    expect(flag!.kind).toBe('copied_photo');
    expect(flag!.evidence.matches).toEqual([
      {
        listing: expect.objectContaining({ id: first.id, poster: expect.objectContaining({ id: owner.id }) }),
        pictures: [{ url: copied.images[1]!.url, matchedUrl: first.images[0]!.url, distance: expect.any(Number) }],
      },
    ]);
    expect(flag!.evidence.matches[0]!.pictures?.[0]?.distance).toBeLessThanOrEqual(10);
    expect(await flagsOf(unrelated.id)).toEqual([]);
    // The poster's own pictures on their own listings are no copy; the copier's listing still is.
    const again = await post(owner, [original]);
    await outbox.worker.drain();
    const matched = (await flagsOf(again.id)).flatMap((f) => f.evidence.matches.map((m) => m.listing.id));
    expect(matched).toEqual([copied.id]);
    // Seven pictures uploaded, re-encoded and hashed: slow on a busy machine, not a matter of speed.
  }, 120_000);

  it('a dismissed flag is not raised again by an edit, only for a new match', async () => {
    const [owner, copier] = [await t.createUser(), await t.createUser()];
    const original = await scene(201);
    await post(owner, [original]);
    const copied = await post(copier, [await copyOf(original, 300, 40)]);
    await outbox.worker.drain();
    expect(await flagsOf(copied.id)).toHaveLength(1);
    expect((await decide(t, admin, copied.id, { action: 'dismiss' })).statusCode).toBe(200);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${copied.id}`,
      headers: bearer(copier.token),
      payload: listingBody(ref, [copied.images[0]!.url], { price: 13_000_000 }),
    });
    expect(edit.statusCode).toBe(200);
    await outbox.worker.drain();
    expect(await flagsOf(copied.id)).toEqual([]);
  });
});

describe('mirrored and cropped copies, and pictures posted before hashes were kept', () => {
  it('catch a mirrored copy and a 24%-cropped copy, and not an unrelated picture', async () => {
    const [owner, mirrorer, cropper, honest] = [await t.createUser(), await t.createUser(), await t.createUser(), await t.createUser()];
    const [first, second] = [await scene(701), await scene(702)];
    const original = await post(owner, [first, second]);
    const mirrored = await post(mirrorer, [await sharp(first).flop().jpeg({ quality: 70 }).toBuffer()]);
    const cropped = await post(cropper, [await cropOf(second, 0.76, 1, 0)]);
    const unrelated = await post(honest, [await scene(703)]);
    await outbox.worker.drain();

    const matchOf = async (id: number) =>
      (await flagsOf(id)).flatMap((flag) => flag.evidence.matches.flatMap((m) => (m.pictures ?? []).map((p) => [m.listing.id, p.matchedUrl])));
    expect(await matchOf(mirrored.id)).toEqual([[original.id, original.images[0]!.url]]);
    expect(await matchOf(cropped.id)).toEqual([[original.id, original.images[1]!.url]]);
    expect(await flagsOf(unrelated.id)).toEqual([]);
  }, 120_000);

  it('hash pictures stored before hashes were kept in a background job, which then lets a copy of one be caught', async () => {
    const [owner, copier] = [await t.createUser(), await t.createUser()];
    const original = await scene(601);
    const old = await post(owner, [original, await scene(602)]);
    await outbox.worker.drain();
    // As the demo's pictures and older listings' were: stored, with no hashes.
    const urls = old.images.map((image) => image.url);
    await t.database.db.delete(pictureHashes).where(inArray(pictureHashes.url, urls));
    await t.database.db.delete(hashedPictures).where(inArray(hashedPictures.url, urls));
    const waiting = await hashing();
    expect(waiting.waiting).toBeGreaterThanOrEqual(2);

    // Unhashed, the original cannot be matched.
    const early = await post(copier, [await copyOf(original, 420, 55)]);
    await outbox.worker.drain();
    expect(await flagsOf(early.id)).toEqual([]);
    const before = await hashing();

    // A restarted server asks for the backfill, which hashes them all.
    const restarted = outboxOf(t);
    try {
      await restarted.worker.drain();
    } finally {
      await restarted.close();
    }
    expect(await hashing()).toEqual({ hashed: before.hashed + before.waiting, waiting: 0 });
    const copied = await post(copier, [await sharp(original).flop().jpeg({ quality: 60 }).toBuffer()]);
    await outbox.worker.drain();
    const [flag] = await flagsOf(copied.id);
    expect(flag!.kind).toBe('copied_photo');
    expect(flag!.evidence.matches.map((m) => m.listing.id)).toEqual([old.id]);
  }, 120_000);

  it("show the backfill's progress to admins only", async () => {
    const member = await t.createUser();
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/moderation/picture-hashing', headers: bearer(member.token) });
    expect(res.statusCode).toBe(403);
  });
});

describe('brokers posing as owners', () => {
  it('flag a person with more than 3 active "owner" listings, once, naming the others', async () => {
    const broker = await t.createUser();
    const posted: TProperty[] = [];
    for (let i = 0; i < 3; i++) posted.push(await post(broker, [await scene(300 + i)]));
    await outbox.worker.drain();
    expect(await flagsOf(posted[2]!.id)).toEqual([]);
    posted.push(await post(broker, [await scene(303)]));
    posted.push(await post(broker, [await scene(304)]));
    await outbox.worker.drain();

    const flagged = (await Promise.all(posted.map(async (p) => ({ id: p.id, flags: await flagsOf(p.id) })))).filter((p) => p.flags.length > 0);
    expect(flagged).toHaveLength(1);
    const [flag] = flagged[0]!.flags;
    expect(flag!.kind).toBe('many_owner_listings');
    expect(flag!.evidence.summary).toBe('This poster has 5 active listings marked "owner".');
    expect(flag!.evidence.matches).toHaveLength(4);
  });

  it('leave agents\' "broker" listings alone', async () => {
    const agent = await t.createUser({ role: 'AGENT' });
    const posted: TProperty[] = [];
    for (let i = 0; i < 4; i++) posted.push(await post(agent, [await scene(400 + i)], { ownerType: 'broker' }));
    await outbox.worker.drain();
    for (const listing of posted) expect(await flagsOf(listing.id)).toEqual([]);
  });
});

describe('the same address and price', () => {
  it('flag another account posting the same typed address at the same price, not the locality default', async () => {
    const [first, second] = [await t.createUser(), await t.createUser()];
    const address = 'Flat 402, Lake View Towers, Road No. 2';
    const original = await post(first, [await scene(501)], { address, price: 45_000, listingType: 'rent' });
    const repost = await post(second, [await scene(502)], {
      address: ' flat 402,  lake view towers, road no. 2 ',
      price: 45_000,
      listingType: 'rent',
    });
    const defaults = [await post(first, [await scene(503)], { price: 9_999_999 }), await post(second, [await scene(504)], { price: 9_999_999 })];
    await outbox.worker.drain();

    const [flag] = await flagsOf(repost.id);
    expect(flag!.kind).toBe('same_address_price');
    expect(flag!.evidence.matches.map((m) => m.listing.id)).toEqual([original.id]);
    for (const listing of defaults) expect(await flagsOf(listing.id)).toEqual([]);
  });
});

describe('a description asking for money', () => {
  it('flags a phone number, a UPI ID or "token amount", once: not again after a dismissal unless it says more', async () => {
    const poster = await t.createUser();
    const description = 'Lovely flat. Pay token amount to flatowner@okaxis to book the visit.';
    const listing = await post(poster, [await scene(801)], { description });
    const plain = await post(poster, [await scene(802)], { description: 'Bright flat, rent ₹45,000 a month, deposit 2,00,000.' });
    await outbox.worker.drain();
    const [flag] = await flagsOf(listing.id);
    expect(flag).toMatchObject({
      kind: 'contact_in_text',
      evidence: { summary: 'The description has a UPI ID and words asking for a token amount.', matches: [] },
    });
    expect(await flagsOf(plain.id)).toEqual([]);

    expect((await decide(t, admin, listing.id, { action: 'dismiss' })).statusCode).toBe(200);
    const edit = (overrides: Partial<TPropertyCreateRequest>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/properties/${listing.id}`,
        headers: bearer(poster.token),
        payload: listingBody(ref, [listing.images[0]!.url], { description, ...overrides }),
      });
    expect((await edit({ title: 'Lovely flat, repainted' })).statusCode).toBe(200);
    await outbox.worker.drain();
    expect(await flagsOf(listing.id)).toEqual([]);
    expect((await edit({ description: `${description} Call 98765 43210.` })).statusCode).toBe(200);
    await outbox.worker.drain();
    expect((await flagsOf(listing.id))[0]?.evidence.summary).toBe(
      'The description has a phone number, a UPI ID and words asking for a token amount.',
    );
  }, 120_000);
});

describe('a first message asking for money', () => {
  it("flags the poster's first reply with a UPI ID and token words, beside the description's flag, and not a later message", async () => {
    const poster = await t.createUser();
    const hunter = await t.createUser();
    const listing = await post(poster, [await scene(811)], { description: 'Pay token amount to flatowner@okaxis to book.' });
    const quiet = await post(poster, [await scene(812)], { description: 'Bright flat near the metro.' });
    await outbox.worker.drain();

    const started = await startConversation(t, hunter, quiet.id, 'Is the flat still available? I would like to see it.');
    expect(started.statusCode, started.body).toBe(201);
    const conversationId = started.json().data.conversationId as number;
    const answered = await reply(t, poster, conversationId, 'Yes. Send a token amount to flatowner@okaxis first.');
    expect(answered.statusCode, answered.body).toBe(201);
    expect((await flagsOf(quiet.id))[0]).toMatchObject({
      kind: 'contact_in_text',
      evidence: { summary: 'A first message from the poster has a UPI ID and words asking for a token amount.' },
    });
    // Only a sender's first message: later ones are the conversation's own business.
    const other = await post(poster, [await scene(813)], { description: 'Another bright flat.' });
    const second = await startConversation(t, hunter, other.id, 'Hello, is this one free?');
    const secondId = second.json().data.conversationId as number;
    expect((await reply(t, poster, secondId, 'Yes, it is.')).statusCode).toBe(201);
    expect((await reply(t, poster, secondId, 'Pay the token to flatowner@okaxis.')).statusCode).toBe(201);
    expect(await flagsOf(other.id)).toEqual([]);

    const started2 = await startConversation(t, hunter, listing.id, 'Is it available?');
    expect((await reply(t, poster, started2.json().data.conversationId as number, 'Token amount to flatowner@okaxis please.')).statusCode).toBe(201);
    const [flag] = await flagsOf(listing.id);
    expect(flag?.evidence.summary).toBe(
      'The description has a UPI ID and words asking for a token amount. A first message from the poster has a UPI ID and words asking for a token amount.',
    );
  }, 120_000);
});
