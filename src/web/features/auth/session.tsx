// The session and the auth dialogs' open state, shared by the whole app.
import { useQueryClient } from '@tanstack/react-query';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { TSession } from '#shared/contracts/auth.ts';
import type { TUser } from '#shared/contracts/user.ts';
import { ApiError, apiGet, apiPost, onTokenRefused } from '#web/lib/api-client.ts';
import { clearStoredSession, readStoredSession, readStoredToken, storeSession } from '#web/lib/session-storage.ts';

export type AuthDialog = 'login' | 'register' | 'create-account' | 'profile' | null;

type SessionValue = {
  user: TUser | null;
  token: string | null;
  isAuthenticated: boolean;
  /** True while a stored session is being confirmed with the server (guarded pages wait for it). */
  isLoading: boolean;
  /**
   * False only while a page the server rendered is being taken over, before the stored session is
   * read: the account area then keeps its place without showing either state.
   */
  isKnown: boolean;
  signIn(session: TSession): void;
  signOut(): void;
  authDialog: AuthDialog;
  /** Why the login dialog asks for a sign-in (a page or action needs it, or the session ended), if it says. */
  loginNotice: string | null;
  /**
   * `notice`: why the user is asked to log in (a page or action needs it), shown at the top of the login
   * dialog. `afterSignIn`: what to do once they have signed in from it; closing the dialog drops it.
   */
  openAuthDialog(dialog: Exclude<AuthDialog, null>, notice?: string, afterSignIn?: () => void): void;
  closeAuthDialog(): void;
};

type StoredSession = { token: string; user: TUser };

const SESSION_ENDED_NOTICE = 'Your session has ended. Please log in again.';

const SessionContext = createContext<SessionValue | null>(null);
/** Who reads, alone: what lists of cards need, so a dialog opening does not render every card again. */
const SessionUserContext = createContext<TUser | null>(null);
/** Opening an auth dialog, alone: a stable function, so its users do not render again as dialogs come and go. */
const AuthDialogOpenerContext = createContext<SessionValue['openAuthDialog']>(() => undefined);

/**
 * `isServerRendered`: the page is rendered by the server (as a visitor sees it) or hydrated from that.
 * The first render in the browser must match the server's, so the stored session is read just after,
 * as a transition: React then finishes taking over the page (its lazily loaded part too) before it
 * shows the signed-in view, instead of throwing the server's HTML away and rendering that part again.
 */
export function SessionProvider({ children, isServerRendered = false }: { children: ReactNode; isServerRendered?: boolean }) {
  // Otherwise read synchronously, so the first paint already shows the signed-in header.
  const [session, setSession] = useState<StoredSession | null>(() => (isServerRendered ? null : readStoredSession()));
  const [isLoading, setIsLoading] = useState(() => session !== null);
  const [isKnown, setIsKnown] = useState(!isServerRendered);
  const [authDialog, setAuthDialog] = useState<AuthDialog>(null);
  const [loginNotice, setLoginNotice] = useState<string | null>(null);
  /** The token the start-up check is confirming: its refusal ends the session without a word. */
  const confirmingToken = useRef<string | null>(null);
  const queryClient = useQueryClient();
  /**
   * What the person asked for when the dialog opened (a home to shortlist), done at sign-in. Held here,
   * not by the control that asked: that may render anew meanwhile (a page the server rendered being
   * taken over), and its own state with it.
   */
  const afterSignIn = useRef<(() => void) | null>(null);

  /** Set when a session ends: its queries are reset once the signed-out state is on screen. */
  const hasSessionEnded = useRef(false);

  const endSession = useCallback(() => {
    clearStoredSession();
    setSession(null);
    hasSessionEnded.current = true;
  }, []);

  // Nothing fetched for the signed-in user may stay on screen after the session ends. Reset after the
  // signed-out render (this effect runs after its children's): queries only a signed-in person may
  // make are disabled by then, so resetting does not send them again without a token (a 401 each).
  useEffect(() => {
    if (session !== null || !hasSessionEnded.current) return;
    hasSessionEnded.current = false;
    void queryClient.resetQueries();
  }, [session, queryClient]);

  // Opening is a transition: the click that asked paints at once, and loading and rendering the
  // dialog (its code comes on first use) follow it instead of holding that frame back (INP).
  const openAuthDialog = useCallback((dialog: AuthDialog, notice?: string, then?: () => void) => {
    if (dialog === null) afterSignIn.current = null;
    else if (then) afterSignIn.current = then;
    const open = () => {
      setLoginNotice(notice ?? null);
      setAuthDialog(dialog);
    };
    if (dialog) startTransition(open);
    else open();
  }, []);

  useEffect(() => {
    if (!isServerRendered) return;
    const stored = readStoredSession();
    startTransition(() => {
      setIsKnown(true);
      if (!stored) return;
      setSession(stored);
      setIsLoading(true);
    });
  }, [isServerRendered]);

  // A stored token may have expired or been revoked (sign-out elsewhere ends every session):
  // confirm it once, refresh the stored user (a role may have changed), drop it if refused.
  useEffect(() => {
    if (!isLoading) return;
    const controller = new AbortController();
    const confirming = readStoredToken();
    confirmingToken.current = confirming;
    apiGet<TUser>('/api/auth/me', controller.signal)
      .then((user) => {
        const stored = readStoredSession();
        // Signed out meanwhile, or signed in anew (another tab): this user is the old token's, and
        // what is stored now stands.
        if (stored?.token !== confirming) {
          setSession(stored);
          return;
        }
        storeSession(stored.token, user);
        setSession({ token: stored.token, user });
      })
      .catch((error: unknown) => {
        // Only the stored items: what loaded meanwhile was answered as to a visitor, and a server-
        // rendered page keeps its data instead of flashing back to loading.
        if (error instanceof ApiError && error.status === 401) {
          clearStoredSession();
          setSession(null);
        }
      })
      .finally(() => {
        confirmingToken.current = null;
        if (!controller.signal.aborted) setIsLoading(false);
      });
    return () => controller.abort();
  }, [isLoading]);

  // Refused later (expired, or revoked by a sign-out elsewhere, an admin's change or a deletion):
  // end the session and ask for a new sign-in, instead of leaving pages failing one by one.
  useEffect(
    () =>
      onTokenRefused((refused) => {
        // A newer sign-in has replaced it, or another request's refusal has already ended it.
        if (refused !== readStoredToken() || refused === confirmingToken.current) return;
        endSession();
        setLoginNotice(SESSION_ENDED_NOTICE);
        setAuthDialog('login');
      }),
    [endSession],
  );

  // Signing in or out in another tab does the same here.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === 'authToken' || event.key === 'user') setSession(readStoredSession());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback(
    (next: TSession) => {
      const then = afterSignIn.current;
      storeSession(next.token, next.user);
      setSession(next);
      openAuthDialog(null);
      // Lists differ per viewer (own listings first, phones shown to agents): fetch them again.
      void queryClient.invalidateQueries();
      then?.();
    },
    [queryClient, openAuthDialog],
  );

  const signOut = useCallback(() => {
    // Revoke on the server too; the local session ends whatever the answer.
    void apiPost('/api/auth/logout').catch(() => undefined);
    endSession();
    openAuthDialog(null);
  }, [endSession, openAuthDialog]);

  const value = useMemo<SessionValue>(
    () => ({
      user: session?.user ?? null,
      token: session?.token ?? null,
      isAuthenticated: session !== null,
      isLoading,
      isKnown,
      signIn,
      signOut,
      authDialog,
      loginNotice,
      openAuthDialog,
      closeAuthDialog: () => openAuthDialog(null),
    }),
    [session, isLoading, isKnown, signIn, signOut, authDialog, loginNotice, openAuthDialog],
  );
  return (
    <SessionContext.Provider value={value}>
      <SessionUserContext.Provider value={value.user}>
        <AuthDialogOpenerContext.Provider value={openAuthDialog}>{children}</AuthDialogOpenerContext.Provider>
      </SessionUserContext.Provider>
    </SessionContext.Provider>
  );
}

/** The signed-in user, or null: unlike useSession, unchanged when a dialog opens or closes. */
export const useSessionUser = (): TUser | null => useContext(SessionUserContext);

/** useSession's openAuthDialog, without following the rest of the session. */
export const useOpenAuthDialog = (): SessionValue['openAuthDialog'] => useContext(AuthDialogOpenerContext);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
