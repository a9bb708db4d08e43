// The authorization matrix's rows for tenancies: the matrix's owner lets a home to its buyer, with
// dealAgent as the rental deal's agent. The parties act on their own sides; the agent reads terms and
// stage only (403 on the rest); a stranger, another agent and an admin (the tenancy is not reported)
// get the 404 of a tenancy that does not exist. Every request acts on a tenancy of its own.
import { randomMobile, type TestApp } from '../helper.ts';
import { createDeal, insertProperty, moveDeal } from '../fixtures/deals.ts';
import { multipart, pictureBytes } from '../listing-fixtures.ts';
import { recentTerms, tenancyWorld, type WorldOptions } from '../tenancies/world.ts';
import { agreementForm, type Caller, type People } from './world.ts';

type Ctx = { t: TestApp; people: People; caller: Caller };
type Req = { url: string; payload?: object | Buffer | string; headers?: Record<string, string> };
type RowOf<R> = (route: string, expected: Record<Caller, number>, request: (ctx: Ctx) => Req | Promise<Req>, fresh?: { deal?: false }) => R;

const REPORT = { rooms: [{ name: 'Kitchen', items: [{ name: 'Sink', condition: 'good' }] }], meters: { electricity: '1', water: '2' } };

export function tenancyRows<R>(row: RowOf<R>, statuses: (...codes: number[]) => Record<Caller, number>): R[] {
  const world = (ctx: Ctx, options?: WorldOptions) => tenancyWorld(ctx.t, ctx.people, options);
  const at = (options: WorldOptions | undefined, path: (w: Awaited<ReturnType<typeof world>>) => string, payload?: object) => async (ctx: Ctx) => {
    const w = await world(ctx, options);
    return { url: path(w), ...(payload ? { payload } : {}) };
  };
  const noDeal = { deal: false } as const;
  //                                                                   anon owner buyer strgr agent oAgnt admin
  return [
    row('GET /api/tenancies', statuses(401, 200, 200, 200, 200, 200, 200), () => ({ url: '/api/tenancies' }), noDeal),
    row(
      'GET /api/tenancies/:id',
      statuses(401, 200, 200, 404, 200, 404, 404),
      at({}, (w) => `/api/tenancies/${w.id}`),
      noDeal,
    ),
    row(
      'GET /api/tenancies/:id/statement',
      statuses(401, 200, 200, 404, 403, 404, 404),
      at({}, (w) => `/api/tenancies/${w.id}/statement?year=2026`),
      noDeal,
    ),
    row(
      'GET /api/tenancies/:id/statement/pdf',
      statuses(401, 200, 200, 404, 403, 404, 404),
      at({}, (w) => `/api/tenancies/${w.id}/statement/pdf?year=2026`),
      noDeal,
    ),
    row(
      'GET /api/tenancies/:id/dues/:period/receipt',
      statuses(401, 200, 200, 404, 403, 404, 404),
      at({ payment: 'confirmed' }, (w) => `/api/tenancies/${w.id}/dues/${w.period}/receipt`),
      noDeal,
    ),
    row(
      'GET /api/tenancies/:id/terms/:versionId/pdf',
      statuses(401, 200, 200, 404, 200, 404, 404),
      at({}, (w) => `/api/tenancies/${w.id}/terms/${w.versionId}/pdf`),
      noDeal,
    ),
    row(
      'GET /api/tenancies/:id/reports/:kind/pdf',
      statuses(401, 200, 200, 404, 403, 404, 404),
      at({ report: true }, (w) => `/api/tenancies/${w.id}/reports/move_in/pdf`),
      noDeal,
    ),
    row(
      'GET /api/tenancies/:id/settlement/pdf',
      statuses(401, 200, 200, 404, 403, 404, 404),
      at({ status: 'moved_out' }, (w) => `/api/tenancies/${w.id}/settlement/pdf`),
      noDeal,
    ),
    row(
      'POST /api/tenancies/from-deal',
      statuses(401, 201, 201, 404, 403, 404, 403),
      async ({ t, people }) => {
        const listing = await insertProperty(t, people.owner.id, { listingType: 'rent', price: 30_000 });
        const deal = await createDeal(t, people.dealAgent, { propertyId: listing.id, buyerId: people.buyer.id, agreedPrice: 30_000 });
        await moveDeal(t, people.dealAgent, deal.id, 'COMPLETED');
        return { url: '/api/tenancies/from-deal', payload: { dealId: deal.id, terms: recentTerms() } };
      },
      noDeal,
    ),
    row(
      'POST /api/tenancies/from-agreement',
      statuses(401, 201, 201, 201, 201, 201, 201),
      async ({ t, people, caller }) => {
        const form = agreementForm();
        if (caller !== 'anonymous') {
          await t.app.inject({ method: 'POST', url: '/api/agreements', headers: { authorization: `Bearer ${people[caller].token}` }, payload: form });
        }
        return {
          url: '/api/tenancies/from-agreement',
          payload: { agreementId: form.agreementId, side: 'owner', invitee: { mobile: randomMobile() } },
        };
      },
      noDeal,
    ),
    row(
      'POST /api/tenancies/invite',
      statuses(401, 201, 201, 201, 201, 201, 201),
      () => ({
        url: '/api/tenancies/invite',
        payload: { address: 'Flat 9, Kondapur', bhk: 1, invitee: { mobile: randomMobile() }, terms: recentTerms() },
      }),
      noDeal,
    ),
    row(
      'POST /api/tenancies/:id/invitation',
      statuses(401, 404, 200, 404, 404, 404, 404),
      at({ status: 'invited' }, (w) => `/api/tenancies/${w.id}/invitation`, { answer: 'accept' }),
      noDeal,
    ),
    row(
      'PUT /api/tenancies/:id/payee',
      statuses(401, 200, 403, 404, 403, 404, 404),
      at({}, (w) => `/api/tenancies/${w.id}/payee`, { upiId: 'owner@okhdfcbank', payeeName: 'Owner', pan: 'ABCDE1234F' }),
      noDeal,
    ),
    row(
      'POST /api/tenancies/:id/report',
      statuses(401, 200, 200, 404, 403, 404, 404),
      at({}, (w) => `/api/tenancies/${w.id}/report`, { reason: 'The owner keeps the deposit.' }),
      noDeal,
    ),
    row(
      'POST /api/tenancies/:id/terms',
      statuses(401, 200, 200, 404, 403, 404, 404),
      at({}, (w) => `/api/tenancies/${w.id}/terms`, { text: 'A new version.', terms: recentTerms() }),
      noDeal,
    ),
    row(
      'POST /api/tenancies/:id/terms/:versionId/accept',
      statuses(401, 409, 200, 404, 403, 404, 404),
      at({ openVersion: true }, (w) => `/api/tenancies/${w.id}/terms/${w.versionId}/accept`),
      noDeal,
    ),
    row(
      'POST /api/tenancies/:id/terms/:versionId/request-changes',
      statuses(401, 409, 200, 404, 403, 404, 404),
      at({ openVersion: true }, (w) => `/api/tenancies/${w.id}/terms/${w.versionId}/request-changes`, { note: 'Lower the deposit.' }),
      noDeal,
    ),
    row(
      'POST /api/tenancies/:id/renewal',
      statuses(401, 200, 200, 404, 403, 404, 404),
      at({}, (w) => `/api/tenancies/${w.id}/renewal`, { durationMonths: 11 }),
      noDeal,
    ),
    row(
      'PUT /api/tenancies/:id/reports/:kind',
      statuses(401, 200, 200, 404, 403, 404, 404),
      at({}, (w) => `/api/tenancies/${w.id}/reports/move_in`, REPORT),
      noDeal,
    ),
    row(
      'POST /api/tenancies/:id/reports/:kind/accept',
      statuses(401, 409, 200, 404, 403, 404, 404),
      at({ report: true }, (w) => `/api/tenancies/${w.id}/reports/move_in/accept`),
      noDeal,
    ),
    row(
      'POST /api/tenancies/:id/reports/:kind/notes',
      statuses(401, 200, 200, 404, 403, 404, 404),
      at({ report: true }, (w) => `/api/tenancies/${w.id}/reports/move_in/notes`, { note: 'The geyser is slow.' }),
      noDeal,
    ),
    row(
      'POST /api/tenancies/:id/photos',
      statuses(401, 201, 201, 404, 403, 404, 404),
      async (ctx) => {
        const w = await world(ctx);
        const body = multipart(await pictureBytes('png'));
        return { url: `/api/tenancies/${w.id}/photos`, payload: body.payload, headers: body.headers };
      },
      noDeal,
    ),
    row(
      'POST /api/tenancies/:id/dues/:period/mark-paid',
      statuses(401, 403, 200, 404, 403, 404, 404),
      at({}, (w) => `/api/tenancies/${w.id}/dues/${w.period}/mark-paid`, { mode: 'cash', paidOn: recentTerms().startDate }),
      noDeal,
    ),
    row(
      'POST /api/tenancies/:id/dues/:period/confirm',
      statuses(401, 200, 403, 404, 403, 404, 404),
      at({ payment: 'marked_paid' }, (w) => `/api/tenancies/${w.id}/dues/${w.period}/confirm`),
      noDeal,
    ),
    row(
      'POST /api/tenancies/:id/repairs',
      statuses(401, 403, 201, 404, 403, 404, 404),
      at({}, (w) => `/api/tenancies/${w.id}/repairs`, { category: 'electrical', description: 'The fan hums.' }),
      noDeal,
    ),
    row(
      'POST /api/tenancies/:id/repairs/:repairId/actions',
      statuses(401, 200, 403, 404, 403, 404, 404),
      at({ repair: true }, (w) => `/api/tenancies/${w.id}/repairs/${w.repairId}/actions`, { action: 'acknowledge' }),
      noDeal,
    ),
    row(
      'POST /api/tenancies/:id/notice',
      statuses(401, 200, 200, 404, 403, 404, 404),
      at({}, (w) => `/api/tenancies/${w.id}/notice`, {}),
      noDeal,
    ),
    row(
      'POST /api/tenancies/:id/deductions',
      statuses(401, 201, 403, 404, 403, 404, 404),
      at({ status: 'moved_out' }, (w) => `/api/tenancies/${w.id}/deductions`, { item: 'Cleaning', reason: 'Kitchen left greasy', amount: 1500 }),
      noDeal,
    ),
    row(
      'POST /api/tenancies/:id/deductions/:deductionId/answer',
      statuses(401, 403, 200, 404, 403, 404, 404),
      at({ status: 'moved_out', deduction: true }, (w) => `/api/tenancies/${w.id}/deductions/${w.deductionId}/answer`, { answer: 'dispute' }),
      noDeal,
    ),
    row(
      'POST /api/tenancies/:id/refund',
      statuses(401, 200, 403, 404, 403, 404, 404),
      at({ status: 'moved_out' }, (w) => `/api/tenancies/${w.id}/refund`, { amount: 60_000, reference: 'NEFT4455', paidOn: recentTerms().startDate }),
      noDeal,
    ),
  ];
}
