// On a home's page, for a house-hunter: the visit windows its poster offers (Hyderabad time) and
// asking for a visit at one of the times they hold (visit-times.ts), picked from lists, not typed.
import { useId, useMemo, useState, type SubmitEvent } from 'react';
import { WEEKDAYS, type TVisitSlot } from '#shared/contracts/visit.ts';
import { upcomingVisitTimes } from '#shared/visit-times.ts';
import { Link } from '#web/components/link.tsx';
import { useRequestVisit } from '../api/visits.ts';
import { conversationPaths } from '../paths.ts';
import { fieldErrorsOf } from './field-errors.ts';
import styles from './conversations.module.css';

export const describeSlot = (slot: TVisitSlot) => `${slot.date ?? `Every ${WEEKDAYS[slot.weekday ?? 0]}`}, ${slot.starts}–${slot.ends}`;

/** `whenSignedIn`: runs the request for a signed-in person, or once a visitor has signed in. */
export function VisitRequest({
  propertyId,
  slots,
  whenSignedIn,
}: {
  propertyId: number;
  slots: TVisitSlot[];
  whenSignedIn(request: () => void): void;
}) {
  const ids = useId();
  const days = useMemo(() => upcomingVisitTimes(slots, new Date()), [slots]);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const times = days.find((day) => day.date === date)?.times ?? [];
  const dayLabel = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const request = useRequestVisit(propertyId);
  function submit(event: SubmitEvent) {
    event.preventDefault();
    whenSignedIn(() => request.mutate({ date, time }));
  }
  const errors = fieldErrorsOf(request.error);
  return (
    <section className={styles.panel} aria-labelledby="visit-times">
      <h2 id="visit-times" className={styles.panelTitle}>
        Visit times (Hyderabad time)
      </h2>
      <ul>
        {slots.map((slot) => (
          <li key={slot.id}>{describeSlot(slot)}</li>
        ))}
      </ul>
      {request.isSuccess ? (
        <p className="banner banner-success" role="status">
          Visit requested. The poster has 24 hours to answer. <Link to={conversationPaths.visits()}>See your visits</Link>
        </p>
      ) : days.length === 0 ? (
        <p className={styles.muted}>No visit times in the next two weeks. Write to the poster to ask for one.</p>
      ) : (
        <form className={styles.row} onSubmit={submit} noValidate>
          <label htmlFor={`${ids}-day`}>Visit day</label>
          <select
            id={`${ids}-day`}
            className="input"
            required
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              setTime('');
            }}
          >
            <option value="">Choose a day</option>
            {days.map((day) => (
              <option key={day.date} value={day.date}>
                {dayLabel(day.date)}
              </option>
            ))}
          </select>
          <label htmlFor={`${ids}-time`}>Visit time</label>
          <select id={`${ids}-time`} className="input" required value={time} disabled={date === ''} onChange={(e) => setTime(e.target.value)}>
            <option value="">Choose a time</option>
            {times.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn-primary" disabled={request.isPending || time === ''}>
            Request a visit
          </button>
          {request.isError && (
            <p className="field-error" role="alert">
              {errors.date ?? errors.time ?? request.error.message}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
