// A visit's answers follow the clock with nothing written: an unanswered request can no longer be
// accepted once its answer window closes, and a confirmed visit counts, and can be marked done, once
// its time has come. A request left unanswered past its time does not stand in the way of a new one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIT_ANSWER_HOURS } from '#shared/contracts/visit.ts';
import { insertProperty } from '../fixtures/deals.ts';
import { buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { act, read } from './talk.ts';

let t: TestApp;
let owner: TestUser;
let hunter: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.createUser({ firstName: 'Olga' });
  hunter = await t.createUser({ firstName: 'Hari' });
}, 60_000);
afterAll(() => t.close());

const HOUR = 3_600_000;
/** Three days ahead, as YYYY-MM-DD in Hyderabad, and its weekday. */
function threeDaysAhead() {
  const date = new Date(t.clock.now().getTime() + 3 * 24 * HOUR).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  return { date, weekday: new Date(`${date}T00:00:00Z`).getUTCDay() };
}

async function requestVisit() {
  const listing = await insertProperty(t, owner.id);
  const { date, weekday } = threeDaysAhead();
  expect(
    (await act(t, owner, `/api/properties/${listing.id}/visit-slots`, { slots: [{ weekday, starts: '10:00', ends: '13:00' }] }, 'PUT')).statusCode,
  ).toBe(200);
  const res = await act(t, hunter, `/api/properties/${listing.id}/visits`, { date, time: '10:30' });
  expect(res.statusCode).toBe(201);
  return { listing, visitId: res.json().data.visitId as number, startsAt: new Date(`${date}T10:30:00+05:30`) };
}

const visitOf = async (person: TestUser, id: number) => {
  const { upcoming, past } = (await read(t, person, '/api/visits')).json().data;
  return { upcoming: upcoming.find((v: { id: number }) => v.id === id), past: past.find((v: { id: number }) => v.id === id) };
};

describe('a visit request', () => {
  it('can be answered until its window closes, and not after', async () => {
    t.clock.moveTo(new Date());
    const { visitId } = await requestVisit();
    expect((await visitOf(owner, visitId)).upcoming.actions).toEqual(['accept', 'decline', 'propose']);

    t.clock.advance((VISIT_ANSWER_HOURS + 1) * HOUR);
    const late = await visitOf(owner, visitId);
    expect(late.upcoming).toBeUndefined();
    expect(late.past.actions).toEqual([]);
    expect((await act(t, owner, `/api/visits/${visitId}/actions`, { action: 'accept' })).statusCode).toBe(409);
  });

  it('left unanswered past its time gives way to a new one (it is marked expired)', async () => {
    t.clock.moveTo(new Date());
    const { listing, visitId, startsAt } = await requestVisit();
    t.clock.moveTo(new Date(startsAt.getTime() + 2 * HOUR));
    const weekLater = new Date(startsAt.getTime() + 7 * 24 * HOUR).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const again = await act(t, hunter, `/api/properties/${listing.id}/visits`, { date: weekLater, time: '11:00' });
    expect(again.statusCode).toBe(201);
    expect((await visitOf(hunter, visitId)).past.status).toBe('expired');
  });
});

describe('a confirmed visit', () => {
  it('counts for the home and can be marked done once its time has come', async () => {
    t.clock.moveTo(new Date());
    const { listing, visitId, startsAt } = await requestVisit();
    expect((await act(t, owner, `/api/visits/${visitId}/actions`, { action: 'accept' })).statusCode).toBe(200);
    const count = async () => (await read(t, owner, `/api/properties/${listing.id}/visit-slots`)).json().data.poster.visitCount;
    expect(await count()).toBe(0);
    expect((await visitOf(hunter, visitId)).upcoming.actions).toEqual(['cancel']);

    t.clock.moveTo(new Date(startsAt.getTime() + 5 * 60_000));
    expect(await count()).toBe(1);
    expect((await visitOf(hunter, visitId)).upcoming.actions).toEqual(['done', 'problem']);
  });
});
