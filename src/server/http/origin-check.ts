// Cross-origin requests are refused unless configured. Browsers send Origin on
// every POST, PUT, PATCH and DELETE; one whose Origin is neither this site nor in ALLOWED_ORIGINS
// is refused with 403 before any route runs, so a foreign page cannot act even through a simple
// form post. Origins in ALLOWED_ORIGINS get their preflights answered and CORS grants on /api/
// answers; every other preflight is refused without a grant.
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from './app-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Sign-in is a bearer token in a header, never a cookie: no Allow-Credentials is needed.
const GRANT = {
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Max-Age': '600',
};
const REFUSED = 'Requests from other websites are not allowed';
const REFUSED_ORIGIN = 'This origin may not call the API (see ALLOWED_ORIGINS)';

/** The origin as `new URL().origin` writes it (lower case, no default port), or null for 'null' and junk. */
function normalise(origin: string): string | null {
  try {
    const normalised = new URL(origin).origin;
    return normalised === 'null' ? null : normalised;
  } catch {
    return null;
  }
}

/**
 * This site as the browser sees it. Host and scheme come from X-Forwarded-Host/-Proto only when
 * TRUST_PROXY trusts the sender (Fastify's request.host and request.protocol). The https form of
 * our own host is always ours: behind a TLS proxy that TRUST_PROXY does not name, the server sees
 * plain HTTP while the page is https. A plain-http origin is ours only when we are served over http.
 */
function isOwnOrigin(request: FastifyRequest, origin: string): boolean {
  if (!request.host) return false;
  return [`${request.protocol}://${request.host}`, `https://${request.host}`].some((own) => normalise(own) === origin);
}

function isApi(request: FastifyRequest): boolean {
  return request.url.toLowerCase().startsWith('/api/');
}

function addVaryOrigin(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  reply.header('Vary', vary ? `${String(vary)}, Origin` : 'Origin');
}

/** The onRequest hook refusing foreign origins and granting `allowedOrigins` (see above). */
export function originCheck(allowedOrigins: string[]): onRequestHookHandler {
  const allowed = new Set(allowedOrigins);
  const check = (request: FastifyRequest, reply: FastifyReply) => {
    // With a list, API answers differ by Origin: caches must keep them apart.
    if (allowed.size > 0 && isApi(request)) addVaryOrigin(reply);
    const header = request.headers.origin;
    if (header === undefined) return;
    const origin = normalise(header);
    const granted = origin !== null && allowed.has(origin);
    const isPreflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (isPreflight) {
      if (!granted) throw new AppError('FORBIDDEN', REFUSED, { origin: REFUSED_ORIGIN });
      return reply
        .status(204)
        .headers({ ...GRANT, 'Access-Control-Allow-Origin': origin })
        .send();
    }
    if (STATE_CHANGING.has(request.method) && !granted && !(origin !== null && isOwnOrigin(request, origin))) {
      request.log.info({ origin: header }, 'cross-origin request refused');
      throw new AppError('FORBIDDEN', REFUSED, { origin: REFUSED_ORIGIN });
    }
    if (granted && isApi(request)) reply.header('Access-Control-Allow-Origin', origin);
  };
  // A callback hook, and nothing to do for the usual request (no Origin, no list): an async hook
  // costs a promise on every request.
  return (request, reply, done) => {
    if (allowed.size === 0 && request.headers.origin === undefined) {
      done();
      return;
    }
    try {
      if (check(request, reply) === undefined) done();
    } catch (error) {
      done(error as Error);
    }
  };
}
