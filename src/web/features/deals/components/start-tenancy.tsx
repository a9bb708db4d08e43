// A rental deal that reached Moved in becomes a tenancy in Gruha (its terms from the deal's saved
// rental agreement): its owner or tenant starts it here and lands on the tenancy's page.
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { TENANCY_PAGES, TENANCY_PATHS, type TStartTenancyResponse } from '#shared/contracts/tenancy.ts';
import { apiPost } from '#web/lib/api-client.ts';
import styles from './deals.module.css';

export function StartTenancy({ dealId }: { dealId: number }) {
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: () => apiPost<TStartTenancyResponse>(TENANCY_PATHS.fromDeal, { dealId }),
    onSuccess: ({ tenancyId }) => void navigate(TENANCY_PAGES.tenancy(tenancyId)),
  });
  return (
    <section className={styles.section} aria-labelledby={`deal-${dealId}-tenancy`}>
      <h3 id={`deal-${dealId}-tenancy`}>After the keys</h3>
      <p className={styles.muted}>Keep the tenancy in Gruha: the agreed terms, the move-in report, rent receipts, repairs and the deposit back.</p>
      <button type="button" className="btn btn-primary btn-sm" disabled={start.isPending} onClick={() => start.mutate()}>
        Start the tenancy
      </button>
      {start.error && (
        <p className="field-error" role="alert">
          {start.error.message}
        </p>
      )}
    </section>
  );
}
