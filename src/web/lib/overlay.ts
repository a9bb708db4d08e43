// Deal details, posting and editing a listing each have an address of their own. Opened from a page,
// one shows as a dialog over that page, which stays as it was underneath (its tabs, its scroll); Back
// closes it, and a refresh shows it again. Opened by its address, it is a page of its own
// (src/web/app/overlay-routes.tsx; docs/decisions/0055-linkable-dialogs.md).
import { useCallback } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';

/** What an overlay's history entry carries: the page under it, and anything the opener already knew. */
export type OverlayState = { background: Location; extra?: unknown };

export function backgroundOf(location: Location): Location | null {
  const state = location.state as Partial<OverlayState> | null;
  return state?.background && typeof state.background.pathname === 'string' ? state.background : null;
}

/** What the opener passed along; its shape is the opener's and the overlay's agreement. */
export function overlayExtraOf(location: Location): unknown {
  return (location.state as Partial<OverlayState> | null)?.extra;
}

/** Opens `to` over the current page. Under an overlay, the page underneath reads its own location here. */
export function useOpenOverlay() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (to: string, extra?: unknown) => {
      const state: OverlayState = { background: location, extra };
      void navigate(to, { state });
    },
    [location, navigate],
  );
}

/**
 * Leaves an overlay or a page one may have arrived at from elsewhere in the app: back where one came
 * from, or to `fallback` when the page was the first one opened (a link from an email, a new tab).
 */
export function useGoBack(fallback: string) {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    // React Router keys the first entry of a visit 'default': there is nothing of ours to go back to.
    if (location.key === 'default') void navigate(fallback, { replace: true });
    else void navigate(-1);
  }, [location.key, navigate, fallback]);
}
