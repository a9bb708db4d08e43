// What the tenancy component tests share: the providers the components need and a stubbed fetch
// that answers every request with `answer` and keeps what was sent.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '#web/components/toast.tsx';

export const api = {
  answer: { status: 200, body: { success: true, data: null } as unknown },
  fetch: vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(api.answer.body), { status: api.answer.status })),
  /** Each request sent: its address, method and JSON body. */
  sent() {
    return api.fetch.mock.calls.map(([url, init]) => ({
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    }));
  },
};

export function stubApi() {
  api.answer = { status: 200, body: { success: true, data: null } };
  api.fetch.mockClear();
  vi.stubGlobal('fetch', api.fetch);
}

export function renderIn(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ToastProvider>{children}</ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
