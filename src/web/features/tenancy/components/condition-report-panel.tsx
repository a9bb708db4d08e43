// A condition report (move-in or move-out) with what a party can do: fill it in, change it, accept
// it, or add their own notes and photos; once both accept it is locked. It has a PDF.
import type { ReactNode } from 'react';
import { EmptyState } from '#web/components/states.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { TENANCY_MESSAGES, TENANCY_PATHS, type TTenancy, type TReportKind } from '#shared/contracts/tenancy.ts';
import { useAcceptReport } from '../api/tenancy-writes.ts';
import { sideOf } from '../lib/viewer.ts';
import { Disclosure } from './disclosure.tsx';
import { PdfLink } from './pdf-link.tsx';
import { ReportEditor } from './report-editor.tsx';
import { ReportNoteForm } from './report-note-form.tsx';
import { ReportView } from './report-view.tsx';
import styles from './tenancy.module.css';

export const REPORT_NAMES: Record<TReportKind, string> = { move_in: 'move-in report', move_out: 'move-out report' };

type ConditionReportPanelProps = {
  tenancy: TTenancy;
  kind: TReportKind;
  level: 3 | 4;
  /** Shown in place of the report's rooms. */
  rooms?: ReactNode;
};

export function ConditionReportPanel({ tenancy, kind, level, rooms }: ConditionReportPanelProps) {
  const side = sideOf(tenancy);
  const report = kind === 'move_in' ? (tenancy.reports?.moveIn ?? null) : (tenancy.reports?.moveOut ?? null);
  const accept = useAcceptReport(tenancy.id, kind);
  const notify = useNotify();
  const name = REPORT_NAMES[kind];
  if (!report) {
    if (!side) return <EmptyState icon="file" title={`No ${name} yet`} />;
    return (
      <>
        <p className={styles.muted}>No {name} yet. Either side fills it in room by room; the other accepts it or adds their own notes and photos.</p>
        <ReportEditor tenancyId={tenancy.id} kind={kind} report={null} bhk={tenancy.bhk} moveIn={tenancy.reports?.moveIn} onDone={() => undefined} />
      </>
    );
  }
  const hasAccepted = report.acceptances.some((each) => each.side === side);
  return (
    <>
      <div className={styles.actions}>
        {report.isLocked && <span className="badge badge-success">Locked: both sides accepted it</span>}
        {side && !report.isLocked && !hasAccepted && (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(undefined, {
                onSuccess: () => notify(TENANCY_MESSAGES.reportAccepted, 'success'),
                onError: (error) => notify(error.message, 'error'),
              })
            }
          >
            Accept the {name}
          </button>
        )}
        <PdfLink href={TENANCY_PATHS.reportPdf(tenancy.id, kind)} fileName={`tenancy-${tenancy.id}-${kind.replace('_', '-')}-report.pdf`}>
          {`${name.charAt(0).toUpperCase()}${name.slice(1)} PDF`}
        </PdfLink>
      </div>
      <ReportView report={report} level={level} rooms={rooms} />
      {side && !report.isLocked && (
        <>
          <ReportNoteForm tenancyId={tenancy.id} kind={kind} />
          <Disclosure summary={`Change the ${name}`}>
            {(close) => <ReportEditor tenancyId={tenancy.id} kind={kind} report={report} bhk={tenancy.bhk} onDone={close} />}
          </Disclosure>
        </>
      )}
    </>
  );
}
