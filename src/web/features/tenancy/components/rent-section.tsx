// Rent: where it is paid, the dues the tenant can pay now (UPI link and QR code, then marked paid),
// the ledger with the owner's confirmations and receipts, and the yearly statement for HRA.
import { EmptyState } from '#web/components/states.tsx';
import type { TTenancy } from '#shared/contracts/tenancy.ts';
import { TDS_ON_RENT } from '#shared/tenancy/legal-rules.ts';
import { DuesTable } from './dues-table.tsx';
import { LegalNote } from './legal-note.tsx';
import { PayDue } from './pay-due.tsx';
import { PayeePanel } from './payee-panel.tsx';
import { SectionFrame } from './section-frame.tsx';
import { StatementPanel } from './statement-panel.tsx';
import styles from './tenancy.module.css';

export function RentSection({ tenancy }: { tenancy: TTenancy }) {
  const dues = tenancy.dues ?? [];
  const isOwner = tenancy.viewerRole === 'owner';
  // The tenant pays what is due or overdue, and may pay the next month ahead.
  const open = dues.filter((due) => due.status === 'due' || due.status === 'overdue');
  const nextUpcoming = dues.find((due) => due.status === 'upcoming');
  const payable = tenancy.viewerRole === 'tenant' ? [...open, ...(nextUpcoming ? [nextUpcoming] : [])] : [];
  return (
    <SectionFrame id="tenancy-rent" title="Rent">
      <PayeePanel tenancyId={tenancy.id} payee={tenancy.payee} isOwner={isOwner} />
      {(dues.some((due) => due.tds > 0) || (tenancy.terms?.rent ?? 0) > TDS_ON_RENT.monthlyThreshold) && <LegalNote rule={TDS_ON_RENT} />}
      {payable.length > 0 && (
        <div className={styles.section}>
          <h3 className={styles.sectionTitle}>To pay</h3>
          <div className={styles.cards}>
            {payable.map((due) => (
              <PayDue key={due.period} tenancyId={tenancy.id} due={due} />
            ))}
          </div>
        </div>
      )}
      <h3 className={styles.sectionTitle}>Dues and receipts</h3>
      {dues.length === 0 ? (
        <EmptyState icon="rupee" title="No dues yet" message="Dues are drawn from the terms once both sides have accepted them." />
      ) : (
        <DuesTable tenancyId={tenancy.id} dues={dues} isOwner={isOwner} />
      )}
      {tenancy.terms && <StatementPanel tenancyId={tenancy.id} terms={tenancy.terms} />}
    </SectionFrame>
  );
}
