// A message sent again under its Idempotency-Key (a double click, a retry after a lost answer, nginx
// resending the POST to another instance) is stored once and answered with the first one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { read } from './talk.ts';

let t: TestApp;
let owner: TestUser;
let hunter: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.createUser({ firstName: 'Olga' });
  hunter = await t.createUser({ firstName: 'Hari' });
}, 60_000);
afterAll(() => t.close());

const send = (person: TestUser, url: string, text: string, key?: string, app = t.app) =>
  app.inject({ method: 'POST', url, headers: { ...bearer(person.token), ...(key ? { 'idempotency-key': key } : {}) }, payload: { text } });

async function newThread() {
  const listing = await insertProperty(t, owner.id);
  const res = await send(hunter, `/api/properties/${listing.id}/conversations`, 'Is the flat still available?');
  return res.json().data.conversationId as number;
}

const bodiesIn = async (person: TestUser, id: number) =>
  ((await read(t, person, `/api/conversations/${id}`)).json().data.messages as { body: string }[]).map((m) => m.body);

describe('a reply sent twice', () => {
  it('is stored once: the retry answers the first message, marked as a replay, and rings no second bell', async () => {
    const id = await newThread();
    const url = `/api/conversations/${id}/messages`;
    const first = await send(owner, url, 'Yes, come on Sunday.', 'reply-key-0001');
    expect(first.statusCode).toBe(201);
    const again = await send(owner, url, 'Yes, come on Sunday.', 'reply-key-0001');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toEqual(first.json().data);

    expect(await bodiesIn(hunter, id)).toEqual(['Is the flat still available?', 'Yes, come on Sunday.']);
    const bell = (await read(t, hunter, '/api/notifications')).json().data;
    expect(JSON.stringify(bell).match(/Yes, come on Sunday\./g)).toHaveLength(1);
  });

  it('is stored once when the two arrive at the same time at two instances', async () => {
    const id = await newThread();
    const url = `/api/conversations/${id}/messages`;
    const second = await t.anotherInstance();
    const answers = await Promise.all([
      send(owner, url, 'Parking is included.', 'same-time-key'),
      send(owner, url, 'Parking is included.', 'same-time-key', second),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0].json().data.id).toBe(answers[1].json().data.id);
    expect(await bodiesIn(hunter, id)).toEqual(['Is the flat still available?', 'Parking is included.']);
  });

  it('refuses the key with different text, naming the header, and stores nothing', async () => {
    const id = await newThread();
    const url = `/api/conversations/${id}/messages`;
    await send(owner, url, 'Rent is 30,000.', 'changed-key-01');
    const changed = await send(owner, url, 'Rent is 35,000.', 'changed-key-01');
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toEqual({ 'Idempotency-Key': 'This Idempotency-Key was already used for a different message' });
    expect(await bodiesIn(owner, id)).toEqual(['Is the flat still available?', 'Rent is 30,000.']);
  });

  it("keeps each sender's keys apart, and without a key two sends are two messages", async () => {
    const id = await newThread();
    const url = `/api/conversations/${id}/messages`;
    expect((await send(owner, url, 'Hello', 'shared-key-01')).statusCode).toBe(201);
    expect((await send(hunter, url, 'Hello', 'shared-key-01')).statusCode).toBe(201);
    expect((await send(hunter, url, 'Hello')).statusCode).toBe(201);
    expect((await send(hunter, url, 'Hello')).statusCode).toBe(201);
    expect(await bodiesIn(owner, id)).toEqual(['Is the flat still available?', 'Hello', 'Hello', 'Hello', 'Hello']);
  });

  it('refuses a malformed key, naming the header', async () => {
    const id = await newThread();
    const res = await send(owner, `/api/conversations/${id}/messages`, 'Hi', 'bad key!');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('Idempotency-Key', "Idempotency-Key must be 8 to 100 letters, digits, '-' or '_'");
  });
});

describe('a first message sent twice', () => {
  it('opens one conversation with one message', async () => {
    const listing = await insertProperty(t, owner.id);
    const url = `/api/properties/${listing.id}/conversations`;
    const first = await send(hunter, url, 'Is it pet friendly?', 'first-key-001');
    const again = await send(hunter, url, 'Is it pet friendly?', 'first-key-001');
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data).toEqual(first.json().data);
    expect(await bodiesIn(owner, first.json().data.conversationId)).toEqual(['Is it pet friendly?']);
  });
});
