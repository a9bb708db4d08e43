// The pages that also open as a dialog over the page they were asked for on: a deal's Deal Details,
// Post Property and Edit Property (src/web/lib/overlay.ts). Opened by their address they are pages of
// their own in the route table (router.tsx); opened from a page, this draws them over it.
import { lazy, Suspense } from 'react';
import { matchPath, type Location } from 'react-router';
import type { DealOverlayExtra } from '../features/deals/components/use-open-deal.ts';
import { overlayExtraOf, useGoBack } from '../lib/overlay.ts';
import { paths } from './paths.ts';
import { pageRoutes } from './page-routes.ts';

// Most visits open none of these: their code loads with the first.
const DealDetailsDialog = lazy(() => import('../features/deals/components/deal-details-dialog.tsx'));
const PostPropertyDialog = lazy(() => import('../features/listings/components/post-property-dialog.tsx'));
const EditPropertyDialog = lazy(() => import('../features/listings/components/edit-property-dialog.tsx'));

function overlayFor(location: Location) {
  const deal = matchPath(pageRoutes.deal, location.pathname);
  if (deal) {
    const dealId = Number(deal.params.id);
    const fallback = (overlayExtraOf(location) as DealOverlayExtra | undefined)?.deal;
    // The deal's own id as a key: one deal's tabs and state do not carry over to the next.
    return <DealOverlay key={dealId} dealId={dealId} fallback={fallback?.id === dealId ? fallback : undefined} />;
  }
  if (matchPath(pageRoutes.postProperty, location.pathname)) return <PostPropertyDialog />;
  const edit = matchPath(pageRoutes.editProperty, location.pathname);
  if (edit) return <EditPropertyDialog key={edit.params.id} propertyId={Number(edit.params.id)} />;
  return null;
}

function DealOverlay({ dealId, fallback }: { dealId: number; fallback?: DealOverlayExtra['deal'] }) {
  const close = useGoBack(paths.home());
  return <DealDetailsDialog dealId={dealId} fallback={fallback} onClose={close} />;
}

/** Whether a path is one of the pages that open over another. */
export const isOverlayPath = (pathname: string) =>
  [pageRoutes.deal, pageRoutes.postProperty, pageRoutes.editProperty].some((pattern) => matchPath(pattern, pathname) !== null);

export function OverlayRoute({ location }: { location: Location }) {
  return <Suspense fallback={null}>{overlayFor(location)}</Suspense>;
}
