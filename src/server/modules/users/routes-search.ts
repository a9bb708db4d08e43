// Finding a buyer by mobile number for a new deal (spec section 2, Create Deal dialog; section 7).
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import { ZBuyerLookup } from '#shared/contracts/user.ts';
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import { normaliseIndianMobile } from '#shared/input/phone.ts';
import type { Db } from '#server/db/client.ts';
import { badRequest, notFound } from '#server/http/app-error.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { limitRequests } from '#server/plugins/request-limits.ts';
import { assertMayFindBuyers } from './access.ts';
import { findActiveUserByMobile } from './accounts.ts';

/** Buyers and sellers are refused before anything is counted. */
const refuseUsers: preHandlerHookHandler = async (request) => assertMayFindBuyers(viewerOf(request));

export const userSearchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/users/search', {
    schema: {
      tags: ['users'],
      summary: 'Agents and admins: the user with this 10-digit mobile number',
      // Checked in the handler so the answer carries the spec's own message.
      querystring: z.object({ phone: z.string().optional() }),
      response: {
        200: ZEnvelope(ZBuyerLookup),
        400: ZErrorResponse,
        401: ZErrorResponse,
        403: ZErrorResponse,
        404: ZErrorResponse,
        429: ZErrorResponse,
      },
    },
    preHandler: [requireUser(), refuseUsers, limitRequests('buyer-lookup')],
    handler: async (request) => {
      const phone = normaliseIndianMobile(request.query.phone ?? '');
      if (!/^[0-9]{10}$/.test(phone)) {
        throw badRequest(DEAL_MESSAGES.buyerPhoneInvalidModal, { phone: DEAL_MESSAGES.buyerPhoneInvalidModal });
      }
      const user = await findActiveUserByMobile(db, phone);
      if (!user) throw notFound(DEAL_MESSAGES.buyerNotFound);
      return { success: true as const, data: user };
    },
  });
};
