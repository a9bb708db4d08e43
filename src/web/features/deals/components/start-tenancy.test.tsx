// @vitest-environment happy-dom
// A rental deal at Moved in becomes a tenancy: Start the tenancy asks the server and opens the new
// tenancy's page, or says why it cannot (no saved agreement, already started).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StartTenancy } from './start-tenancy.tsx';

let answer: { status: number; body: unknown };
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(answer.body), { status: answer.status }));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDeal() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/deals/31']}>
        <Routes>
          <Route path="/deals/:id" element={<StartTenancy dealId={31} />} />
          <Route path="/tenancies/:id" element={<h1>The tenancy</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('starting a tenancy from a rental deal', () => {
  it("opens the new tenancy's page", async () => {
    answer = { status: 201, body: { success: true, data: { tenancyId: 8 } } };
    renderDeal();
    await userEvent.click(screen.getByRole('button', { name: 'Start the tenancy' }));
    expect(await screen.findByRole('heading', { name: 'The tenancy' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/tenancies/from-deal');
    expect(JSON.parse(init?.body as string)).toEqual({ dealId: 31 });
  });

  it('says why when the server refuses', async () => {
    answer = { status: 409, body: { success: false, message: 'This rental deal already has a tenancy' } };
    renderDeal();
    await userEvent.click(screen.getByRole('button', { name: 'Start the tenancy' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This rental deal already has a tenancy');
  });
});
