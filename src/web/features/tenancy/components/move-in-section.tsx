// The move-in report: the home's condition when the tenant moved in, the record the deposit is
// settled against at move-out.
import type { TTenancy } from '#shared/contracts/tenancy.ts';
import { ConditionReportPanel } from './condition-report-panel.tsx';
import { SectionFrame } from './section-frame.tsx';

export function MoveInSection({ tenancy }: { tenancy: TTenancy }) {
  return (
    <SectionFrame id="tenancy-move-in" title="Move-in report">
      <ConditionReportPanel tenancy={tenancy} kind="move_in" level={3} />
    </SectionFrame>
  );
}
