// Moving a deal: a stage, a Date of Visit/Update and a Matter of Visit/Note, both required (spec
// section 5). Used by the Actions tab (current and later stages) and by a tracker click (one stage).
import { useState, type SubmitEvent } from 'react';
import { todayInIndia } from '#shared/india-date.ts';
import { stageLabelFor, type TDealKind } from '#shared/deal-kind.ts';
import { DEAL_MESSAGES, type TDealStage } from '#shared/deal-stages.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useNotify } from '#web/components/toast.tsx';
import { useUpdateStage } from '../api/update-stage.ts';
import styles from './deals.module.css';
import { DateInput } from '#web/components/date-input.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { FormActions } from '#web/components/form-actions.tsx';

type SetStageFormProps = { dealId: number; choices: [TDealStage, ...TDealStage[]]; kind?: TDealKind; onDone?: () => void; onCancel?: () => void };

/** The server's own words for a refused move (4xx); a generic failure otherwise (spec section 8). */
export function failureText(error: unknown, fallback: string) {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}

export function SetStageForm({ dealId, choices, kind = 'purchase', onDone, onCancel }: SetStageFormProps) {
  const notify = useNotify();
  const update = useUpdateStage(dealId);
  // The next stage is the usual choice; the current one stays available to log a visit.
  const [stage, setStage] = useState<TDealStage>(choices[1] ?? choices[0]);
  const [date, setDate] = useState(todayInIndia());
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!date || !notes.trim()) {
      setError(DEAL_MESSAGES.stageUpdateRequired);
      return;
    }
    setError(null);
    update.mutate(
      { stage, date, notes: notes.trim() },
      {
        onSuccess: () => {
          notify(DEAL_MESSAGES.stageUpdated);
          setNotes('');
          onDone?.();
        },
        onError: (failure) => setError(failureText(failure, DEAL_MESSAGES.updateStageFailed)),
      },
    );
  }

  return (
    <form className={styles.stageForm} onSubmit={submit} noValidate aria-label="Update deal stage">
      {error && (
        <p className="banner banner-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-grid">
        <FormField label="Next stage">
          {(control) =>
            choices.length > 1 ? (
              <select {...control} className="input" value={stage} onChange={(e) => setStage(e.target.value as TDealStage)}>
                {choices.map((choice) => (
                  <option key={choice} value={choice}>
                    {stageLabelFor(choice, kind)}
                  </option>
                ))}
              </select>
            ) : (
              <input {...control} className="input" value={stageLabelFor(stage, kind)} readOnly />
            )
          }
        </FormField>
        <FormField label="Date of Visit/Update" isRequired>
          {(control) => (
            <DateInput
              {...control}
              className="input"
              value={date}
              onValueChange={(value) => {
                setDate(value);
                setError(null);
              }}
              required
            />
          )}
        </FormField>
        <FormField label="Matter of Visit/Note" isRequired className="span-2">
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={3}
              maxLength={2000}
              value={notes}
              onChange={(e) => {
                setNotes(e.target.value);
                setError(null);
              }}
              required
            />
          )}
        </FormField>
      </div>
      <FormActions submitLabel="Update Stage" pendingLabel="Updating..." isPending={update.isPending} onCancel={onCancel} />
    </form>
  );
}
