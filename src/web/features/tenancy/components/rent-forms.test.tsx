// @vitest-environment happy-dom
// Rent on a tenancy: the ledger's figures in rupees, the owner's confirmation and the receipts, the
// UPI link and its QR code, and marking a due paid by UPI (with its UTR) or in cash.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDue } from '#shared/contracts/tenancy.ts';
import { DuesTable } from './dues-table.tsx';
import { PayDue } from './pay-due.tsx';
import { api, renderIn, stubApi } from './test-support.tsx';

const due = (period: string, label: string, overrides: Partial<TDue> = {}): TDue => ({
  period,
  label,
  from: `${period}-01`,
  to: `${period}-30`,
  dueOn: `${period}-05`,
  rent: 55_000,
  maintenance: 2_500,
  tds: 0,
  amountPayable: 57_500,
  status: 'overdue',
  mode: null,
  reference: null,
  paidOn: null,
  confirmedAt: null,
  receiptNumber: null,
  upiLink: 'upi://pay?pa=ravi%40okhdfc&pn=Ravi%20Kumar&am=57500.00&cu=INR&tn=Rent%20April%202026',
  ...overrides,
});

beforeEach(stubApi);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the rent ledger', () => {
  it('shows rent, maintenance, TDS and the amount in Indian grouping, with confirmation for the owner and receipts once confirmed', async () => {
    const user = userEvent.setup();
    const dues = [
      due('2026-04', 'April 2026', {
        status: 'confirmed',
        mode: 'upi',
        reference: 'AXIS1234567890',
        paidOn: '2026-04-04',
        receiptNumber: 'RR-5-202604',
      }),
      due('2026-05', 'May 2026', { status: 'marked_paid', mode: 'cash', paidOn: '2026-05-05' }),
      due('2027-03', 'March 2027', { status: 'upcoming', tds: 13_200, amountPayable: 44_300 }),
    ];
    renderIn(<DuesTable tenancyId={5} dues={dues} isOwner />);
    const march = screen.getByRole('row', { name: /March 2027/ });
    expect(within(march).getByText('₹55,000')).toBeTruthy();
    expect(within(march).getByText('₹2,500')).toBeTruthy();
    expect(within(march).getByText('− ₹13,200')).toBeTruthy();
    expect(within(march).getByText('₹44,300')).toBeTruthy();

    const receipt = screen.getByRole('link', { name: 'Receipt April 2026' });
    expect(receipt.getAttribute('href')).toBe('/api/tenancies/5/dues/2026-04/receipt');
    expect(screen.queryByRole('link', { name: 'Receipt May 2026' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Confirm received for May 2026' }));
    expect(api.sent()[0]).toMatchObject({ url: '/api/tenancies/5/dues/2026-05/confirm', method: 'POST' });
  });

  it('gives the tenant no confirmation to make', () => {
    renderIn(<DuesTable tenancyId={5} dues={[due('2026-05', 'May 2026', { status: 'marked_paid', mode: 'cash' })]} isOwner={false} />);
    expect(screen.queryByRole('button', { name: /Confirm received/ })).toBeNull();
  });
});

describe('paying a due', () => {
  it('offers the UPI link and its QR code for the amount payable', () => {
    renderIn(<PayDue tenancyId={5} due={due('2026-04', 'April 2026')} />);
    expect(screen.getByRole('link', { name: 'Pay ₹57,500 by UPI' }).getAttribute('href')).toMatch(/^upi:\/\/pay\?pa=ravi%40okhdfc&.*am=57500\.00/);
    expect(screen.getByRole('img', { name: 'UPI QR code to pay ₹57,500 for April 2026' })).toBeTruthy();
  });

  it('asks for the UTR of a UPI payment and sends nothing without it; cash needs none', async () => {
    const user = userEvent.setup({ delay: null });
    renderIn(<PayDue tenancyId={5} due={due('2026-04', 'April 2026')} />);
    await user.click(screen.getByText('Mark April 2026 paid'));
    const markPaid = screen.getByRole('button', { name: 'Mark paid' });
    await user.click(markPaid);
    expect(await screen.findByText('Please enter the UPI reference (UTR): 12 to 22 letters or digits')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/UPI reference \(UTR\)/), 'axis-1234 5678 9012');
    expect((screen.getByLabelText(/UPI reference \(UTR\)/) as HTMLInputElement).value).toBe('AXIS123456789012');
    await user.click(markPaid);
    expect(api.sent()[0]).toMatchObject({
      url: '/api/tenancies/5/dues/2026-04/mark-paid',
      method: 'POST',
      body: { mode: 'upi', reference: 'AXIS123456789012' },
    });

    await user.click(screen.getByText('Mark April 2026 paid'));
    await user.selectOptions(screen.getByLabelText(/Paid April 2026 by/), 'cash');
    expect(screen.queryByLabelText(/UPI reference/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(api.sent()[1]?.body).toMatchObject({ mode: 'cash', reference: null });
  });
});
