// The deal screens' loading and error states (spec section 8, Deals): what a buyer, an agent and an
// admin see while their deals load and when the server fails, and that Try Again recovers.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerUser } from '../support/api.ts';
import { allowConsoleErrors, failedRequest, newPage, screenshot, serverFailure, signInAs, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/**
 * Holds the matching requests until the returned function lets them through (and every later one
 * straight away). The handler stays: unrouting it while a request waits in it fails that request.
 */
async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await gate;
    await route.fallback();
  });
  return release;
}

/** Answers the matching requests as a failing server would, until unrouted. */
const failRequests = (page: Page, url: string, status: number, message?: string) =>
  page.route(url, (route) => route.fulfill(serverFailure(status, message)));

describe('deal screens while loading and when the server fails', () => {
  it("shows a buyer's deals loading, then failing, and Try Again brings them back", async () => {
    const buyer = await registerUser();
    const { page } = await newPage(browser());
    // The test plays a failing server.
    allowConsoleErrors(failedRequest(500, '/api/deals/my-deals'));
    await signInAs(page, buyer.username, buyer.password);
    const myDeals = '**/api/deals/my-deals?*';

    const release = await holdRequests(page, myDeals);
    await page.goto('/my-deals');
    await page.getByRole('status').getByText('Loading deals...').waitFor();
    release();
    await page.getByRole('heading', { name: 'No purchase deals yet' }).waitFor();

    await failRequests(page, myDeals, 500);
    await page.reload();
    const error = page.getByRole('alert').filter({ hasText: 'Failed to load deals' });
    await error.waitFor();
    await screenshot(page, 'deal-states-my-deals-error-1280');
    await page.unroute(myDeals);
    await error.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: 'No purchase deals yet' }).waitFor();
  });

  it('tells an agent the dashboard could not load, and Try Again shows the figures', async () => {
    const { page } = await newPage(browser());
    // The test plays a failing server.
    allowConsoleErrors(failedRequest(500, '/api/agents/'));
    await signInAs(page, 'agent1');
    const stats = '**/api/agents/*/stats';
    await failRequests(page, stats, 500);
    await page.goto('/agent-dashboard');
    const error = page.getByRole('alert').filter({ hasText: 'Failed to load dashboard data' });
    await error.waitFor();
    // The rest of the dashboard stays usable while the figures are missing.
    await page.getByRole('button', { name: 'Create New Deal' }).waitFor();
    await page.unroute(stats);
    await error.getByRole('button', { name: 'Try Again' }).click();
    const active = page.getByRole('tab', { name: /Active/ });
    await expect.poll(() => active.innerText()).toMatch(/^\d+\s*Active$/);
  });

  it("tells an admin which part failed: the dashboard with its status, then the deals with the server's reason", async () => {
    const { page } = await newPage(browser());
    // The test plays a failing server.
    allowConsoleErrors(failedRequest(503, '/api/deals/admin/dashboard'), failedRequest(500, '/api/deals/my-deals'));
    await signInAs(page, 'admin');
    const dashboard = '**/api/deals/admin/dashboard';
    const deals = '**/api/deals/my-deals?*';
    await failRequests(page, dashboard, 503);
    await failRequests(page, deals, 500, 'Database unavailable');
    await page.goto('/admin-deals');
    await page.getByRole('heading', { name: 'Deal Management', level: 1 }).waitFor();
    const dashboardError = page.getByRole('alert').filter({ hasText: 'Failed to load admin dashboard (503)' });
    await dashboardError.waitFor();

    await page.unroute(dashboard);
    await dashboardError.getByRole('button', { name: 'Try Again' }).click();
    const dealsError = page.getByRole('alert').filter({ hasText: 'Error loading deals: Database unavailable' });
    await dealsError.waitFor();
    await screenshot(page, 'deal-states-admin-error-1280');

    await page.unroute(deals);
    await dealsError.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('tab', { name: /^All \(\d+\)$/ }).waitFor();
  });
});
