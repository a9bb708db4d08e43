// On a home's page, for its poster: the visit windows offered (weekly or on a date, Hyderabad time),
// whether Get Phone No. shows the number or points people to a conversation, and the visits it had.
import { useId, useState } from 'react';
import { WEEKDAYS, type TListingVisits } from '#shared/contracts/visit.ts';
import { useSaveListingVisits } from '../api/visits.ts';
import { describeSlot } from './visit-request.tsx';
import { fieldErrorsOf } from './field-errors.ts';
import styles from './conversations.module.css';

type Draft = { day: string; starts: string; ends: string };

export function PosterVisitSettings({
  propertyId,
  visits,
  poster,
}: {
  propertyId: number;
  visits: TListingVisits;
  poster: NonNullable<TListingVisits['poster']>;
}) {
  const save = useSaveListingVisits(propertyId);
  const id = useId();
  const [draft, setDraft] = useState<Draft>({ day: '6', starts: '10:00', ends: '13:00' });
  const [date, setDate] = useState('');
  const current = visits.slots.map(({ weekday, date: on, starts, ends }) => ({ weekday, date: on, starts, ends }));
  const add = () => {
    const when = draft.day === 'date' ? { weekday: null, date } : { weekday: Number(draft.day), date: null };
    save.mutate({ slots: [...current, { ...when, starts: draft.starts, ends: draft.ends }] });
  };
  const errors = Object.values(fieldErrorsOf(save.error));
  return (
    <section className={styles.panel} aria-labelledby="poster-visits">
      <h2 id="poster-visits" className={styles.panelTitle}>
        Visits and contact
      </h2>
      <p className={styles.muted}>Visits so far: {poster.visitCount}</p>
      <fieldset>
        <legend>Get Phone No. on this home</legend>
        {(['show', 'conversation'] as const).map((value) => (
          <label key={value} className={styles.row}>
            <input
              type="radio"
              name="phone-visibility"
              checked={poster.phoneVisibility === value}
              onChange={() => save.mutate({ phoneVisibility: value })}
            />
            {value === 'show' ? 'Shows my number' : 'Asks people to message me in Gruha'}
          </label>
        ))}
      </fieldset>
      <h3 className={styles.panelTitle}>Visit times offered (Hyderabad time)</h3>
      {visits.slots.length === 0 ? (
        <p className={styles.muted}>None yet: people cannot ask for a visit.</p>
      ) : (
        <ul>
          {visits.slots.map((slot, index) => (
            <li key={slot.id}>
              {describeSlot(slot)}{' '}
              <button type="button" className="btn btn-sm btn-ghost" onClick={() => save.mutate({ slots: current.filter((_, i) => i !== index) })}>
                Remove <span className="visually-hidden">{describeSlot(slot)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.row}>
        <label htmlFor={`${id}-day`}>Day</label>
        <select id={`${id}-day`} className="input" value={draft.day} onChange={(e) => setDraft({ ...draft, day: e.target.value })}>
          {WEEKDAYS.map((name, i) => (
            <option key={name} value={String(i)}>
              Every {name}
            </option>
          ))}
          <option value="date">On one date</option>
        </select>
        {draft.day === 'date' && (
          <label>
            Date <input id={`${id}-date`} className="input" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </label>
        )}
        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          className="input"
          type="time"
          value={draft.starts}
          onChange={(e) => setDraft({ ...draft, starts: e.target.value })}
        />
        <label htmlFor={`${id}-to`}>To</label>
        <input id={`${id}-to`} className="input" type="time" value={draft.ends} onChange={(e) => setDraft({ ...draft, ends: e.target.value })} />
        <button type="button" className="btn btn-primary" onClick={add} disabled={save.isPending}>
          Add visit time
        </button>
      </div>
      {save.isError && (
        <p className="field-error" role="alert">
          {errors[0] ?? save.error.message}
        </p>
      )}
    </section>
  );
}
