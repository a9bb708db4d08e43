// @vitest-environment happy-dom
// "Your data" on My Account: Download my data asks the server and says the data is being prepared; a
// ready export offers its zip until it expires; the identity numbers' access log, or that no one looked.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDataExport } from '#shared/contracts/privacy.ts';
import { ToastProvider } from '#web/components/toast.tsx';
import { SessionProvider } from '#web/features/auth/session.tsx';
import { YourData } from './your-data.tsx';

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

const pending: TDataExport = {
  id: 3,
  status: 'pending',
  isExpired: false,
  requestedAt: '2026-11-29T04:30:00.000Z',
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
  downloadPath: null,
};
const ready: TDataExport = {
  ...pending,
  status: 'ready',
  readyAt: '2026-11-29T04:31:00.000Z',
  expiresAt: '2026-12-06T04:31:00.000Z',
  sizeBytes: 2_400_000,
  downloadPath: '/api/account/data-exports/3/download',
};

let exportsList: TDataExport[];
let views: unknown[];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
  if (url === '/api/account/data-exports' && init?.method === 'POST') {
    exportsList = [pending];
    return json(202, { success: true, data: pending, message: 'We are preparing your data: you will get an email when it is ready' });
  }
  if (url === '/api/account/data-exports') return json(200, { success: true, data: exportsList });
  if (url === '/api/account/id-number-views') return json(200, { success: true, data: views });
  if (url === '/api/auth/me') return json(200, { success: true, data: user });
  return json(404, { success: false, message: 'Not found' });
});

beforeEach(() => {
  localStorage.setItem('authToken', 'token');
  localStorage.setItem('user', JSON.stringify(user));
  exportsList = [];
  views = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderYourData() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ToastProvider>
          <YourData />
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('your data on My Account', () => {
  it('asks for a download and says the data is being prepared', async () => {
    renderYourData();
    expect(await screen.findByText('No one at Gruha has viewed your identity numbers.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect((await screen.findByText(/Preparing your data/)).textContent).toContain('we will email you');
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/account/data-exports' && init?.method === 'POST')).toBe(true);
    expect((screen.getByRole('button', { name: 'Download my data' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers a ready export until it expires, and lists who viewed the identity numbers', async () => {
    exportsList = [ready];
    views = [
      {
        viewedAt: '2026-11-28T06:30:00.000Z',
        viewerName: 'Ada Admin (Gruha admin)',
        recordKind: 'agreement',
        recordRef: 'GRUHA-ABC123',
        idType: 'Aadhaar',
        shown: 'masked',
      },
    ];
    renderYourData();
    expect(await screen.findByRole('button', { name: 'Save the zip (2.3 MB)' })).toBeTruthy();
    expect(screen.getByText('Ready; works until 6 Dec 2026.')).toBeTruthy();
    expect((await screen.findByRole('listitem')).textContent).toBe(
      '28/11/2026, 12:00 pm: Ada Admin (Gruha admin) saw your Aadhaar (last four digits) on agreement GRUHA-ABC123',
    );
  });

  it('says when the last download expired', async () => {
    exportsList = [{ ...ready, isExpired: true, downloadPath: null }];
    renderYourData();
    expect(await screen.findByText('Your last download expired on 6 Dec 2026. Ask for a new one above.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Save the zip/ })).toBeNull();
  });
});
