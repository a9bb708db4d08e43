// The post-property action lives in the header, the Sell menu, Home, My Properties and Owner Plans:
// signed in, it opens the form at its own address over the page (/post-property); otherwise the login
// dialog (spec section 2: post needs login).
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { useOpenOverlay } from '#web/lib/overlay.ts';
import { useSession } from '../auth/session.tsx';

export function usePostProperty() {
  const { isAuthenticated, openAuthDialog } = useSession();
  const openOverlay = useOpenOverlay();
  const { pathname } = useLocation();
  const requestPost = useCallback(() => {
    if (!isAuthenticated) openAuthDialog('login', 'Please log in to post a property.');
    // On the form's own page the form is already open.
    else if (pathname !== paths.postProperty()) openOverlay(paths.postProperty());
  }, [isAuthenticated, openAuthDialog, openOverlay, pathname]);
  return { requestPost };
}
