// Finding a buyer by mobile number for a new deal (spec section 2, Create Deal dialog; section 7).
import { and, eq, isNull } from 'drizzle-orm';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope, ZErrorResponse } from '../../../shared/contracts/envelope.ts';
import { ZBuyerLookup } from '../../../shared/contracts/user.ts';
import { DEAL_MESSAGES } from '../../../shared/deal-stages.ts';
import { normaliseIndianMobile } from '../../../shared/input/phone.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import { requireUser, viewerOf } from '../../plugins/authenticate.ts';
import { limitRequests } from '../../plugins/request-limits.ts';

/** The spec's own refusal for buyers and sellers, before anything is counted. */
const refuseUsers: preHandlerHookHandler = async (request) => {
  if (viewerOf(request).role === 'USER') throw forbidden(DEAL_MESSAGES.onlyAgents);
};

export const userSearchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/users/search', {
    schema: {
      tags: ['users'],
      summary: 'Agents and admins: the user with this 10-digit mobile number',
      // Checked in the handler so the answer carries the spec's own message.
      querystring: z.object({ phone: z.string().optional() }),
      response: { 200: ZEnvelope(ZBuyerLookup), 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 429: ZErrorResponse },
    },
    preHandler: [requireUser(), refuseUsers, limitRequests('buyer-lookup')],
    handler: async (request) => {
      const phone = normaliseIndianMobile(request.query.phone ?? '');
      if (!/^[0-9]{10}$/.test(phone)) {
        throw badRequest(DEAL_MESSAGES.buyerPhoneInvalidModal, { phone: DEAL_MESSAGES.buyerPhoneInvalidModal });
      }
      const [user] = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, mobileNumber: users.mobileNumber })
        .from(users)
        .where(and(eq(users.mobileNumber, phone), isNull(users.deletedAt), eq(users.isActive, true)))
        .limit(1);
      if (!user) throw notFound(DEAL_MESSAGES.buyerNotFound);
      return { success: true as const, data: user };
    },
  });
};
