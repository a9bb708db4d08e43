// Offered when deleting an agent is refused for active deals: move them to another active agent
// (POST /api/users/{id}/reassign-deals).
import { useState, type SubmitEvent } from 'react';
import type { TUser } from '#shared/contracts/user.ts';
import { useAgents } from '../api/use-agents.ts';
import { useReassignDeals } from '../api/use-reassign-deals.ts';
import { failureMessage } from '../lib/failure-message.ts';
import styles from './reassign-deals-form.module.css';
import { EmailText } from '#web/components/email-text.tsx';
import { FormField } from '#web/components/form-field.tsx';

type ReassignDealsFormProps = { fromAgent: TUser; onReassigned(message: string): void };

export function ReassignDealsForm({ fromAgent, onReassigned }: ReassignDealsFormProps) {
  const agents = useAgents('');
  const reassign = useReassignDeals();
  const [toAgentId, setToAgentId] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const choices = (agents.data ?? []).filter((agent) => agent.id !== fromAgent.id && agent.isActive);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!toAgentId) {
      setFailure('Please choose an agent');
      return;
    }
    setFailure(null);
    try {
      const answer = await reassign.mutateAsync({ fromAgentId: fromAgent.id, toAgentId: Number(toAgentId) });
      onReassigned(answer.message ?? `${answer.data.reassigned} deals reassigned.`);
    } catch (error) {
      setFailure(failureMessage(error, { failed: 'Failed to reassign deals', error: 'Error reassigning deals' }));
    }
  };

  return (
    <form onSubmit={submit} className={styles.form}>
      <FormField label="Reassign their active deals to" error={failure ?? undefined} isErrorAnnounced>
        {(control) => (
          <select {...control} className="input" value={toAgentId} onChange={(event) => setToAgentId(event.target.value)} disabled={agents.isLoading}>
            <option value="">{agents.isLoading ? 'Loading agents...' : choices.length ? 'Choose an agent' : 'No other active agent'}</option>
            {choices.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.firstName} {agent.lastName} (<EmailText email={agent.email} />)
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary btn-sm" disabled={reassign.isPending || choices.length === 0}>
          {reassign.isPending ? 'Reassigning...' : 'Reassign deals'}
        </button>
      </div>
    </form>
  );
}
