import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app-providers.tsx';
import type { FirstViewState } from './app/first-view.ts';
import { FIRST_VIEW_STATE_ID } from './app/first-view-state-id.ts';
import { createQueryClient } from './app/query-client.ts';
import './styles/global.css';

const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const stateElement = document.getElementById(FIRST_VIEW_STATE_ID);

// Home, search and property pages come rendered by the server with their data (app/first-view.ts):
// the app takes them over with that data. Other pages it renders itself, fetching their data at
// once. As transitions both yield to the browser every few milliseconds instead of blocking the
// main thread in one long task (total blocking time on slow phones).
if (stateElement) {
  // Reading the page's data and starting hydration wait for a task of their own: evaluating this
  // module is already the first view's longest task, and together they blocked 25-30 ms longer (TBT).
  setTimeout(() => {
    const state = JSON.parse(stateElement.textContent) as FirstViewState;
    // The server sends only data still current as it sends it (kept pages follow every listing change).
    const receivedAt = Date.now();
    for (const { queryKey, data } of state.queries) queryClient.setQueryData(queryKey, data, { updatedAt: receivedAt });
    startTransition(() => {
      hydrateRoot(container, <App queryClient={queryClient} router={BrowserRouter} isServerRendered />);
    });
  }, 0);
} else {
  // Only when the server did not render the page (no renderer in the build, or it failed): loaded
  // apart, so the URL-to-request code of search and property pages is not in every first load.
  void import('./app/prefetch-route-data.ts').then(({ prefetchRouteData }) => prefetchRouteData(queryClient, window.location));
  startTransition(() => {
    createRoot(container).render(<App queryClient={queryClient} router={BrowserRouter} />);
  });
}
