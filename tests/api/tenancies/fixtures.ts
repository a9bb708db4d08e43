// Tenancies for the API tests: an owner invites a tenant, the tenant accepts the invitation and the
// first version of the terms, so the tenancy runs on agreed terms.
import { extractText, getDocumentProxy } from 'unpdf';
import type { TTenancy, TTenancyTermsInput } from '#shared/contracts/tenancy.ts';
import { bearer, type TestApp, type TestUser } from '../helper.ts';

export const TERMS = {
  rent: 30_000,
  dueDay: 5,
  maintenance: 2_000,
  deposit: 60_000,
  startDate: '2026-04-01',
  endDate: '2027-02-28',
  lockInMonths: 3,
  noticeDays: 30,
  yearlyIncreasePercent: 5,
} satisfies TTenancyTermsInput;

/** India noon on a date: the clock reads that day in India wherever the tests run. */
export const noonOn = (date: string) => `${date}T06:30:00.000Z`;

export function call(t: TestApp, who: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: who ? bearer(who.token) : {}, ...(payload ? { payload } : {}) });
}

export const inviteBody = (tenant: Pick<TestUser, 'mobileNumber'>, terms: Partial<TTenancyTermsInput> = {}) => ({
  address: 'Flat 402, Lake View Residency, Gachibowli, Hyderabad',
  bhk: 2,
  invitee: { mobile: tenant.mobileNumber },
  terms: { ...TERMS, ...terms },
});

export async function readTenancy(t: TestApp, who: TestUser, id: number): Promise<TTenancy> {
  const res = await call(t, who, 'GET', `/api/tenancies/${id}`);
  if (res.statusCode !== 200) throw new Error(`reading tenancy ${id} failed: ${res.statusCode} ${res.body}`);
  return res.json().data as TTenancy;
}

/** A running tenancy on agreed terms between `owner` and `tenant`. */
export async function agreedTenancy(t: TestApp, owner: TestUser, tenant: TestUser, terms: Partial<TTenancyTermsInput> = {}): Promise<number> {
  const invited = await call(t, owner, 'POST', '/api/tenancies/invite', inviteBody(tenant, terms));
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`);
  const id = invited.json().data.tenancyId as number;
  const accepted = await call(t, tenant, 'POST', `/api/tenancies/${id}/invitation`, { answer: 'accept' });
  if (accepted.statusCode !== 200) throw new Error(`accepting failed: ${accepted.statusCode} ${accepted.body}`);
  const version = (await readTenancy(t, tenant, id)).termVersions[0]!;
  const agreed = await call(t, tenant, 'POST', `/api/tenancies/${id}/terms/${version.id}/accept`);
  if (agreed.statusCode !== 200) throw new Error(`accepting the terms failed: ${agreed.statusCode} ${agreed.body}`);
  return id;
}

export async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
