// A poster's state changes: the one tap in the app (PUT .../status, signed in), and the one-click
// answers in an "is it still available?" email, which need no sign-in: the signed link is the
// permission. Opening a link changes nothing (mail scanners open links); its page's one button does.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '#shared/contracts/envelope.ts';
import { LISTING_ANSWER_MESSAGES, ZListingStatusRequest } from '#shared/contracts/listing-status.ts';
import { ZProperty } from '#shared/contracts/property.ts';
import { isListedStatus } from '#shared/listing-lifecycle.ts';
import type { Db } from '#server/db/client.ts';
import { authorizeFirst } from '#server/http/authorize-first.ts';
import { escapeHtml, letFormSendOwnOrigin, plainPage } from '#server/http/plain-page.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { limitRequests } from '#server/plugins/request-limits.ts';
import { ZPropertyIdParams } from '../properties/route-schemas.ts';
import { assertCanChange } from './access.ts';
import { applyStatus, changeListingStatus } from './change-status.ts';
import type { ConfirmClaims, ConfirmLinkSigner } from './confirm-token.ts';
import { lockListingState, type ListingState } from './listing-state.ts';

const ZQuery = z.object({ token: z.string().max(200).default('') });

const ANSWER_TEXT = { available: 'still available', rented_out: 'rented out', sold: 'sold' } as const;

type Checked = { ok: true; claims: ConfirmClaims } | { ok: false; status: number; title: string; message: string };

/** A link's claims, or why it cannot be used: forged (400) or expired (410). Whether it was used is read with the listing. */
function checkLink(signer: ConfirmLinkSigner, token: string, now: Date): Checked {
  const claims = signer.verify(token);
  if (!claims) return { ok: false, status: 400, title: 'Link not valid', message: LISTING_ANSWER_MESSAGES.badToken };
  if (claims.expiresAt * 1000 < now.getTime()) return { ok: false, status: 410, title: 'Link expired', message: LISTING_ANSWER_MESSAGES.expired };
  return { ok: true, claims };
}

/** The listing, when the link answers the round it was sent for and the listing still waits for that answer. */
const openRound = (listing: ListingState | undefined, claims: ConfirmClaims): ListingState | undefined =>
  listing && listing.round === claims.round && (isListedStatus(listing.status) || listing.status === 'hidden') ? listing : undefined;

export const listingLifecycleRoutes: FastifyPluginAsyncZod<{ db: Db; signer: ConfirmLinkSigner }> = async (app, { db, signer }) => {
  // The page's button posts an empty form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.put('/api/properties/:id/status', {
    schema: {
      tags: ['properties'],
      summary: 'Mark a listing still available, rented out, sold or closed (its poster or an admin)',
      description:
        'available: confirms the home is still available (and lists it again if it was hidden, rented out or sold); ' +
        'rented_out (rent) or sold (sale): takes it out of search and tells the people who follow it; closed: for good. ' +
        'Answers the listing as it is now.',
      params: ZPropertyIdParams,
      body: ZListingStatusRequest,
      response: { 200: ZProperty, 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse },
    },
    // A state change counts as an edit against the person's hourly limit.
    ...authorizeFirst((viewer, { id }: { id: number }) => assertCanChange(db, viewer, id), {
      before: [requireUser(), limitRequests('listing-edit')],
    }),
    handler: async (request) =>
      changeListingStatus({ db, viewer: viewerOf(request), id: request.params.id, next: request.body.status, now: app.clock.now() }),
  });

  app.get('/api/listings/answer', {
    schema: {
      tags: ['properties'],
      summary: 'The page an "is it still available?" email links to (asks to confirm with one click)',
      querystring: ZQuery,
    },
    handler: async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      const checked = checkLink(signer, request.query.token, app.clock.now());
      if (!checked.ok) return reply.status(checked.status).send(plainPage(checked.title, `<p>${escapeHtml(checked.message)}</p>`));
      const listing = openRound(await lockListingState(db, checked.claims.propertyId, { lock: false }), checked.claims);
      if (!listing) {
        return reply.status(409).send(plainPage('Link already used', `<p>${escapeHtml(LISTING_ANSWER_MESSAGES.used)}</p>`));
      }
      const action = `/api/listings/answer?token=${encodeURIComponent(request.query.token)}`;
      letFormSendOwnOrigin(reply);
      return plainPage(
        `Is ${listing.title} ${ANSWER_TEXT.available}?`,
        `<p>Tell renters it is <strong>${ANSWER_TEXT[checked.claims.answer]}</strong>.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="from" value="page"><button type="submit">Yes, it is ${ANSWER_TEXT[checked.claims.answer]}</button></form>`,
      );
    },
  });

  app.post('/api/listings/answer', {
    schema: { tags: ['properties'], summary: "Give an \"is it still available?\" email's answer (the link's page's button)", querystring: ZQuery },
    handler: async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      const checked = checkLink(signer, request.query.token, app.clock.now());
      if (!checked.ok) return reply.status(checked.status).send(plainPage(checked.title, `<p>${escapeHtml(checked.message)}</p>`));
      const { claims } = checked;
      const title = await db.transaction(async (tx) => {
        const listing = openRound(await lockListingState(tx, claims.propertyId), claims);
        if (!listing) return null;
        await applyStatus(tx, listing, claims.answer);
        return listing.title;
      });
      if (title === null) return reply.status(409).send(plainPage('Link already used', `<p>${escapeHtml(LISTING_ANSWER_MESSAGES.used)}</p>`));
      const done =
        claims.answer === 'available'
          ? `${title} is confirmed as still available. Renters see it was confirmed today.`
          : `${title} is marked ${ANSWER_TEXT[claims.answer]} and has left search. The people who followed it will be told.`;
      return plainPage('Thank you', `<p>${escapeHtml(done)}</p><p><a href="/property/${claims.propertyId}">See the listing</a></p>`);
    },
  });
};
