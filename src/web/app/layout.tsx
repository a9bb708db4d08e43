import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AuthDialogs } from '../features/auth/components/auth-dialogs.tsx';
import { Header } from './header/header.tsx';
import styles from './layout.module.css';
import { PostPropertyProvider, usePostProperty } from './post-property-state.tsx';

const PostPropertyDialog = lazy(() => import('../features/listings/components/post-property-dialog.tsx'));

function PostPropertyHost() {
  const { isOpen, close } = usePostProperty();
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <PostPropertyDialog isOpen={isOpen} onClose={close} />
    </Suspense>
  );
}

export function Layout() {
  return (
    <PostPropertyProvider>
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <Header />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <div className="container">© Gruha · Homes in Hyderabad · Zero brokerage</div>
      </footer>
      <AuthDialogs />
      <PostPropertyHost />
      <ScrollRestoration />
    </div>
    </PostPropertyProvider>
  );
}
