// An admin's decision on the person a conversation report is about: suspend them (with a reason, kept in
// the history) or close the report with no action.
import { useDecideOnPerson } from '../api/use-decide-on-person.ts';
import { ReasonedDecision } from './reasoned-decision.tsx';

export function PersonActions({ reportId, reportedName }: { reportId: number; reportedName: string }) {
  const decide = useDecideOnPerson(reportId);
  return (
    <ReasonedDecision
      label={`Decision on ${reportedName}`}
      reasonLabel="Reason for a suspension"
      choices={[
        { action: 'suspend', label: `Suspend ${reportedName}`, className: 'btn btn-danger', needsReason: true },
        { action: 'dismiss', label: 'Close, no action', className: 'btn', needsReason: false },
      ]}
      isPending={decide.isPending}
      error={decide.error}
      onDecide={(action, reason) => decide.mutate({ action, reason })}
    />
  );
}
