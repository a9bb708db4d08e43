// /admin-agents: find an agent, see the deals they manage in the read-only deal dialog,
// deactivate them in Edit Agent, and delete them after reassigning their active deal to another agent.
import { describe, expect, it } from 'vitest';
import { api, createDeal, FOR_SALE, logIn, newPoster, postListing, registerUser, userIdByEmail } from '../support/api.ts';
import { allowConsoleErrors, failedRequest, newPage, screenshot, signInAs, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** A fresh account promoted to AGENT by the admin, as the users page would. */
async function makeAgent(adminToken: string) {
  const account = await registerUser();
  const id = await userIdByEmail(adminToken, account.email);
  await api(`/api/users/${id}`, { token: adminToken, method: 'PUT', body: { role: 'AGENT' } });
  return { ...account, id, name: `${account.firstName} ${account.lastName}` };
}

describe('the admin agents page', () => {
  it("shows an agent's deals, edits their status, and deletes them once their deal is reassigned", async () => {
    const adminToken = (await logIn('admin')).token;
    const [agent, nextAgent, buyer] = await Promise.all([makeAgent(adminToken), makeAgent(adminToken), registerUser()]);
    const buyerId = await userIdByEmail(adminToken, buyer.email);
    // Its own listing, posted by a new account: the newest listing may be another spec's, in the middle of its own deal.
    const poster = await newPoster();
    const listing = await postListing(poster.token, FOR_SALE);
    await createDeal((await logIn(agent.username, agent.password)).token, listing.id, buyerId, 4_500_000);

    const { page } = await newPage(browser());
    // Deleting an agent with an active deal is refused (409) before the reassignment.
    allowConsoleErrors(failedRequest(409, '/api/users/'));
    await signInAs(page, 'admin');
    await page.goto('/admin-agents');
    await page.getByLabel('Search agents').fill(agent.email);
    await page
      .getByRole('list', { name: 'Agents' })
      .getByRole('button', { name: new RegExp(agent.email) })
      .click();
    const detail = page.getByRole('region', { name: agent.name });
    expect(await detail.locator('dt:text-is("Username") + dd').innerText()).toBe(agent.username);

    await detail.getByRole('list', { name: 'Deals' }).getByText(listing.title).waitFor();
    await detail.getByRole('button', { name: /^View details/ }).click();
    const deal = page.getByRole('dialog', { name: 'Deal Details' });
    await deal.getByText('Stage 1 of 7').waitFor();
    expect(await deal.innerText()).toContain(`${buyer.firstName} ${buyer.lastName}`);
    expect(await deal.innerText()).toContain('₹45,00,000');
    await deal.getByRole('button', { name: 'Close' }).click();

    await detail.getByRole('button', { name: 'Edit Agent' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Agent' });
    expect(await edit.getByLabel('Phone').getAttribute('type')).toBe('tel');
    await edit.getByLabel('Active status').selectOption('inactive');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Agent updated successfully!').waitFor();
    await expect.poll(() => detail.locator('dt:text-is("Status") + dd').innerText()).toBe('Inactive');

    await detail.getByRole('button', { name: 'Delete Agent' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Agent' });
    await confirm.getByText('Are you sure you want to delete this agent?').waitFor();
    await confirm.getByRole('button', { name: 'Delete Agent' }).click();
    await confirm.getByText('This user has 1 active deal. Complete or reassign them before deleting.').waitFor();
    await screenshot(page, 'admin-agents-delete-refused');
    await confirm.getByLabel('Reassign their active deals to').selectOption({ label: `${nextAgent.name} (${nextAgent.email})` });
    await confirm.getByRole('button', { name: 'Reassign deals' }).click();
    await confirm.getByText(/1 deals? reassigned/).waitFor();
    await confirm.getByRole('button', { name: 'Delete Agent' }).click();
    await page.getByText('Agent deleted successfully!').waitFor();
    await page.getByRole('heading', { name: 'No agents found' }).waitFor();

    const moved = await api<{ agentId: number }[]>(`/api/deals/admin/agent/${nextAgent.id}`, { token: adminToken });
    expect(moved).toHaveLength(1);
  });

  it('looks right at 1280, 768 and 480 px', async () => {
    const { page } = await newPage(browser());
    await signInAs(page, 'admin');
    for (const width of [1280, 768, 480]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin-agents');
      await page.getByLabel('Search agents').fill('Srinivas Reddy');
      await page
        .getByRole('list', { name: 'Agents' })
        .getByRole('button', { name: /Srinivas Reddy/ })
        .click();
      await page.getByRole('list', { name: 'Deals' }).waitFor();
      await screenshot(page, `admin-agents-${width}`);
      await page.getByRole('button', { name: 'Edit Agent' }).click();
      await page.getByRole('dialog', { name: 'Edit Agent' }).waitFor();
      await screenshot(page, `admin-agents-edit-${width}`);
      await page.keyboard.press('Escape');
    }
  });
});
