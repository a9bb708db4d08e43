// The tenancy's reads, signed in: the demo tenancy's page and My Homes as its owner and its tenant,
// My Homes of people with one tenancy each among the bench's 10,000 (prepare-tenancies.ts), and the
// rent receipt PDF of each month paid.
import type { Scenario } from './scenarios.ts';

async function signIn(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo@1234' }),
  });
  const payload = (await response.json()) as { data?: { token: string }; message?: string };
  if (!response.ok || !payload.data) throw new Error(`sign-in as ${username}: ${response.status} ${payload.message ?? ''}`);
  return payload.data.token;
}

async function read<T>(baseUrl: string, path: string, token: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const payload = (await response.json()) as { data?: T; message?: string };
  if (!response.ok || !payload.data) throw new Error(`${path}: ${response.status} ${payload.message ?? ''}`);
  return payload.data;
}

type MyHomes = { asOwner: { id: number }[]; asTenant: { id: number }[] };
type Tenancy = { dues: { period: string; status: string }[] | null };

export async function tenancyScenarios(baseUrl: string): Promise<Scenario[]> {
  const [owner, tenant] = await Promise.all([signIn(baseUrl, 'seller'), signIn(baseUrl, 'buyer')]);
  const others = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(baseUrl, `benchperson${i * 997 + 1}`)));
  const homes = await read<MyHomes>(baseUrl, '/api/tenancies', owner);
  const id = homes.asOwner[0]?.id;
  if (id === undefined) throw new Error('the demo tenancy is missing');
  const tenancy = await read<Tenancy>(baseUrl, `/api/tenancies/${id}`, owner);
  const paid = (tenancy.dues ?? []).filter((due) => due.status === 'confirmed').map((due) => due.period);
  if (paid.length === 0) throw new Error('the demo tenancy has no confirmed month');
  const get = (path: string, token: string) => ({ method: 'GET' as const, path, headers: { authorization: `Bearer ${token}` } });
  return [
    { name: 'tenancy page (signed in)', requests: [get(`/api/tenancies/${id}`, owner), get(`/api/tenancies/${id}`, tenant)] },
    { name: 'My homes (signed in)', requests: [owner, tenant, ...others].map((token) => get('/api/tenancies', token)) },
    {
      name: 'tenancy rent receipt PDF (signed in)',
      requests: paid.flatMap((period) => [
        get(`/api/tenancies/${id}/dues/${period}/receipt`, tenant),
        get(`/api/tenancies/${id}/dues/${period}/receipt`, owner),
      ]),
    },
  ];
}
