// @vitest-environment happy-dom
// Asking for a visit picks a day and a time the poster's windows hold, from lists: no free date or time
// field to type a time no window has.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '#web/test/fixtures.ts';
import { ok, renderInApp } from '#web/test/render.tsx';
import { VisitRequest } from './visit-request.tsx';

const threeDaysAhead = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
const slot = { id: 1, weekday: null, date: threeDaysAhead, starts: '10:00', ends: '11:30' };

describe('asking for a visit', { timeout: 30_000 }, () => {
  it("offers the window's day and its half-hour times, and sends the one picked", async () => {
    const { user, api } = renderInApp(<VisitRequest propertyId={7} slots={[slot]} whenSignedIn={(request) => request()} />, {
      as: aUser(5, 'Ravi'),
      routes: { 'POST /api/properties/7/visits': ok({ visitId: 3, conversationId: 9 }) },
    });
    const day = screen.getByLabelText('Visit day');
    expect(
      within(day)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', threeDaysAhead]);
    await user.selectOptions(day, threeDaysAhead);
    const time = screen.getByLabelText('Visit time');
    expect(
      within(time)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', '10:00', '10:30', '11:00']);
    await user.selectOptions(time, '10:30');
    await user.click(screen.getByRole('button', { name: 'Request a visit' }));
    expect(await screen.findByText(/Visit requested/)).toBeTruthy();
    expect(api.sent('POST /api/properties/7/visits')).toEqual([{ date: threeDaysAhead, time: '10:30' }]);
  });

  it('says so when the windows hold no time in the next two weeks', () => {
    renderInApp(<VisitRequest propertyId={7} slots={[{ ...slot, date: '2020-01-01' }]} whenSignedIn={(request) => request()} />);
    expect(screen.getByText('No visit times in the next two weeks. Write to the poster to ask for one.')).toBeTruthy();
    expect(screen.queryByLabelText('Visit day')).toBeNull();
  });
});
