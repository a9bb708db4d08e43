// The conversation scenarios: sending a message in a conversation, and reading an inbox of 50
// conversations (a poster whose 50 listings each had a house-hunter write). Made over the API as any
// client would, before the measuring starts.
import type { Scenario } from './scenarios.ts';

const json = { 'content-type': 'application/json' };
const INBOX_SIZE = 50;

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

const register = (baseUrl: string, name: string) =>
  call<{ token: string; user: { id: number } }>(baseUrl, '/api/auth/register', {
    firstName: 'Bench',
    lastName: name,
    username: name,
    email: `${name}@example.com`,
    password: 'Bench@Talk#2026',
  });

/** `listing`: a listing body to post (the poster's 50 homes). */
export async function conversationScenarios(baseUrl: string, listing: Record<string, unknown>): Promise<Scenario[]> {
  const stamp = Date.now().toString(36);
  const poster = await register(baseUrl, `benchowner${stamp}`);
  const hunters = await Promise.all([0, 1, 2, 3, 4].map((i) => register(baseUrl, `benchhunter${i}${stamp}`)));
  let first = 0;
  for (let i = 0; i < INBOX_SIZE; i++) {
    const home = await call<{ id: number }>(baseUrl, '/api/properties', { ...listing, title: `Benchmark conversation home ${i + 1}` }, poster.token);
    const hunter = hunters[i % hunters.length];
    const started = await call<{ conversationId: number }>(
      baseUrl,
      `/api/properties/${home.id}/conversations`,
      { text: `Is home ${i + 1} available?` },
      hunter!.token,
    );
    if (i === 0) first = started.conversationId;
  }
  const asPoster = { authorization: `Bearer ${poster.token}` };
  return [
    {
      name: 'send a message',
      requests: [
        {
          method: 'POST',
          path: `/api/conversations/${first}/messages`,
          body: JSON.stringify({ text: 'Yes, it is available. Saturday 11 am?' }),
          headers: { ...json, ...asPoster },
        },
      ],
    },
    { name: 'inbox of 50 conversations (signed in)', requests: [{ method: 'GET', path: '/api/conversations', headers: asPoster }] },
  ];
}
