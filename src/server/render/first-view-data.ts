// The data of a server-rendered first view (src/web/entry-server.tsx): for each query, the API's own
// answer to the call the browser would make, made in-process (no network) through the same route,
// so it is exactly what the API gives (its validation, answer caches and serialiser) and stays so
// when a route changes. Pages are rendered for a visitor who is not signed in: no token is sent.
import type { FastifyInstance } from 'fastify';
import type { FirstViewSource, LoadFirstView } from '../../web/entry-server.tsx';

export function firstViewLoader(app: FastifyInstance): LoadFirstView {
  return async ({ method, path, body, answer }: FirstViewSource) => {
    const response = await app.inject({ method, url: path, payload: body as object | undefined, headers: { accept: 'application/json' } });
    const answered = response.json() as { success?: boolean; data?: unknown };
    // A refused call (a missing listing, a search too deep) leaves the page to the app, which says why.
    // Failures keep the envelope (success: false) also where a success has none (one property).
    if (response.statusCode !== 200 || answered.success === false) throw new Error(`${method} ${path} answered ${response.statusCode}`);
    return answer === 'body' ? answered : answered.data;
  };
}
