// Repairs: the tenant asks, the owner acknowledges, schedules and marks done, the tenant confirms
// or reopens; open requests first, every step kept.
import { EmptyState } from '#web/components/states.tsx';
import type { TTenancy } from '#shared/contracts/tenancy.ts';
import { sideOf } from '../lib/viewer.ts';
import { RaiseRepairForm } from './raise-repair-form.tsx';
import { RepairCard } from './repair-card.tsx';
import { SectionFrame } from './section-frame.tsx';
import styles from './tenancy.module.css';

const isClosed = (status: string) => status === 'confirmed';

export function RepairsSection({ tenancy }: { tenancy: TTenancy }) {
  const side = sideOf(tenancy);
  const repairs = tenancy.repairs ?? [];
  const open = repairs.filter((repair) => !isClosed(repair.status));
  const closed = repairs.filter((repair) => isClosed(repair.status));
  return (
    <SectionFrame id="tenancy-repairs" title="Repairs">
      {side === 'tenant' && <RaiseRepairForm tenancyId={tenancy.id} />}
      <h3 className={styles.sectionTitle}>Open requests</h3>
      {open.length === 0 ? (
        <EmptyState
          icon="check"
          title="No open repair requests"
          message={side === 'tenant' ? 'Ask for a repair above; the owner is told at once.' : undefined}
        />
      ) : (
        <div className={styles.cards}>
          {open.map((repair) => (
            <RepairCard key={repair.id} tenancyId={tenancy.id} repair={repair} side={side} />
          ))}
        </div>
      )}
      {closed.length > 0 && (
        <>
          <h3 className={styles.sectionTitle}>Done</h3>
          <div className={styles.cards}>
            {closed.map((repair) => (
              <RepairCard key={repair.id} tenancyId={tenancy.id} repair={repair} side={side} />
            ))}
          </div>
        </>
      )}
    </SectionFrame>
  );
}
