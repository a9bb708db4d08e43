// Actions only a signed-in person may take (ask for a visit, report, see a phone number): asked of a
// visitor, they open the login dialog and are done once the visitor has signed in.
import { useCallback } from 'react';
import { readStoredToken } from '#web/lib/session-storage.ts';
import { useOpenAuthDialog } from './session.tsx';

/**
 * `requireSignIn(why, action)`: `action` now for a signed-in person, else the login dialog saying
 * `why`, and `action` after signing in from it. Signed in is a stored session, not the session's state:
 * on a page the server rendered, the state reads the stored session only once the app has taken the page
 * over, and a person who acts before that is still signed in (their requests carry the stored token).
 */
export function useRequireSignIn(): (why: string, action: () => void) => void {
  const openAuthDialog = useOpenAuthDialog();
  return useCallback((why, action) => (readStoredToken() === null ? openAuthDialog('login', why, action) : action()), [openAuthDialog]);
}
