// The soak's traffic: virtual clients, each a person who signs up and then, in a closed loop,
// searches, opens listings, looks at the featured list and an agent's deals, posts and edits their
// own listings, asks about others' listings and now and then signs up a friend. Every 5xx and every
// failed connection is counted; every write the server acknowledged goes into the ledger, which
// checkLedger reads back at the end.
import crypto from 'node:crypto';

// An envelope, or one property answered as itself (GET, POST, PUT of a property).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read loosely by the checks.
type Json = { data?: any; message?: string; id?: number; title?: string; price?: number };
type Answer = { status: number; body: Json };

export type Tally = {
  requests: number;
  /** "route status" → count, e.g. "search 200". */
  statuses: Map<string, number>;
  serverErrors: string[];
  networkErrors: string[];
};

/** What the server acknowledged, in its last acknowledged state. */
export type Ledger = {
  users: Set<string>;
  listings: Map<number, { title: string; price: number }>;
  /** One per asker and listing: asking again answers with the same inquiry. */
  inquiries: Map<string, { token: string; propertyId: number; id: number }>;
};

export type World = { baseUrl: string; areaIds: number[]; listingIds: number[]; picture: string; agentToken: string };

export const newTally = (): Tally => ({ requests: 0, statuses: new Map(), serverErrors: [], networkErrors: [] });
export const newLedger = (): Ledger => ({ users: new Set(), listings: new Map(), inquiries: new Map() });

const pick = <T>(items: readonly T[]): T => items[crypto.randomInt(items.length)]!;

async function call(world: World, tally: Tally, route: string, method: string, path: string, body?: unknown, token?: string): Promise<Answer | null> {
  tally.requests++;
  try {
    const response = await fetch(`${world.baseUrl}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    const key = `${route} ${response.status}`;
    tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);
    if (response.status >= 500) tally.serverErrors.push(`${method} ${path} → ${response.status} ${text.slice(0, 200)}`);
    return { status: response.status, body: text ? (JSON.parse(text) as Json) : {} };
  } catch (error) {
    tally.networkErrors.push(`${method} ${path}: ${(error as Error).message}`);
    return null;
  }
}

const account = () => {
  const id = crypto.randomBytes(6).toString('hex');
  return {
    firstName: 'Soak',
    lastName: 'Tester',
    username: `soak${id}`,
    email: `soak${id}@example.test`,
    password: 'Sunrise@42',
    mobileNumber: String(6_000_000_000 + crypto.randomInt(0, 3_999_999_999)),
  };
};

const listing = (world: World, n: number) => ({
  title: `Soak ${n % 2 ? '2' : '3'} BHK ${crypto.randomBytes(3).toString('hex')}`,
  description: 'Posted by the soak test.',
  propertyTypeId: 1,
  listingType: n % 2 ? 'rent' : 'sale',
  areaId: pick(world.areaIds),
  price: n % 2 ? 20_000 + crypto.randomInt(40) * 500 : 5_000_000 + crypto.randomInt(100) * 50_000,
  areaSqft: 1100,
  bedrooms: n % 2 ? 2 : 3,
  bathrooms: 2,
  balconies: 1,
  amenities: 'Parking, Lift',
  imageUrls: [world.picture],
});

async function signUp(world: World, tally: Tally, ledger: Ledger): Promise<string | null> {
  const person = account();
  const answer = await call(world, tally, 'sign up', 'POST', '/api/auth/register', person);
  if (answer?.status !== 201) return null;
  ledger.users.add(person.username);
  return answer.body.data?.token ?? null;
}

/** One virtual client: signs up, then acts until `until` (ms since epoch). */
export async function runClient(world: World, tally: Tally, ledger: Ledger, until: number): Promise<void> {
  let token = await signUp(world, tally, ledger);
  if (!token) {
    const login = await call(world, tally, 'sign in', 'POST', '/api/auth/login', { username: 'buyer', password: 'Demo@1234' });
    token = login?.body.data?.token ?? null;
  }
  const own: number[] = [];
  let n = 0;
  const actions: [number, () => Promise<unknown>][] = [
    [
      25,
      () =>
        call(world, tally, 'search', 'POST', '/api/properties/search', {
          listingType: pick(['sale', 'rent']),
          area: pick(world.areaIds),
          minBedrooms: crypto.randomInt(4),
          page: crypto.randomInt(3),
          size: 20,
          sortBy: pick(['createdAt', 'price']),
        }),
    ],
    [25, () => call(world, tally, 'detail', 'GET', `/api/properties/${pick(own.length && crypto.randomInt(4) === 0 ? own : world.listingIds)}`)],
    [10, () => call(world, tally, 'featured', 'GET', '/api/properties/featured')],
    [10, () => call(world, tally, 'deals', 'GET', '/api/deals/my-deals?userRole=AGENT', undefined, world.agentToken)],
    [
      8,
      async () => {
        const body = listing(world, n++);
        const answer = await call(world, tally, 'post listing', 'POST', '/api/properties', body, token!);
        if (answer && answer.status < 300) {
          // The posted property itself (no envelope).
          own.push(answer.body.id!);
          ledger.listings.set(answer.body.id!, { title: body.title, price: body.price });
        }
      },
    ],
    [
      10,
      async () => {
        if (own.length === 0) return;
        const id = pick(own);
        const body = listing(world, n++);
        // A client edits only its own listings, one request at a time: the last acknowledged edit must be what is read.
        const answer = await call(world, tally, 'edit listing', 'PUT', `/api/properties/${id}`, body, token!);
        if (answer?.status === 200) ledger.listings.set(id, { title: body.title, price: body.price });
      },
    ],
    [
      8,
      async () => {
        const propertyId = pick(world.listingIds);
        const answer = await call(
          world,
          tally,
          'inquiry',
          'POST',
          `/api/properties/${propertyId}/inquiries`,
          { message: 'Is it still available?' },
          token!,
        );
        if (answer && answer.status < 300) ledger.inquiries.set(`${token}:${propertyId}`, { token: token!, propertyId, id: answer.body.data.id });
      },
    ],
    [4, () => signUp(world, tally, ledger)],
  ];
  const total = actions.reduce((sum, [weight]) => sum + weight, 0);
  while (Date.now() < until) {
    let draw = crypto.randomInt(total);
    const [, action] = actions.find(([weight]) => (draw -= weight) < 0)!;
    await action();
  }
}

/** Reads every acknowledged write back; returns what is missing or different. */
export async function checkLedger(world: World, ledger: Ledger, adminToken: string): Promise<{ checked: number; lost: string[] }> {
  const tally = newTally();
  const lost: string[] = [];
  const checks: (() => Promise<void>)[] = [];
  for (const username of ledger.users) {
    checks.push(async () => {
      const answer = await call(world, tally, 'check user', 'GET', `/api/users?search=${username}`, undefined, adminToken);
      if (!answer?.body.data?.some((u: { username: string }) => u.username === username)) lost.push(`user ${username}`);
    });
  }
  for (const [id, expected] of ledger.listings) {
    checks.push(async () => {
      const answer = await call(world, tally, 'check listing', 'GET', `/api/properties/${id}`);
      const found = answer?.body;
      if (answer?.status !== 200 || found?.title !== expected.title || Number(found.price) !== expected.price) {
        lost.push(
          `listing ${id}: expected ${JSON.stringify(expected)}, read ${answer?.status} ${JSON.stringify({ title: found?.title, price: found?.price })}`,
        );
      }
    });
  }
  for (const inquiry of ledger.inquiries.values()) {
    checks.push(async () => {
      // Asking again is answered 200 with the stored inquiry; a lost one would be created anew (201).
      const answer = await call(
        world,
        tally,
        'check inquiry',
        'POST',
        `/api/properties/${inquiry.propertyId}/inquiries`,
        { message: 'again' },
        inquiry.token,
      );
      if (answer?.status !== 200 || answer.body.data?.id !== inquiry.id)
        lost.push(`inquiry ${inquiry.id}: read ${answer?.status} id ${answer?.body.data?.id}`);
    });
  }
  const queue = [...checks];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let check = queue.shift(); check; check = queue.shift()) await check();
    }),
  );
  lost.push(...tally.serverErrors, ...tally.networkErrors);
  return { checked: checks.length, lost };
}
