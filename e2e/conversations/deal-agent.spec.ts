// A buyer reaches their deal's agent from the deal's page: "Message the agent" opens a conversation the
// agent finds in their Inbox and answers there. Checked with axe.
import { describe, expect, it } from 'vitest';
import { createDeal, logIn, newPoster, postListing } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { newPage, signInAs, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe("a deal's buyer and its agent", () => {
  it('talk from the deal page through the Inbox', async () => {
    const seller = await newPoster();
    const listing = await postListing(seller.token);
    const buyer = await newPoster();
    const agent = await logIn('agent1');
    const deal = await createDeal(agent.token, listing.id, buyer.user.id);

    const { page } = await newPage(browser());
    await signInAs(page, buyer.account.username, buyer.account.password);
    await page.goto(`/deals/${deal.id}`);
    const people = page.getByRole('region', { name: 'People in this deal' });
    await people.getByRole('button', { name: 'Message the agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message the agent' });
    await dialog.getByText('Numbers and outside links can be sent once the agent replies.', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Your message').fill('When do we register the sale?');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await page.waitForURL(/\/inbox\/\d+$/);
    const conversationPath = new URL(page.url()).pathname;
    await page.getByRole('log', { name: 'Messages' }).getByText('When do we register the sale?').waitFor();

    const { page: agentPage } = await newPage(browser());
    await signInAs(agentPage, 'agent1');
    await agentPage.goto('/inbox');
    await agentPage
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(listing.title) })
      .click();
    await agentPage.waitForURL(`**${conversationPath}`);
    await agentPage.getByLabel('Message', { exact: true }).fill('Next Tuesday at 11.');
    await agentPage.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('log', { name: 'Messages' }).getByText('Next Tuesday at 11.').waitFor();
  });
});
