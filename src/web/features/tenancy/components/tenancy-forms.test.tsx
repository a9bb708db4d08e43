// @vitest-environment happy-dom
// Inviting a tenant and filling in a condition report: each field's error in the contract's words,
// nothing sent while the form is refused, and the request the API gets.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InviteTenantForm } from './invite-tenant-form.tsx';
import { ReportEditor } from './report-editor.tsx';
import { api, renderIn, stubApi } from './test-support.tsx';

beforeEach(stubApi);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('inviting a tenant', { timeout: 30_000 }, () => {
  it('names every missing field, wants a mobile number or an email and an end after the start, then sends the invitation', async () => {
    const user = userEvent.setup({ delay: null });
    renderIn(<InviteTenantForm onCancel={() => undefined} />);
    const send = screen.getByRole('button', { name: 'Send invitation' });
    await user.click(send);
    expect(screen.getByText('Please enter the address of the home')).toBeTruthy();
    expect(screen.getByText('Please give a mobile number or an email')).toBeTruthy();
    expect(screen.getByText('The monthly rent must be more than zero')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Address of the home/), 'Flat 302, Lake View Residency, Kondapur');
    await user.type(screen.getByLabelText(/Tenant's email/), 'sita@example.test');
    await user.type(screen.getByLabelText(/Monthly rent/), '32,000');
    await user.type(screen.getByLabelText(/Security deposit/), '64000');
    await user.type(screen.getByLabelText(/Start date/), '01/12/2026');
    await user.type(screen.getByLabelText(/End date/), '30/11/2026');
    await user.click(send);
    expect(screen.getByText('The end date must be after the start date')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/End date/));
    await user.type(screen.getByLabelText(/End date/), '31/10/2027');
    api.answer = { status: 201, body: { success: true, data: { tenancyId: 9 } } };
    await user.click(send);
    expect(api.sent()[0]).toMatchObject({
      url: '/api/tenancies/invite',
      method: 'POST',
      body: {
        address: 'Flat 302, Lake View Residency, Kondapur',
        bhk: 2,
        invitee: { mobile: null, email: 'sita@example.test' },
        terms: { rent: 32_000, deposit: 64_000, dueDay: 5, startDate: '2026-12-01', endDate: '2027-10-31', noticeDays: 30 },
        text: null,
      },
    });
  });
});

describe('filling in a condition report', { timeout: 30_000 }, () => {
  it("starts from the home's BHK, every fitting good, and sends each fitting's condition and note", async () => {
    const user = userEvent.setup({ delay: null });
    renderIn(<ReportEditor tenancyId={5} kind="move_in" report={null} bhk={2} onDone={() => undefined} />);
    const rooms = screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent);
    expect(rooms).toEqual(['Living room', 'Kitchen', 'Bedroom 1', 'Bedroom 2', 'Bathroom 1', 'Bathroom 2', 'Balcony', 'Keys, meters and notes']);

    await user.selectOptions(screen.getByLabelText('Condition of Walls and paint, Bedroom 2'), 'damaged');
    await user.type(screen.getByLabelText('Note on Walls and paint, Bedroom 2'), 'Crack above the window');
    await user.type(screen.getByLabelText('Electricity meter reading'), '04512 kWh');
    await user.click(screen.getByRole('button', { name: 'Save the report' }));

    const [request] = api.sent();
    expect(request).toMatchObject({ url: '/api/tenancies/5/reports/move_in', method: 'PUT' });
    const body = request?.body as { rooms: { name: string; items: { name: string; condition: string; note: string }[] }[]; meters: unknown };
    const bedroom = body.rooms.find((room) => room.name === 'Bedroom 2');
    expect(bedroom?.items.find((item) => item.name === 'Walls and paint')).toEqual({
      name: 'Walls and paint',
      condition: 'damaged',
      note: 'Crack above the window',
      photos: [],
    });
    expect(body.rooms.flatMap((room) => room.items).filter((item) => item.condition !== 'good')).toHaveLength(1);
    expect(body.meters).toEqual({ electricity: '04512 kWh', water: '' });
  });

  it('refuses a fitting added without a name and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderIn(<ReportEditor tenancyId={5} kind="move_in" report={null} bhk={0} onDone={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Add a fitting to Kitchen' }));
    await user.click(screen.getByRole('button', { name: 'Save the report' }));
    expect(screen.getByRole('alert').textContent).toBe('Please name the fitting');
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
