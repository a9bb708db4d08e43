// The session and the auth dialogs' open state, shared by the whole app.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { TSession } from '../../../shared/contracts/auth.ts';
import type { TUser } from '../../../shared/contracts/user.ts';
import { apiPost } from '../../lib/api-client.ts';
import { clearStoredSession, readStoredSession, storeSession } from './session-storage.ts';

export type AuthDialog = 'login' | 'register' | 'create-account' | 'profile' | null;

type SessionValue = {
  user: TUser | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  signIn(session: TSession): void;
  signOut(): void;
  authDialog: AuthDialog;
  openAuthDialog(dialog: Exclude<AuthDialog, null>): void;
  closeAuthDialog(): void;
};

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<{ token: string; user: TUser } | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [authDialog, setAuthDialog] = useState<AuthDialog>(null);

  useEffect(() => {
    setSession(readStoredSession());
    setIsLoading(false);
  }, []);

  const signIn = useCallback((next: TSession) => {
    storeSession(next.token, next.user);
    setSession(next);
    setAuthDialog(null);
  }, []);

  const signOut = useCallback(() => {
    // Revoke on the server too; the local session ends whatever the answer.
    void apiPost('/api/auth/logout').catch(() => undefined);
    clearStoredSession();
    setSession(null);
    setAuthDialog(null);
  }, []);

  const value = useMemo<SessionValue>(
    () => ({
      user: session?.user ?? null,
      token: session?.token ?? null,
      isAuthenticated: session !== null,
      isLoading,
      signIn,
      signOut,
      authDialog,
      openAuthDialog: setAuthDialog,
      closeAuthDialog: () => setAuthDialog(null),
    }),
    [session, isLoading, signIn, signOut, authDialog],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
