// On a home's page, for a house-hunter: the visit windows its poster offers (Hyderabad time) and
// asking for a visit in one of them.
import { useState, type SubmitEvent } from 'react';
import { WEEKDAYS, type TVisitSlot } from '#shared/contracts/visit.ts';
import { Link } from '#web/components/link.tsx';
import { useRequestVisit } from '../api/visits.ts';
import { conversationPaths } from '../paths.ts';
import { fieldErrorsOf } from './field-errors.ts';
import styles from './conversations.module.css';

export const describeSlot = (slot: TVisitSlot) => `${slot.date ?? `Every ${WEEKDAYS[slot.weekday ?? 0]}`}, ${slot.starts}–${slot.ends}`;

export function VisitRequest({ propertyId, slots, needSignIn }: { propertyId: number; slots: TVisitSlot[]; needSignIn(): boolean }) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const request = useRequestVisit(propertyId);
  function submit(event: SubmitEvent) {
    event.preventDefault();
    if (needSignIn()) return;
    request.mutate({ date, time });
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
      ) : (
        <form className={styles.row} onSubmit={submit} noValidate>
          <label>
            Visit date <input className="input" type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
          </label>
          <label>
            Visit time <input className="input" type="time" required value={time} onChange={(e) => setTime(e.target.value)} />
          </label>
          <button type="submit" className="btn btn-primary" disabled={request.isPending}>
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
