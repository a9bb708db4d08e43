// Pages that need a sign-in or a role (spec section 2; no silent dead ends).
// A visitor stays on the page's address and gets the login dialog saying why, so signing in shows
// the page they asked for; a signed-in user without the role is told the page is not for them.
// Loaded with the first guarded page (router.tsx): a visitor's first view has none.
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '../components/link.tsx';
import type { TRole } from '#shared/contracts/user.ts';
import { useSession } from '../features/auth/session.tsx';
import { EmptyState, LoadingState } from '../components/states.tsx';
import { paths } from './paths.ts';

type GuardProps = {
  /** Omitted: any signed-in user may see the page. */
  roles?: TRole[];
  /** The page's name as the login notice and the refusal speak of it ('My Deals'). */
  pageName?: string;
  children: ReactNode;
};

const loginNoticeFor = (pageName: string) => `Please log in to see ${pageName}.`;

const whoMay = (roles: TRole[]) => (roles.includes('AGENT') ? 'agents and admins' : 'admins');

/** Where each role's own work is, offered from a page that is not for them. */
const ownPage: Record<TRole, { label: string; to: string }> = {
  USER: { label: 'My Deals', to: paths.myDeals() },
  AGENT: { label: 'Agent Dashboard', to: paths.agentDashboard() },
  ADMIN: { label: 'Admin Dashboard', to: paths.adminDeals() },
};

function SignInNeeded({ pageName }: { pageName: string }) {
  const { openAuthDialog, authDialog } = useSession();
  const notice = loginNoticeFor(pageName);
  // Once per visit: closing the dialog leaves the page's own Login button, not a dialog that returns.
  // A dialog already open on arrival keeps its own words ('Your session has ended...').
  const wasDialogOpen = useRef(authDialog !== null);
  useEffect(() => {
    if (!wasDialogOpen.current) openAuthDialog('login', notice);
  }, [openAuthDialog, notice]);
  return (
    <div className="container page">
      <h1 className="page-title">{pageName}</h1>
      <EmptyState
        icon="key"
        title="Please log in"
        message={notice}
        actions={
          authDialog === null && (
            <button type="button" className="btn btn-primary" onClick={() => openAuthDialog('login', notice)}>
              Login
            </button>
          )
        }
      />
    </div>
  );
}

function NotForYourAccount({ pageName, roles, role }: { pageName: string; roles: TRole[]; role: TRole }) {
  const onward = ownPage[role];
  return (
    <div className="container page">
      <h1 className="page-title">{pageName}</h1>
      <EmptyState
        icon="shield"
        title="This page is not for your account"
        message={`${pageName} is only for ${whoMay(roles)}. Your own pages are in the menu under your name.`}
        actions={
          <>
            <Link className="btn btn-primary" to={onward.to}>
              Go to {onward.label}
            </Link>
            <Link className="btn" to={paths.home()}>
              Go to Home
            </Link>
          </>
        }
      />
    </div>
  );
}

export default function RequireRole({ roles, pageName = 'this page', children }: GuardProps) {
  const { user, isLoading, isKnown } = useSession();
  if (isLoading || !isKnown) return <LoadingState label="Checking your session..." />;
  if (!user) return <SignInNeeded pageName={pageName} />;
  if (roles && !roles.includes(user.role)) return <NotForYourAccount pageName={pageName} roles={roles} role={user.role} />;
  return <>{children}</>;
}
