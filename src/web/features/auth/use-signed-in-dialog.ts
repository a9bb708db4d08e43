// A dialog at an address of its own (lib/dialog-address.tsx) that only a signed-in person may open:
// a visitor who arrives at its address, or asks for it, is asked to sign in first and gets the
// dialog after.
import { useCallback, useEffect } from 'react';
import { useDialogAddress } from '#web/lib/dialog-address.tsx';
import { useRequireSignIn } from './require-sign-in.ts';
import { useSession } from './session.tsx';

/** `why`: the login dialog's notice, saying what signing in is for. */
export function useSignedInDialog(name: string, why: string) {
  const dialog = useDialogAddress(name);
  const { isAuthenticated, isKnown, openAuthDialog } = useSession();
  const { isOpen, open, close } = dialog;

  useEffect(() => {
    if (!isOpen || !isKnown || isAuthenticated) return;
    close();
    openAuthDialog('login', why, open);
  }, [isOpen, isKnown, isAuthenticated, close, open, openAuthDialog, why]);

  const requireSignIn = useRequireSignIn();
  const request = useCallback(() => requireSignIn(why, open), [requireSignIn, open, why]);
  return { ...dialog, isOpen: isOpen && isAuthenticated, open: request };
}
