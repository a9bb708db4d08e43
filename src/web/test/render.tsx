// Component tests render through this: the app's own providers (app/app-providers.tsx) with a fresh
// query client, a memory router at the test's address, a person signed in or not, and the API served
// by the test (fake-api.ts). `renderApp` renders the app's routes, as a visitor opening the address;
// `renderInApp` one component inside the same providers. Each test starts clean.
import { cleanup, configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import type { TUser } from '#shared/contracts/user.ts';
import { App, AppProviders } from '#web/app/app-providers.tsx';
import { createQueryClient } from '#web/app/query-client.ts';
import { storeSession } from '#web/lib/session-storage.ts';
import { fakeApi, ok, type Routes } from './fake-api.ts';

export { ok, okBody, refused, type ApiReply, type FakeApi, type Routes } from './fake-api.ts';

type Options = {
  /** The address the page opens at (path and query); `/` when not given. */
  url?: string;
  /** What the API answers; anything else stays unanswered. */
  routes?: Routes;
  /** Signed in as this person (their stored session, which the server confirms); a visitor when not given. */
  as?: TUser;
};

// Pages and their parts load on first use (lazy imports): slower than a second on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

// happy-dom's <dialog> has no modal mode, whatever the DOM's types say.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};

/** The app's routes at `url`, as a person opening that address sees them. */
export const renderApp = (url: string, options: Omit<Options, 'url'> = {}) => renderWith(null, { ...options, url });

/** One component inside the app's providers. */
export const renderInApp = (element: ReactNode, options: Options = {}) => renderWith(element, options);

function renderWith(element: ReactNode | null, { url = '/', routes = {}, as }: Options) {
  const api = fakeApi(as ? { 'GET /api/auth/me': ok(as), ...routes } : routes);
  if (as) storeSession(`token-of-${as.username}`, as);
  const queryClient = createQueryClient();
  let location = url;
  function LocationProbe() {
    const { pathname, search } = useLocation();
    location = `${pathname}${search}`;
    return null;
  }
  const router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <LocationProbe />
      {children}
    </MemoryRouter>
  );
  const rendered = render(
    element === null ? (
      <App queryClient={queryClient} router={router} />
    ) : (
      <AppProviders queryClient={queryClient} router={router}>
        {element}
      </AppProviders>
    ),
  );
  return {
    ...rendered,
    api,
    /** Clicks and typing as a person does them. */
    user: userEvent.setup({ delay: null }),
    /** The address now shown (path and query). */
    location: () => location,
  };
}
