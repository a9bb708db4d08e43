// /tenancies/{id}: one tenancy for its owner and tenant (and, read-only, its agent): the terms, the
// move-in report, rent, repairs, and notice to the deposit back, each section at its own address.
import { useParams, useSearchParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Link } from '#web/components/link.tsx';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { TENANCY_MESSAGES } from '#shared/contracts/tenancy.ts';
import { useTenancy } from '../api/get-tenancy.ts';
import { ReportProblem } from '../components/report-problem.tsx';
import { TenancyHeader } from '../components/tenancy-header.tsx';
import { TenancyNav } from '../components/tenancy-nav.tsx';
import { TenancySection } from '../components/tenancy-section.tsx';
import { sectionOf } from '../lib/sections.ts';

/** An id as the server takes it: digits, within the column's range. */
const tenancyIdOf = (param: string | undefined) => (param && /^\d{1,9}$/.test(param) ? Number(param) : null);

export default function TenancyPage() {
  const tenancyId = tenancyIdOf(useParams().id);
  return tenancyId === null ? <NotFound /> : <TenancyPageFor tenancyId={tenancyId} />;
}

function TenancyPageFor({ tenancyId }: { tenancyId: number }) {
  const tenancy = useTenancy(tenancyId);
  const [params] = useSearchParams();
  useDocumentTitle(tenancy.data ? `Tenancy: ${tenancy.data.address}` : tenancy.isError ? TENANCY_MESSAGES.notFound : 'Tenancy');
  if (tenancy.isPending) return <LoadingState label="Loading the tenancy..." />;
  if (tenancy.isError) {
    if (tenancy.error instanceof ApiError && (tenancy.error.status === 404 || tenancy.error.status === 403)) return <NotFound />;
    return (
      <div className="container page">
        <h1 className="page-title">Tenancy</h1>
        <ErrorState title="Could not load the tenancy" message={tenancy.error.message} onRetry={() => void tenancy.refetch()} />
      </div>
    );
  }
  const section = sectionOf(params.get('section'), tenancy.data);
  return (
    <div className="container page">
      <TenancyHeader tenancy={tenancy.data} />
      <TenancyNav tenancy={tenancy.data} current={section} />
      <TenancySection tenancy={tenancy.data} section={section} />
      <ReportProblem tenancy={tenancy.data} />
    </div>
  );
}

function NotFound() {
  useDocumentTitle(TENANCY_MESSAGES.notFound);
  return (
    <div className="container page">
      <h1 className="page-title">Tenancy</h1>
      <EmptyState
        icon="shield"
        title={TENANCY_MESSAGES.notFound}
        message="There is no tenancy at this address that your account may see. A tenancy is open to its owner and tenant."
        actions={
          <Link className="btn btn-primary" to={paths.myHomes()}>
            Go to My Homes
          </Link>
        }
      />
    </div>
  );
}
