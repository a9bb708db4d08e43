// Who is calling: derived from the bearer token and the current user row, never from the
// request body or query. A token is refused once its user is deleted, deactivated or has
// signed out (token version bumped), so revocation takes effect at once.
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { TRole } from '../../shared/contracts/user.ts';
import type { Db } from '../db/client.ts';
import { forbidden, unauthorized } from '../http/app-error.ts';
import type { TokenService } from '../modules/auth/tokens.ts';
import { findUserById, type UserRow } from '../modules/users/accounts.ts';

export type Viewer = Pick<UserRow, 'id' | 'role' | 'firstName' | 'lastName' | 'username' | 'email' | 'mobileNumber'>;

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

async function resolveViewer(db: Db, tokens: TokenService, request: FastifyRequest): Promise<Viewer | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const claims = await tokens.verify(header.slice(7).trim());
  if (!claims) return null;
  const user = await findUserById(db, claims.userId);
  if (!user || !user.isActive || user.tokenVersion !== claims.tokenVersion) return null;
  return user;
}

export const authenticatePlugin = fp(async (app: FastifyInstance, opts: { db: Db; tokens: TokenService }) => {
  app.decorateRequest('viewer', null);
  app.addHook('preHandler', async (request) => {
    request.viewer = await resolveViewer(opts.db, opts.tokens, request);
  });
});

/** Route guard: a signed-in user, optionally of one of the given roles. */
export function requireUser(...roles: TRole[]): preHandlerHookHandler {
  return async (request) => {
    if (!request.viewer) throw unauthorized();
    if (roles.length > 0 && !roles.includes(request.viewer.role)) throw forbidden();
  };
}

/** The signed-in viewer inside a guarded handler. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}
