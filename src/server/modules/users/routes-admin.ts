// People management (spec section 7, /api/users calls). The spec's client omits nothing here,
// but the server still decides, before reading the body: admins only, except a user editing their own profile.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZReassignDealsRequest, ZReassignDealsResponse, ZUserListQuery, ZUserUpdateRequest } from '#shared/contracts/admin-users.ts';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import { ZUser } from '#shared/contracts/user.ts';
import type { Db } from '#server/db/client.ts';
import { authorizeFirst } from '#server/http/authorize-first.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { assertMayEditUser } from './access.ts';
import { listUsers } from './queries-admin.ts';
import { deleteUser } from './delete-user.ts';
import { presentUser } from './present.ts';
import { reassignDeals } from './reassign-deals.ts';
import { updateUser } from './update-user.ts';

const ZUserId = z.object({ id: z.coerce.number().int().positive('User id must be a positive number') });
const refusals = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

export const adminUserRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/users', {
    schema: {
      tags: ['users'],
      summary: 'Admins: every user, optionally searched by name, email or phone, or filtered by role',
      querystring: ZUserListQuery,
      response: { 200: ZEnvelope(z.array(ZUser)), ...refusals },
    },
    preHandler: requireUser('ADMIN'),
    handler: async (request) => {
      const { search, role } = request.query;
      const rows = await listUsers(db, { search, roles: role ? [role] : undefined });
      return { success: true as const, data: rows.map(presentUser) };
    },
  });

  app.get('/api/users/agents', {
    schema: {
      tags: ['users'],
      summary: 'Admins: every agent',
      querystring: ZUserListQuery.pick({ search: true }),
      response: { 200: ZEnvelope(z.array(ZUser)), ...refusals },
    },
    preHandler: requireUser('ADMIN'),
    handler: async (request) => {
      const rows = await listUsers(db, { search: request.query.search, roles: ['AGENT'] });
      return { success: true as const, data: rows.map(presentUser) };
    },
  });

  app.put('/api/users/:id', {
    schema: {
      tags: ['users'],
      summary: 'Edit a user: admins edit anyone (role and active status too), others only themselves',
      params: ZUserId,
      body: ZUserUpdateRequest,
      response: { 200: ZEnvelope(ZUser), ...refusals, 409: ZErrorResponse },
    },
    ...authorizeFirst((viewer, { id }: { id: number }) => assertMayEditUser(viewer, id), { before: [requireUser()] }),
    handler: async (request) => {
      const updated = await updateUser(db, viewerOf(request), request.params.id, request.body, app.clock.now());
      const message = updated.role === 'AGENT' ? 'Agent updated successfully!' : 'User updated successfully!';
      return { success: true as const, data: presentUser(updated), message };
    },
  });

  app.delete('/api/users/:id', {
    schema: {
      tags: ['users'],
      summary: 'Admins: delete a user (kept for the history of their deals); refused while they have active deals',
      params: ZUserId,
      response: { 200: ZEnvelope(z.null()), ...refusals, 409: ZErrorResponse },
    },
    preHandler: requireUser('ADMIN'),
    handler: async (request) => {
      await deleteUser(db, viewerOf(request), request.params.id);
      return { success: true as const, data: null, message: 'User deleted successfully!' };
    },
  });

  app.post('/api/users/:id/reassign-deals', {
    schema: {
      tags: ['users'],
      summary: "Admins: move an agent's active deals to another agent",
      params: ZUserId,
      body: ZReassignDealsRequest,
      response: { 200: ZEnvelope(ZReassignDealsResponse), ...refusals },
    },
    ...authorizeFirst(undefined, { before: [requireUser('ADMIN')] }),
    handler: async (request) => {
      const reassigned = await reassignDeals(db, viewerOf(request), request.params.id, request.body.toAgentId);
      return { success: true as const, data: { reassigned }, message: `${reassigned} deals reassigned` };
    },
  });
};
