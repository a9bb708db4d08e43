// A reply whose answer was lost on the way back, sent again by the user: the conversation holds it once.
import { describe, expect, it } from 'vitest';
import type { TConversation } from '#shared/contracts/conversation.ts';
import { api, newPoster, postListing } from '../support/api.ts';
import { allowConsoleErrors, newPage, signInAs, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('a message sent twice', () => {
  it('is shown and stored once when the first answer is lost and the user presses Send again', async () => {
    const owner = await newPoster();
    const listing = await postListing(owner.token);
    const hunter = await newPoster();
    const started = await api<{ conversationId: number }>(`/api/properties/${listing.id}/conversations`, {
      method: 'POST',
      token: hunter.token,
      body: { text: 'Is it still available?' },
    });
    const { page } = await newPage(browser());
    // The test cuts the connection of the first reply.
    allowConsoleErrors(/^Failed to load resource: net::ERR_CONNECTION_RESET /);
    await signInAs(page, owner.account.username, owner.account.password);
    await page.goto(`/inbox/${started.conversationId}`);
    const messages = page.getByRole('log', { name: 'Messages' });
    await messages.getByText('Is it still available?').waitFor();

    // The reply reaches the server and is stored, but its answer never comes back.
    let lost = false;
    await page.route('**/api/conversations/*/messages', async (route) => {
      if (route.request().method() !== 'POST' || lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByLabel('Message', { exact: true }).fill('Yes, come on Sunday.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('alert').getByText('Network error. Please try again.').waitFor();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await messages.getByText('Yes, come on Sunday.').waitFor();
    await page.getByLabel('Message', { exact: true }).and(page.locator('textarea:placeholder-shown')).waitFor();

    expect(await messages.getByText('Yes, come on Sunday.').count()).toBe(1);
    const stored = await api<TConversation>(`/api/conversations/${started.conversationId}`, { token: hunter.token });
    expect(stored.messages.map((m) => m.body)).toEqual(['Is it still available?', 'Yes, come on Sunday.']);
  });
});
