// @vitest-environment happy-dom
// The property page's actions as each person sees them: a visitor is asked to log in first, saying why;
// a signed-in person gets the poster's number and shortlists the home; anyone picks it to compare; its
// poster manages it instead. A listing Gruha's moderators took down says so, not "may have been sold".
// A signed-in person whose stored session the page has not read yet (a page the server rendered, still
// being taken over on a slow phone; played by storing the session after the page rendered) is not asked.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TShortlistItem } from '#shared/contracts/shortlist.ts';
import { aProperty, aUser, toCard } from '#web/test/fixtures.ts';
import { PROPERTY_MESSAGES } from '#shared/contracts/property.ts';
import { storeSession } from '#web/lib/session-storage.ts';
import { ok, okBody, refused, renderApp, type Routes } from '#web/test/render.tsx';

const home = aProperty({ id: 7, title: 'Sunny 2 BHK in Gachibowli', user: { id: 90, firstName: 'Lakshmi', lastName: 'Devi' } });
const hunter = aUser(5, 'Ravi');
const poster = aUser(90, 'Lakshmi');
const routes: Routes = { 'GET /api/properties/7': okBody(home) };
const open = (as?: typeof hunter, more: Routes = {}) => renderApp('/property/7', { as, routes: { ...routes, ...more } });

const threeDaysAhead = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
const visitRoutes: Routes = {
  'GET /api/properties/7/visit-slots': ok({ poster: null, slots: [{ id: 1, weekday: null, date: threeDaysAhead, starts: '10:00', ends: '11:30' }] }),
  'POST /api/properties/7/visits': ok({ visitId: 3, conversationId: 9 }),
};

/** A visit picked on the home's page, its request not yet sent. */
async function pickVisit(user: ReturnType<typeof open>['user']) {
  const visitTimes = await screen.findByRole('region', { name: 'Visit times (Hyderabad time)' });
  await user.selectOptions(within(visitTimes).getByLabelText('Visit day'), threeDaysAhead);
  await user.selectOptions(within(visitTimes).getByLabelText('Visit time'), '10:30');
  return visitTimes;
}

describe("the property page's actions", { timeout: 30_000 }, () => {
  it("asks a visitor to log in before showing the poster's number, saying why", async () => {
    const { user, api } = open();
    await user.click(await screen.findByRole('button', { name: 'Get Phone No.' }));

    const login = await screen.findByRole('dialog', { name: 'Login' });
    expect(await within(login).findByText("Please log in to see the poster's phone number.")).toBeTruthy();
    expect(api.requests.map((request) => request.path)).not.toContain('/api/properties/7/contact');
  });

  it('asks a visitor to log in before asking for a visit, and sends nothing', async () => {
    const { user, api } = open(undefined, visitRoutes);
    const visitTimes = await pickVisit(user);
    await user.click(within(visitTimes).getByRole('button', { name: 'Request a visit' }));

    const login = await screen.findByRole('dialog', { name: 'Login' });
    expect(await within(login).findByText('Please log in to ask for a visit.')).toBeTruthy();
    expect(api.sent('POST /api/properties/7/visits')).toEqual([]);
  });

  it('sends the visit request of a signed-in person whose session the page has not read yet', async () => {
    const { user, api } = open(undefined, visitRoutes);
    const visitTimes = await pickVisit(user);
    storeSession('token-of-ravi', hunter);
    await user.click(within(visitTimes).getByRole('button', { name: 'Request a visit' }));

    expect(await within(visitTimes).findByText(/Visit requested. The poster has 24 hours to answer./)).toBeTruthy();
    expect(api.sent('POST /api/properties/7/visits')).toEqual([{ date: threeDaysAhead, time: '10:30' }]);
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
  });

  it("shows a signed-in person the poster's number to call", async () => {
    const { user } = open(hunter, {
      'GET /api/properties/7/contact': ok({ name: 'Lakshmi Devi', mobileNumber: '9876543210', email: null, contactVia: 'phone' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Get Phone No.' }));

    const number = await screen.findByRole('link', { name: '9876543210' });
    expect(number.getAttribute('href')).toBe('tel:+919876543210');
    expect(number.parentElement?.textContent).toBe('Lakshmi Devi: 9876543210');
  });

  it('shortlists the home for a signed-in person, and says so', async () => {
    let shortlist: TShortlistItem[] = [];
    const { user, api } = open(hunter, {
      'GET /api/shortlist': () => ok(shortlist),
      'PUT /api/shortlist/7': () => {
        shortlist = [{ propertyId: 7, title: home.title, addedAt: home.createdAt, isAvailable: true, removedBy: null, property: toCard(home) }];
        return ok(null);
      },
    });
    const heart = await screen.findByRole('button', { name: 'Shortlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    await user.click(heart);

    expect(await screen.findByText('Added to your shortlist')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Shortlisted', pressed: true })).toBeTruthy();
    expect(api.sent('PUT /api/shortlist/7')).toHaveLength(1);
  });

  it('picks the home to compare, with the tray saying how many are picked, and puts it back', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Add to compare' }));

    expect(screen.getByRole('button', { name: 'Added to compare', pressed: true })).toBeTruthy();
    const tray = await screen.findByRole('region', { name: 'Homes to compare' });
    expect(tray.textContent).toContain('1 of 4 homes picked to compare · pick one more');

    // The picks are this browser's, kept beyond the test: taking it back leaves none for the next.
    await user.click(screen.getByRole('button', { name: 'Added to compare' }));
    expect(screen.getByRole('button', { name: 'Add to compare', pressed: false })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Homes to compare' })).toBeNull();
  });

  it('offers its poster Edit and Delete, not a way to contact themself', async () => {
    open(poster);
    expect(await screen.findByRole('button', { name: `Edit ${home.title}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Delete ${home.title}` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Contact Agent' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Message the poster' })).toBeNull();
  });

  it("says a listing taken down by Gruha's moderators was removed by them, not that it may have been sold", async () => {
    renderApp('/property/8', { routes: { 'GET /api/properties/8': () => refused(404, PROPERTY_MESSAGES.removedByModerators) } });
    expect(await screen.findByText("This listing was removed by Gruha's moderators.")).toBeTruthy();
    expect(screen.queryByText(/may have been sold/)).toBeNull();
  });
});
