// /deals/{id}: a deal's Deal Details as a page of its own, for a link, a bookmark or a refresh. Its
// agent, buyer or tenant, seller or owner, and admins may open it; for anyone else the server answers
// as if there were no such deal, and so does this page, with the way to their own deals.
import { useParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Link } from '#web/components/link.tsx';
import { EmptyState } from '#web/components/states.tsx';
import type { TRole } from '#shared/contracts/user.ts';
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import { useSession } from '#web/features/auth/session.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useDeal } from '../api/get-deal.ts';
import { DealDetails } from '../components/deal-details-dialog.tsx';

const ownDeals: Record<TRole, { label: string; to: string }> = {
  USER: { label: 'My Deals', to: paths.myDeals() },
  AGENT: { label: 'Agent Dashboard', to: paths.agentDashboard() },
  ADMIN: { label: 'Admin Deals', to: paths.adminDeals() },
};

/** A deal id as the server takes it: digits, within the column's range. */
const dealIdOf = (param: string | undefined) => (param && /^\d{1,9}$/.test(param) ? Number(param) : null);

export default function DealPage() {
  const dealId = dealIdOf(useParams().id);
  return dealId === null ? <NoSuchDeal /> : <DealPageFor dealId={dealId} />;
}

function DealPageFor({ dealId }: { dealId: number }) {
  const deal = useDeal(dealId);
  useDocumentTitle(deal.data ? `Deal Details: ${deal.data.propertyTitle}` : deal.isError ? DEAL_MESSAGES.dealNotFound : 'Deal Details');
  return (
    <div className="container page">
      <h1 className="page-title">Deal Details</h1>
      {/* The deal's sections are level 3 headings, as in its dialog; the overview shows the title already. */}
      <h2 className="visually-hidden">{deal.data ? deal.data.propertyTitle : `Deal ${dealId}`}</h2>
      <DealDetails dealId={dealId} notFound={<NotYours />} />
    </div>
  );
}

function NotYours() {
  const { user } = useSession();
  const onward = user ? ownDeals[user.role] : null;
  return (
    <EmptyState
      icon="shield"
      title={DEAL_MESSAGES.dealNotFound}
      message="There is no deal at this address that your account may see. A deal is open to its agent, its buyer or tenant, its seller or owner, and admins."
      actions={
        onward && (
          <Link className="btn btn-primary" to={onward.to}>
            Go to {onward.label}
          </Link>
        )
      }
    />
  );
}

function NoSuchDeal() {
  useDocumentTitle(DEAL_MESSAGES.dealNotFound);
  return (
    <div className="container page">
      <h1 className="page-title">Deal Details</h1>
      <NotYours />
    </div>
  );
}
