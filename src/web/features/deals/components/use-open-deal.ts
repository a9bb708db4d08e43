// Opens a deal's Deal Details over the page it was picked from, at its own address (/deals/{id}).
// The deal as the list showed it goes along: another agent's deal, which the server does not open
// for an agent, is then shown read-only from it.
import { useCallback } from 'react';
import type { TDeal } from '#shared/contracts/deal.ts';
import { paths } from '#web/app/paths.ts';
import { useOpenOverlay } from '#web/lib/overlay.ts';

export type DealOverlayExtra = { deal: TDeal };

export function useOpenDeal() {
  const openOverlay = useOpenOverlay();
  return useCallback((deal: TDeal) => openOverlay(paths.deal(deal.id), { deal } satisfies DealOverlayExtra), [openOverlay]);
}
