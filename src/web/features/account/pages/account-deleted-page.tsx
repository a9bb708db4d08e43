// /account-deleted: where deleting one's account ends, signed out.
import { ACCOUNT_MESSAGES } from '#shared/contracts/account.ts';
import { paths } from '#web/app/paths.ts';
import { Link } from '#web/components/link.tsx';
import { EmptyState } from '#web/components/states.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

export default function AccountDeletedPage() {
  useDocumentTitle('Account deleted');
  return (
    <div className="container page">
      <EmptyState
        icon="check"
        title="Your account has been deleted"
        message={`${ACCOUNT_MESSAGES.accountClosed} What other people keep shows you as a deleted account.`}
        actions={
          <Link to={paths.home()} className="btn btn-primary">
            Go to the home page
          </Link>
        }
      />
    </div>
  );
}
