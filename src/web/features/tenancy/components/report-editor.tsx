// Filling in a condition report: each room's fittings with condition, note and photos; keys handed
// over; meter readings; notes. Saved as a draft either side may change until both accept it.
import { useState, type SubmitEvent } from 'react';
import { useNotify } from '#web/components/toast.tsx';
import {
  ITEM_CONDITIONS,
  MAX_PHOTOS_PER_ITEM,
  TENANCY_MESSAGES,
  ZConditionReportRequest,
  type TConditionReport,
  type TReportKind,
} from '#shared/contracts/tenancy.ts';
import { useSaveReport } from '../api/tenancy-writes.ts';
import { draftOf, requestOf, withAddedItem, withItem, type Condition, type ReportDraft } from '../lib/report-draft.ts';
import { CONDITION_LABELS } from '../lib/tenancy-labels.ts';
import { KeysAndMeters } from './keys-and-meters.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import styles from './tenancy.module.css';

type ReportEditorProps = {
  tenancyId: number;
  kind: TReportKind;
  report: TConditionReport | null;
  bhk: number;
  /** The move-in report, which a new move-out report starts from. */
  moveIn?: TConditionReport | null;
  onDone(): void;
};

export function ReportEditor({ tenancyId, kind, report, bhk, moveIn = null, onDone }: ReportEditorProps) {
  const [draft, setDraft] = useState<ReportDraft>(() => draftOf(report, bhk, kind === 'move_out' ? moveIn : null));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveReport(tenancyId, kind);
  const notify = useNotify();
  const change = (next: ReportDraft) => {
    setDraft(next);
    setProblem(null);
  };
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = requestOf(draft);
    const checked = ZConditionReportRequest.safeParse(request);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Please check the report');
      return;
    }
    save.mutate(request, {
      onSuccess: () => {
        notify(TENANCY_MESSAGES.reportSaved, 'success');
        onDone();
      },
      onError: (error) => setProblem(error.message),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={save.isPending}>
      {draft.rooms.map((room, roomIndex) => (
        <fieldset key={room.name} className={`card ${styles.panel} ${styles.room}`}>
          <legend className={styles.legend}>{room.name}</legend>
          {room.items.map((item, itemIndex) => {
            const where = `${item.name || 'new fitting'}, ${room.name}`;
            const set = (patch: Partial<typeof item>) => change(withItem(draft, roomIndex, itemIndex, patch));
            return (
              <div key={itemIndex} className={styles.item}>
                {item.isAdded ? (
                  <label className="field">
                    <span className="field-label">
                      Fitting<span className="visually-hidden"> in {room.name}</span>
                    </span>
                    <input className="input" value={item.name} onChange={(event) => set({ name: event.target.value })} />
                  </label>
                ) : (
                  <strong className={styles.itemName}>{item.name}</strong>
                )}
                <label className="field">
                  <span className="field-label">
                    Condition<span className="visually-hidden"> of {where}</span>
                  </span>
                  <select className="input" value={item.condition} onChange={(event) => set({ condition: event.target.value as Condition })}>
                    {ITEM_CONDITIONS.map((condition) => (
                      <option key={condition} value={condition}>
                        {CONDITION_LABELS[condition]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="field">
                  <span className="field-label">
                    Note<span className="visually-hidden"> on {where}</span>
                  </span>
                  <input className="input" value={item.note} maxLength={1000} onChange={(event) => set({ note: event.target.value })} />
                </label>
                <PhotoPicker
                  tenancyId={tenancyId}
                  label={where}
                  photos={item.photos}
                  max={MAX_PHOTOS_PER_ITEM}
                  onChange={(photos) => set({ photos })}
                />
              </div>
            );
          })}
          <button type="button" className="btn btn-sm btn-ghost" onClick={() => change(withAddedItem(draft, roomIndex))}>
            Add a fitting<span className="visually-hidden"> to {room.name}</span>
          </button>
        </fieldset>
      ))}
      <KeysAndMeters draft={draft} onChange={change} />
      {problem && (
        <p className="banner banner-error" role="alert">
          {problem}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save the report'}
        </button>
      </div>
    </form>
  );
}
