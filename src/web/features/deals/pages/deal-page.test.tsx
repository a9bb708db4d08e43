// @vitest-environment happy-dom
// A deal's page as each party sees it: its agent moves it on (a date and a note required), its buyer
// follows it without the controls, and anyone else is told there is no deal here for them.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TDealDetail, TStageUpdateRequest } from '#shared/contracts/deal.ts';
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import { aDeal } from '#web/test/deal-fixtures.ts';
import { aUser } from '#web/test/fixtures.ts';
import { ok, refused, renderApp, type Routes } from '#web/test/render.tsx';

const buyer = aUser(5, 'Ravi');
const seller = aUser(90, 'Lakshmi');
const agent = aUser(30, 'Kiran', 'AGENT');

/** The server's deal, which a stage update moves. */
function dealServer() {
  let deal: TDealDetail = aDeal({ buyer, seller, agent });
  const routes: Routes = {
    'GET /api/deals/5': () => ok(deal),
    'PUT /api/deals/5/stage': ({ body }) => {
      const { stage } = body as TStageUpdateRequest;
      deal = { ...deal, stage: stage as TDealDetail['stage'], currentStage: stage as TDealDetail['stage'] };
      return ok(deal);
    },
  };
  return routes;
}

const currentStage = () => screen.getByRole('region', { name: 'Deal progress' }).querySelector('p')?.textContent;

describe('the deal page', { timeout: 30_000 }, () => {
  it("lets the deal's agent move it to the next stage with a date and a note, and shows where it is now", async () => {
    const { user, api } = renderApp('/deals/5', { as: agent, routes: dealServer() });
    await screen.findByRole('region', { name: 'Deal progress' });
    expect(currentStage()).toBe('Current stage: Negotiation (3/7)');

    await user.click(screen.getByRole('tab', { name: 'Actions' }));
    const form = screen.getByRole('form', { name: 'Update deal stage' });
    expect(within(form).getByRole('combobox', { name: 'Next stage' })).toHaveProperty('value', 'AGREEMENT');
    await user.type(within(form).getByRole('textbox', { name: /^Matter of Visit\/Note/ }), 'Sale agreement signed by both');
    await user.click(within(form).getByRole('button', { name: 'Update Stage' }));

    expect(await screen.findByText(DEAL_MESSAGES.stageUpdated)).toBeTruthy();
    expect(api.sent('PUT /api/deals/5/stage')).toEqual([expect.objectContaining({ stage: 'AGREEMENT', notes: 'Sale agreement signed by both' })]);
    await screen.findByText('(4/7)');
    expect(currentStage()).toBe('Current stage: Agreement (4/7)');
  });

  it('sends no stage change without its note, and says both are needed', async () => {
    const { user, api } = renderApp('/deals/5', { as: agent, routes: dealServer() });
    await user.click(await screen.findByRole('button', { name: 'Set stage to Shortlist' }));
    await user.click(screen.getByRole('button', { name: 'Update Stage' }));

    expect(screen.getByRole('alert').textContent).toBe(DEAL_MESSAGES.stageUpdateRequired);
    expect(api.sent('PUT /api/deals/5/stage')).toEqual([]);
  });

  it('shows its buyer where the deal is, without the controls to move it', async () => {
    renderApp('/deals/5', { as: buyer, routes: dealServer() });
    await screen.findByRole('region', { name: 'Deal progress' });
    expect(currentStage()).toBe('Current stage: Negotiation (3/7)');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Set stage to/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Update deal stage' })).toBeNull();
  });

  it('tells someone the deal is not theirs to see, and points them to their own deals', async () => {
    const stranger = aUser(6, 'Meena');
    renderApp('/deals/5', { as: stranger, routes: { 'GET /api/deals/5': refused(404, DEAL_MESSAGES.dealNotFound) } });
    expect(await screen.findByRole('heading', { name: DEAL_MESSAGES.dealNotFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Deals' }).getAttribute('href')).toBe('/my-deals');
    expect(screen.queryByRole('region', { name: 'Deal progress' })).toBeNull();
  });
});
