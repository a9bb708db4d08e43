// Who is calling: derived from the bearer token and the current user row, never from the
// request body or query. A token is refused once its user is deleted, deactivated or has
// signed out (token version bumped). The row is kept in process only while the change feed proves
// no user row has changed since it was read; otherwise it is read again. So revocation takes effect
// at once on the instance that made it, and on another instance behind the same PostgreSQL once the
// change's notification reaches it (change-feed.ts).
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { TRole } from '#shared/contracts/user.ts';
import { CACHES } from '../db/caches.ts';
import { keyOf, type ChangeFeed } from '../db/change-feed.ts';
import type { Db } from '../db/client.ts';
import { forbidden, unauthorized } from '../http/app-error.ts';
import type { TokenService } from '../modules/auth/tokens.ts';
import { VersionedCache } from '../cache/listings-version.ts';
import { findUserById, type UserRow } from '../modules/users/accounts.ts';
import type { Clock } from '../time/clock.ts';

export type Viewer = Pick<UserRow, 'id' | 'role' | 'firstName' | 'lastName' | 'username' | 'email' | 'mobileNumber'>;

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/** Signed-in users as last read, each under the users key it was read with. */
type KnownUsers = VersionedCache<{ user: UserRow | undefined }>;

async function currentUser({ db, changes, known, clock }: Deps, id: number): Promise<UserRow | undefined> {
  const key = keyOf(changes, CACHES.signedInUsers, clock);
  if (key === undefined) return findUserById(db, id);
  const kept = known.get(String(id), key) ?? (await known.computeMissing(String(id), key, async () => ({ user: await findUserById(db, id) })));
  return kept.user;
}

async function resolveViewer(deps: Deps, request: FastifyRequest): Promise<Viewer | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const claims = await deps.tokens.verify(header.slice(7).trim());
  if (!claims) return null;
  const user = await currentUser(deps, claims.userId);
  if (!user || !user.isActive || user.tokenVersion !== claims.tokenVersion) return null;
  return user;
}

type Deps = { db: Db; tokens: TokenService; changes: ChangeFeed; known: KnownUsers; clock: Clock };

export const authenticatePlugin = fp(async (app: FastifyInstance, opts: { db: Db; tokens: TokenService; changes: ChangeFeed }) => {
  // About 1 KB a user: at most about 10 MB.
  const deps: Deps = { ...opts, known: new VersionedCache('signedInUsers', 10_000), clock: app.clock };
  app.decorateRequest('viewer', null);
  // A callback hook that returns at once without a token: an async one costs a promise on every request.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.headers.authorization === undefined) {
      done();
      return;
    }
    resolveViewer(deps, request).then((viewer) => {
      request.viewer = viewer;
      done();
    }, done);
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
