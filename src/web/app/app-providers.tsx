// What wraps every page, in the browser and on the server alike (the server's first view must be
// the same tree the browser hydrates); only the router differs, so it comes from the caller.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { ToastProvider } from '../components/toast.tsx';
import { SessionProvider } from '../features/auth/session.tsx';
import { AppRoutes } from './router.tsx';

type AppProps = {
  queryClient: QueryClient;
  router: (props: { children: ReactNode }) => ReactNode;
  /** The server renders this first view, or the browser hydrates it: no stored session is read yet (see SessionProvider). */
  isServerRendered?: boolean;
};

export function App(props: AppProps) {
  return (
    <AppProviders {...props}>
      <AppRoutes />
    </AppProviders>
  );
}

/** The app's providers around any content: the app's routes, or one component a test renders alone (src/web/test/render.tsx). */
export function AppProviders({ queryClient, router: Router, isServerRendered = false, children }: AppProps & { children: ReactNode }) {
  // A server-rendered page shows before the app takes it over and answers clicks: this marks the moment
  // (browser tests wait for it after every navigation).
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <StrictMode>
      <Router>
        <QueryClientProvider client={queryClient}>
          <SessionProvider isServerRendered={isServerRendered}>
            <ToastProvider>{children}</ToastProvider>
          </SessionProvider>
        </QueryClientProvider>
      </Router>
    </StrictMode>
  );
}
