// An admin's decision on one listing. Verify and dismiss need no words; hide, warn and suspend tell
// the poster why, so they need a reason.
import { ACTIONS_NEEDING_REASON, type TModerationAction } from '#shared/contracts/moderation.ts';
import { useDecide } from '../api/use-decide.ts';
import { ReasonedDecision, type DecisionChoice } from './reasoned-decision.tsx';

const choice = (action: TModerationAction, label: string, className: string): DecisionChoice<TModerationAction> => ({
  action,
  label,
  className,
  needsReason: ACTIONS_NEEDING_REASON.includes(action),
});

const CHOICES = [
  choice('verify', 'Verify', 'btn btn-primary'),
  choice('dismiss', 'Dismiss', 'btn'),
  choice('hide', 'Hide', 'btn btn-danger'),
  choice('warn', 'Warn poster', 'btn'),
  choice('suspend', 'Suspend poster', 'btn btn-danger'),
];

export function DecisionActions({ propertyId, title }: { propertyId: number; title: string }) {
  const decide = useDecide(propertyId);
  return (
    <ReasonedDecision
      label={`Decision on ${title}`}
      reasonLabel="Reason (told to the poster)"
      reasonHint="Needed to hide, warn or suspend."
      choices={CHOICES}
      isPending={decide.isPending}
      error={decide.error}
      onDecide={(action, reason) => decide.mutate({ action, reason })}
    />
  );
}
