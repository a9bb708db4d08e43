// /account-deleted: where deleting one's account ends, signed out.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Link } from '#web/components/link.tsx';
import { EmptyState } from '#web/components/states.tsx';
import { useSession } from '#web/features/auth/session.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

export default function AccountDeletedPage() {
  useDocumentTitle('Account deleted');
  const { isAuthenticated, signOut } = useSession();
  const state: unknown = useLocation().state;
  const followsDeletion = typeof state === 'object' && state !== null && 'accountDeleted' in state;
  // The session's token stopped working with the deletion: end it here.
  useEffect(() => {
    if (followsDeletion && isAuthenticated) signOut();
  }, [followsDeletion, isAuthenticated, signOut]);
  return (
    <div className="container page">
      <h1 className="page-title">Your account has been deleted</h1>
      <EmptyState
        icon="check"
        title="You have been signed out everywhere"
        message="What other people keep, such as deals, conversations and rent receipts, shows you as a deleted account."
        actions={
          <Link to={paths.home()} className="btn btn-primary">
            Go to the home page
          </Link>
        }
      />
    </div>
  );
}
