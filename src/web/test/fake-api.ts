// The API as a component test serves it: `fetch` answered from the test's own table of routes, at the
// web app's one network edge (lib/api-client.ts), so the components, hooks and query cache run as in
// the browser. A request no route answers stays unanswered, as on a slow network, and is listed.
import { vi } from 'vitest';

export type ApiRequest = { method: string; path: string; query: URLSearchParams; headers: Headers; body: unknown };
export type ApiReply = { status: number; body?: unknown };
type Route = ApiReply | ((request: ApiRequest) => ApiReply | Promise<ApiReply>);
/** Routes by method and path without the query: `'GET /api/deals/5'`. */
export type Routes = Record<string, Route>;

/** A success in the API's envelope, as most calls answer. */
export const ok = (data: unknown): ApiReply => ({ status: 200, body: { success: true, data } });
/** A success whose body is the answer itself (a property, a page of search results). */
export const okBody = (body: unknown): ApiReply => ({ status: 200, body });
/** A refusal as the server words it, with the fields it names. */
export const refused = (status: number, message: string, errors?: Record<string, string>): ApiReply => ({
  status,
  body: { success: false, message, ...(errors && { errors }) },
});

export type FakeApi = {
  /** Every request made so far, answered or not. */
  requests: ApiRequest[];
  /** The bodies sent to one route (`'PUT /api/deals/5/stage'`), in order. */
  sent(route: string): unknown[];
  /** Adds or replaces routes: what the server answers from now on. */
  serve(routes: Routes): void;
};

const routeOf = (request: Pick<ApiRequest, 'method' | 'path'>) => `${request.method} ${request.path}`;

/** Stands in for `fetch` until the test ends (render.tsx unstubs it). */
export function fakeApi(initial: Routes = {}): FakeApi {
  const routes: Routes = { ...initial };
  const requests: ApiRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const request: ApiRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    requests.push(request);
    const route = routes[routeOf(request)];
    if (!route) return unanswered(init.signal);
    const { status, body } = typeof route === 'function' ? await route(request) : route;
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return {
    requests,
    sent: (route) => requests.filter((request) => routeOf(request) === route).map((request) => request.body),
    serve: (more) => Object.assign(routes, more),
  };
}

/** Never answers; gives up as fetch does when the caller aborts. */
const unanswered = (signal: AbortSignal | null | undefined) =>
  new Promise<Response>((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('The request was aborted', 'AbortError')));
  });
