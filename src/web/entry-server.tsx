// The server's first view of home, search and property pages (src/server/plugins/web.ts runs it,
// src/server/render/ loads it and answers its API calls): the page as a visitor sees it, rendered
// with the API's own answers, and those answers for the browser to hydrate with (main.tsx). Built
// by Vite beside the app (vite.config.ts, the ssr environment).
import type { ReactNode } from 'react';
// The browser build: the Node build keeps an AsyncLocalStorage whose first use switches on async
// hooks for the whole process, for good, a cost on every later promise of every request: after one
// rendered page the trivial route answered a third fewer requests (docs/decisions/0074-speed-pieces-weighed.md).
import { prerender } from 'react-dom/static.browser';
import { StaticRouter } from 'react-router';
import { App } from './app/app-providers.tsx';
import { FIRST_VIEW_STATE_ID, firstViewQueries, type FirstViewCall, type FirstViewState } from './app/first-view.ts';
import { isPagePath } from './app/page-routes.ts';
import { createQueryClient } from './app/query-client.ts';

export type { FirstViewCall, FirstViewState };

/** The API's answer to one call, the part of it the query keeps (src/server/render/first-view-calls.ts). */
export type LoadFirstView = (call: FirstViewCall) => Promise<unknown>;

/** The page's HTML, its data, and the id of the element the browser reads the data from. */
export type FirstView = { html: string; state: FirstViewState; stateId: string };

/**
 * The page at `url` (path and query), or null for pages the browser renders on its own. A path that
 * is no page renders the app's not-found page, which the server sends with HTTP 404.
 */
export async function renderFirstView(url: string, load: LoadFirstView): Promise<FirstView | null> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const queries = firstViewQueries({ pathname, search });
  if (queries.length === 0 && isPagePath(pathname)) return null;
  const state: FirstViewState = {
    queries: await Promise.all(queries.map(async ({ call, queryKey }) => ({ queryKey, data: await load(call) }))),
  };
  const queryClient = createQueryClient();
  for (const { queryKey, data } of state.queries) queryClient.setQueryData(queryKey, data);
  const router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  // prerender waits for every lazy page; with no chunk limit it writes each boundary in place instead
  // of outlining large ones to be moved by inline scripts, which the CSP refuses.
  const { prelude } = await prerender(<App queryClient={queryClient} router={router} isServerRendered />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return { html: await new Response(prelude).text(), state, stateId: FIRST_VIEW_STATE_ID };
}
