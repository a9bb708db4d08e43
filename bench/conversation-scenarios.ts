// The conversation scenarios: sending messages, and reading an inbox of 50 conversations (a poster
// whose 50 listings each had a house-hunter write). Made over the API as any client would, before
// the measuring starts.
//
// Messages go as a marketplace's do: many people, each in a few conversations, none of them writing
// a hundred messages a second. 10 posters and 20 house-hunters hold 140 conversations (the inbox's 50
// and two hunters on each of 45 more listings), and each request is the next message in turn, from
// either side of one of them, so requests in flight write to different conversations. One hot
// conversation (what this scenario measured before 2026-11-27) measures one row's lock instead.
import type { Scenario } from './scenarios.ts';

const json = { 'content-type': 'application/json' };
const INBOX_SIZE = 50;
const POSTERS = 10;
const HUNTERS = 20;
/** Listings of each poster but the inbox's, and hunters who write about each. */
const OTHER_LISTINGS = 5;
const HUNTERS_PER_LISTING = 2;

/** The answer's `data`, or the whole answer where a route answers the record itself (a posted listing). */
async function call<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const payload = (await response.json()) as { data?: T; message?: string };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${payload.message ?? ''}`);
  return payload.data ?? (payload as T);
}

type Person = { token: string; user: { id: number } };

const register = (baseUrl: string, name: string) =>
  call<Person>(baseUrl, '/api/auth/register', {
    firstName: 'Bench',
    lastName: name,
    username: name,
    email: `${name}@example.com`,
    password: 'Bench@Talk#2026',
  });

/** `listing`: a listing body to post (the posters' homes). */
export async function conversationScenarios(baseUrl: string, listing: Record<string, unknown>): Promise<Scenario[]> {
  const stamp = Date.now().toString(36);
  const posters = await Promise.all(Array.from({ length: POSTERS }, (_, i) => register(baseUrl, `benchowner${i}${stamp}`)));
  const hunters = await Promise.all(Array.from({ length: HUNTERS }, (_, i) => register(baseUrl, `benchhunter${i}${stamp}`)));
  const talks: { id: number; poster: Person; hunter: Person }[] = [];
  const post = (poster: Person, title: string) => call<{ id: number }>(baseUrl, '/api/properties', { ...listing, title }, poster.token);
  const start = async (home: { id: number }, poster: Person, hunter: Person) => {
    const started = await call<{ conversationId: number }>(
      baseUrl,
      `/api/properties/${home.id}/conversations`,
      { text: `Is this home available?` },
      hunter.token,
    );
    talks.push({ id: started.conversationId, poster, hunter });
  };
  const hunterAt = (i: number) => hunters[i % HUNTERS]!;
  const [inboxOwner, ...others] = posters as [Person, ...Person[]];
  for (let i = 0; i < INBOX_SIZE; i++) {
    await start(await post(inboxOwner, `Benchmark conversation home ${i + 1}`), inboxOwner, hunterAt(i));
  }
  for (const [p, poster] of others.entries()) {
    for (let i = 0; i < OTHER_LISTINGS; i++) {
      const home = await post(poster, `Benchmark home ${p + 1}.${i + 1}`);
      for (let h = 0; h < HUNTERS_PER_LISTING; h++) await start(home, poster, hunterAt(p * OTHER_LISTINGS + i + h * 7));
    }
  }
  const as = (person: Person) => ({ ...json, authorization: `Bearer ${person.token}` });
  const say = (id: number, text: string, person: Person) => ({
    method: 'POST' as const,
    path: `/api/conversations/${id}/messages`,
    body: JSON.stringify({ text }),
    headers: as(person),
  });
  return [
    {
      name: 'send a message',
      unrepeated: true,
      // Every conversation's poster, then every hunter: requests next to each other are in different conversations.
      requests: [
        ...talks.map((talk) => say(talk.id, 'Yes, it is available. Saturday 11 am?', talk.poster)),
        ...talks.map((talk) => say(talk.id, 'Saturday works. Is parking included?', talk.hunter)),
      ],
    },
    {
      name: 'inbox of 50 conversations (signed in)',
      requests: [{ method: 'GET', path: '/api/conversations', headers: { authorization: `Bearer ${inboxOwner.token}` } }],
    },
  ];
}
