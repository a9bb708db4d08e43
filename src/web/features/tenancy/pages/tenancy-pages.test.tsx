// @vitest-environment happy-dom
// My Homes and a tenancy's page say what is happening: loading, a failure with Try Again, nothing yet
// with the next step, a tenancy the account may not see; and the agent sees the terms only.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '#web/components/toast.tsx';
import { SessionProvider } from '#web/features/auth/session.tsx';
import type { TTenancy } from '#shared/contracts/tenancy.ts';
import MyHomesPage from './my-homes-page.tsx';
import TenancyPage from './tenancy-page.tsx';

const user = {
  id: 7,
  firstName: 'Padma',
  lastName: 'Rao',
  username: 'padma',
  email: 'padma@example.test',
  mobileNumber: null,
  phone: null,
  role: 'USER',
  address: null,
  isActive: true,
  createdAt: '2026-11-27T10:00:00.000Z',
};

/** What the stubbed server answers for each path (the first whose key the path starts with). */
let answers: Record<string, { status: number; body: unknown }>;
const fetchMock = vi.fn(async (url: string) => {
  const key = Object.keys(answers).find((path) => url.startsWith(path));
  const answer = key ? answers[key] : { status: 404, body: { success: false, message: 'Not found' } };
  return new Response(JSON.stringify(answer?.body), { status: answer?.status });
});
const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });

beforeEach(() => {
  localStorage.setItem('authToken', 'token');
  localStorage.setItem('user', JSON.stringify(user));
  answers = { '/api/auth/me': ok(user) };
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/my-homes" element={<MyHomesPage />} />
              <Route path="/tenancies/:id" element={<TenancyPage />} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('My Homes', () => {
  it('shows a failure with Try Again, then what there is: nothing yet, with the way to invite a tenant', async () => {
    answers['/api/tenancies'] = { status: 503, body: { success: false, message: 'The service is busy' } };
    renderAt('/my-homes');
    expect(await screen.findByRole('heading', { name: 'Could not load your homes' })).toBeTruthy();
    answers['/api/tenancies'] = ok({ asOwner: [], asTenant: [], invitations: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'No homes let out yet' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No rented homes yet' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Invitations' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Invite a tenant' }).getAttribute('href')).toBe('/my-homes?invite=1');
  });
});

describe("a tenancy's page", () => {
  it('says there is no such tenancy for this account when the server refuses it', async () => {
    answers['/api/tenancies/41'] = { status: 404, body: { success: false, message: 'Tenancy not found' } };
    renderAt('/tenancies/41');
    expect(await screen.findByRole('heading', { name: 'Tenancy not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Homes' })).toBeTruthy();
  });

  it("gives the deal's agent the terms and no other section", async () => {
    const tenancy: Partial<TTenancy> = {
      id: 12,
      status: 'active',
      source: 'deal',
      viewerRole: 'agent',
      address: 'Flat 302, Lake View Residency, Kondapur',
      bhk: 2,
      owner: { id: 1, name: 'Padma Rao' },
      tenant: { id: 2, name: 'Kiran Kumar' },
      agent: { id: 7, name: 'Arjun Agent' },
      invitation: null,
      terms: null,
      termVersions: [],
      payee: null,
      dues: null,
      reports: null,
      repairs: null,
      notice: null,
      settlement: null,
    };
    answers['/api/tenancies/12'] = ok(tenancy);
    renderAt('/tenancies/12?section=rent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Flat 302, Lake View Residency, Kondapur' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Terms' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).not.toContain('Rent');
    expect(screen.getByText(/not e-stamping and not an electronic signature/)).toBeTruthy();
    expect(screen.queryByText('Propose the terms')).toBeNull();
  });
});
