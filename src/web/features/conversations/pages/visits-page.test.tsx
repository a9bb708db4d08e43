// @vitest-environment happy-dom
// /visits?home=ID, where a conversation's Visits button leads: that home's visits only, and a way to all.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TVisit, TVisitList } from '#shared/contracts/visit.ts';
import VisitsPage from './visits-page.tsx';

const visit = (id: number, homeId: number, title: string): TVisit => ({
  id,
  status: 'confirmed',
  startsAt: '2026-12-05T05:30:00.000Z',
  endsAt: '2026-12-05T06:30:00.000Z',
  expiresAt: null,
  role: 'hunter',
  otherName: 'Ravi Kumar',
  conversationId: id,
  listing: { id: homeId, title, price: 38_500, listingType: 'rent', areaName: 'Kondapur', imageUrl: null, isAvailable: true },
  actions: [],
  history: [],
});

const list: TVisitList = { upcoming: [visit(1, 2, 'Lake view 2 BHK'), visit(2, 3, 'Garden villa')], past: [] };

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, data: list }), { headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const showAt = (address: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        <VisitsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the Visits page', () => {
  it("shows one home's visits when the address names it, with a link to all", async () => {
    showAt('/visits?home=2');
    await screen.findByText('Visits to Lake view 2 BHK.');
    expect(screen.getAllByText('Lake view 2 BHK').length).toBeGreaterThan(0);
    expect(screen.queryByText('Garden villa')).toBeNull();
    expect(screen.getByRole('link', { name: 'All visits' }).getAttribute('href')).toBe('/visits');
  });

  it('shows every visit without one', async () => {
    showAt('/visits');
    await screen.findByText('Garden villa');
    expect(screen.getAllByText('Lake view 2 BHK').length).toBeGreaterThan(0);
  });
});
