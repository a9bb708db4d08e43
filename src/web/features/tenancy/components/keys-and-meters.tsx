// The keys handed over and the meter readings, part of a condition report being filled in.
import type { ReportDraft } from '../lib/report-draft.ts';
import styles from './tenancy.module.css';

export function KeysAndMeters({ draft, onChange }: { draft: ReportDraft; onChange(draft: ReportDraft): void }) {
  const setKey = (index: number, patch: Partial<ReportDraft['keys'][number]>) =>
    onChange({ ...draft, keys: draft.keys.map((key, i) => (i === index ? { ...key, ...patch } : key)) });
  return (
    <fieldset className={`card ${styles.panel} ${styles.room}`}>
      <legend className={styles.legend}>Keys, meters and notes</legend>
      {draft.keys.map((key, index) => (
        <div key={index} className={styles.item}>
          <label className="field">
            <span className="field-label">Key {index + 1}</span>
            <input className="input" value={key.label} onChange={(event) => setKey(index, { label: event.target.value })} />
          </label>
          <label className="field">
            <span className="field-label">
              How many<span className="visually-hidden"> of key {index + 1}</span>
            </span>
            <input
              className="input"
              inputMode="numeric"
              value={key.count}
              onChange={(event) => setKey(index, { count: event.target.value.replace(/\D/g, '') })}
            />
          </label>
        </div>
      ))}
      <button type="button" className="btn btn-sm btn-ghost" onClick={() => onChange({ ...draft, keys: [...draft.keys, { label: '', count: '1' }] })}>
        Add a key
      </button>
      <div className="form-grid">
        <label className="field">
          <span className="field-label">Electricity meter reading</span>
          <input
            className="input"
            value={draft.meters.electricity}
            maxLength={40}
            onChange={(event) => onChange({ ...draft, meters: { ...draft.meters, electricity: event.target.value } })}
          />
        </label>
        <label className="field">
          <span className="field-label">Water meter reading</span>
          <input
            className="input"
            value={draft.meters.water}
            maxLength={40}
            onChange={(event) => onChange({ ...draft, meters: { ...draft.meters, water: event.target.value } })}
          />
        </label>
        <label className="field span-2">
          <span className="field-label">Notes</span>
          <textarea
            className="input"
            rows={3}
            value={draft.notes}
            maxLength={2000}
            onChange={(event) => onChange({ ...draft, notes: event.target.value })}
          />
        </label>
      </div>
    </fieldset>
  );
}
