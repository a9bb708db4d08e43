// Who may call a route is answered before what was sent: a caller without the right gets 401, 403 or
// 404 whatever the body holds (docs/decisions/0004-authorize-then-validate.md). The request is
// still validated once, by the route's schema: the route's options take `...authorizeFirst(check)`, which
// sets `attachValidation` (Fastify keeps its validation error on the request instead of answering) and
// ends the preHandlers with a hook raising that error around the check. The handler therefore only runs
// with the valid request its types promise.
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { z } from 'zod';
import type { Viewer } from '../plugins/authenticate.ts';
import { badRequest, unauthorized } from './app-error.ts';

type Issue = { instancePath?: string; message?: string };

export type AuthorizeFirstOptions = {
  /** Hooks that answer first: sign-in (requireUser), request limits. */
  before?: preHandlerHookHandler[];
  /**
   * 'issue': a body error's message is its first issue's own text, for routes whose schemas carry the
   * spec's sentences (the deal actions'). By default it is 'field: text', like every other 400.
   */
  message?: 'issue';
};

/** What a check sees: the route's params (valid by then; the route's schema must give this type). */
type Checked<P> = FastifyRequest & { params: P };

/**
 * An access check: throws 403 or 404, or returns. What it found for the handler (so the handler need not
 * read it again) it puts on the request, in a decoration of its module (`app.decorateRequest`).
 */
export type AccessCheck<P> = (viewer: Viewer, params: P, request: FastifyRequest) => unknown;

/**
 * Route options: `options.before`, then params and query errors (the check needs a real id), then the
 * access check (401, 403, 404) with the signed-in viewer, then the body's errors. Fastify attaches only
 * the first part that failed.
 */
export function authorizeFirst<P = unknown>(check?: AccessCheck<P>, options: AuthorizeFirstOptions = {}) {
  const authorizeThenValidate = async (request: Checked<P>) => {
    raiseInvalid(request, 'before-check', options);
    if (check) {
      if (!request.viewer) throw unauthorized();
      await check(request.viewer, request.params, request);
    }
    raiseInvalid(request, 'body', options);
  };
  return { attachValidation: true, preHandler: [...(options.before ?? []), authorizeThenValidate] };
}

function raiseInvalid(request: Pick<FastifyRequest, 'validationError'>, stage: 'before-check' | 'body', options: AuthorizeFirstOptions) {
  const error = request.validationError;
  if (!error) return;
  const isBody = error.validationContext === 'body';
  if (isBody !== (stage === 'body')) return;
  if (!isBody || options.message !== 'issue') throw error;
  const issues = error.validation as Issue[];
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[fieldOf(issue)] ??= issue.message ?? 'Invalid value';
  throw badRequest(issues[0]?.message ?? 'Invalid request', errors);
}

/** '/agreedPrice' -> 'agreedPrice', '/tenant/name' -> 'tenant.name', the body itself -> 'body' (as the error handler names them). */
const fieldOf = (issue: Issue) => (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || 'body';

/**
 * For a body the route cannot declare, because its shape depends on the content type (a document sent
 * as multipart or as JSON): parsed in the handler, after the access check, with the same answer.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  throw badRequest(result.error.issues[0]?.message ?? 'Invalid request', errors);
}
