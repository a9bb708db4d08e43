// Notice, renewal and move-out: the notice and its last day, the move-out report beside the move-in
// one room by room, and the deposit's settlement.
import type { TTenancy } from '#shared/contracts/tenancy.ts';
import { ConditionReportPanel } from './condition-report-panel.tsx';
import { NoticePanel } from './notice-panel.tsx';
import { ReportCompare } from './report-compare.tsx';
import { SectionFrame } from './section-frame.tsx';
import { SettlementPanel } from './settlement-panel.tsx';
import styles from './tenancy.module.css';

export function MoveOutSection({ tenancy }: { tenancy: TTenancy }) {
  const moveIn = tenancy.reports?.moveIn ?? null;
  const moveOut = tenancy.reports?.moveOut ?? null;
  const isLeaving = tenancy.status === 'notice' || tenancy.status === 'moved_out' || tenancy.status === 'ended';
  return (
    <SectionFrame id="tenancy-move-out" title="Notice and move-out">
      <NoticePanel tenancy={tenancy} />
      {isLeaving && (
        <div className={styles.section}>
          <h3 className={styles.sectionTitle}>Move-out report</h3>
          <ConditionReportPanel
            tenancy={tenancy}
            kind="move_out"
            level={4}
            rooms={moveIn && moveOut && <ReportCompare moveIn={moveIn} moveOut={moveOut} />}
          />
        </div>
      )}
      {tenancy.settlement && <SettlementPanel tenancy={tenancy} settlement={tenancy.settlement} />}
    </SectionFrame>
  );
}
