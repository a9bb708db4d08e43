// The people and things the security tests act on: one of each kind of caller, a listing posted by
// the owner, a deal on it (owner sells, buyer buys, dealAgent manages), a document on that deal and
// an open inquiry. `freshThings` makes new ones for a request that changes or consumes them.
import { eq } from 'drizzle-orm';
import { dealDocuments, dealEvents, deals, properties, propertyImages, rentalAgreements, users } from '#server/db/schema.ts';
import { inquiries } from '#server/db/schema-conversations.ts';
import { newAgreementId } from '#shared/agreement/record.ts';
import type { TDeal } from '#shared/contracts/deal.ts';
import type { TDealStage } from '#shared/deal-stages.ts';
import { createDeal, insertInquiry, insertProperty, moveDeal, pdfBytes, uploadDocument } from '../fixtures/deals.ts';
import { bearer, type TestApp, type TestUser } from '../helper.ts';
import { uploadPicture } from '../listing-fixtures.ts';
import { SAMPLE_AGREEMENT_FORM } from '#shared/agreement/sample-form.ts';

export const CALLERS = ['anonymous', 'owner', 'buyer', 'stranger', 'dealAgent', 'otherAgent', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];
export type People = Record<Exclude<Caller, 'anonymous'>, TestUser>;

export type Things = {
  listing: { id: number };
  deal: TDeal | null;
  documentId: number | null;
  inquiryId: number;
  imageUrl: string;
};

export async function makePeople(t: TestApp): Promise<People> {
  // One at a time: argon2 hashing is heavy and the machine is shared.
  return {
    owner: await t.createUser({ firstName: 'Owen' }),
    buyer: await t.createUser({ firstName: 'Bina' }),
    stranger: await t.createUser({ firstName: 'Stan' }),
    dealAgent: await t.createUser({ role: 'AGENT', firstName: 'Dev' }),
    otherAgent: await t.createUser({ role: 'AGENT', firstName: 'Oma' }),
    admin: await t.createUser({ role: 'ADMIN', firstName: 'Adi' }),
  };
}

export type ThingOptions = {
  /** The stage the deal is moved to; false: no deal on the listing. */
  deal?: TDealStage | false;
  withDocument?: boolean;
  imageUrl?: string;
};

export async function freshThings(t: TestApp, people: People, options: ThingOptions = {}): Promise<Things> {
  const { deal: stage = 'INQUIRY', withDocument = false } = options;
  const listing = await insertProperty(t, people.owner.id);
  const inquiryId = await insertInquiry(t, listing.id, people.stranger.id);
  const imageUrl = options.imageUrl ?? (await uploadPicture(t, people.owner.token)).url;
  if (stage === false) return { listing, deal: null, documentId: null, inquiryId, imageUrl };
  const deal = await createDeal(t, people.dealAgent, { propertyId: listing.id, buyerId: people.buyer.id });
  if (stage !== 'INQUIRY') {
    const res = await moveDeal(t, people.dealAgent, deal.id, stage);
    if (res.statusCode !== 200) throw new Error(`moving the deal failed: ${res.statusCode} ${res.body}`);
  }
  let documentId: number | null = null;
  if (withDocument) {
    const res = await uploadDocument(t, people.buyer, deal.id, pdfBytes(), { filename: 'sale-deed.pdf' });
    if (res.statusCode !== 201) throw new Error(`document upload failed: ${res.statusCode} ${res.body}`);
    documentId = res.json().data.id;
  }
  return { listing, deal, documentId, inquiryId, imageUrl };
}

/** Signs a person in again when a request they made (sign-out, say) ended their token. */
export async function renewToken(t: TestApp, person: TestUser): Promise<void> {
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(person.token) });
  if (me.statusCode === 200) return;
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: person.username, password: person.password } });
  if (res.statusCode !== 200) throw new Error(`signing ${person.username} in again failed: ${res.statusCode} ${res.body}`);
  person.token = res.json().data.token;
}

/** The user row as stored, for before/after comparisons. */
export async function userRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Every row a request could change, in a stable order: equal snapshots mean nothing changed. */
export async function snapshot(t: TestApp): Promise<string> {
  const db = t.database.db;
  const tables = { users, properties, propertyImages, deals, dealEvents, dealDocuments, inquiries, rentalAgreements };
  const out: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(tables)) {
    const rows: Record<string, unknown>[] = await db.select().from(table);
    out[name] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return JSON.stringify(out);
}

/** A complete rental agreement form under a new id. */
export const agreementForm = () => ({
  ...SAMPLE_AGREEMENT_FORM,
  agreementId: newAgreementId(),
  startDate: '2020-01-01',
  duration: '24',
  agreementType: 'Lease Agreement',
});
