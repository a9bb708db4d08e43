// One visit with what I may do now: accept, decline, propose another time, cancel, mark it done or
// report a problem; and its history.
import { useState } from 'react';
import { VISIT_STATUS_LABELS, type TVisit, type TVisitActionRequest } from '#shared/contracts/visit.ts';
import { formatDayAndTime } from '#shared/format-date.ts';
import { Link } from '#web/components/link.tsx';
import { useVisitAction } from '../api/visits.ts';
import { conversationPaths } from '../paths.ts';
import { ListingCard } from './listing-card.tsx';
import styles from './conversations.module.css';

const LABELS = { accept: 'Accept', decline: 'Decline', cancel: 'Cancel visit', done: 'Mark as visited' } as const;

function Propose({ onSubmit }: { onSubmit(request: TVisitActionRequest): void }) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  return (
    <div className={styles.row}>
      <label>
        New date <input className="input" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </label>
      <label>
        New time <input className="input" type="time" value={time} onChange={(e) => setTime(e.target.value)} />
      </label>
      <button type="button" className="btn btn-sm btn-primary" onClick={() => onSubmit({ action: 'propose', date, time })}>
        Send proposal
      </button>
    </div>
  );
}

function Problem({ onSubmit }: { onSubmit(request: TVisitActionRequest): void }) {
  const [reason, setReason] = useState('');
  return (
    <div className={styles.row}>
      <label>
        What went wrong? <input className="input" value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="button" className="btn btn-sm btn-danger" onClick={() => onSubmit({ action: 'problem', reason })}>
        Send report
      </button>
    </div>
  );
}

export function VisitCard({ visit }: { visit: TVisit }) {
  const act = useVisitAction(visit.id);
  const [form, setForm] = useState<'propose' | 'problem' | null>(null);
  const who = visit.role === 'hunter' ? `with ${visit.otherName} (poster)` : `by ${visit.otherName}`;
  return (
    <li className={styles.visit} aria-label={`Visit to ${visit.listing.title}`}>
      <ListingCard listing={visit.listing} />
      <p>
        <strong>{formatDayAndTime(visit.startsAt)}</strong> · {VISIT_STATUS_LABELS[visit.status]} · {who}
      </p>
      <div className={styles.actions}>
        {visit.actions.map((action) =>
          action === 'propose' || action === 'problem' ? (
            <button
              key={action}
              type="button"
              className="btn btn-sm"
              aria-expanded={form === action}
              onClick={() => setForm(form === action ? null : action)}
            >
              {action === 'propose' ? 'Propose another time' : 'Report a problem'}
            </button>
          ) : (
            <button
              key={action}
              type="button"
              className={`btn btn-sm ${action === 'accept' ? 'btn-primary' : ''}`}
              disabled={act.isPending}
              onClick={() => act.mutate({ action })}
            >
              {LABELS[action]}
            </button>
          ),
        )}
        <Link className="btn btn-sm btn-ghost" to={conversationPaths.conversation(visit.conversationId)}>
          Conversation
        </Link>
      </div>
      {form === 'propose' && <Propose onSubmit={(request) => act.mutate(request)} />}
      {form === 'problem' && <Problem onSubmit={(request) => act.mutate(request)} />}
      {act.isError && (
        <p className="field-error" role="alert">
          {act.error.message}
        </p>
      )}
      <details>
        <summary>History</summary>
        <ul>
          {visit.history.map((h) => (
            <li key={h.at + h.status}>
              {formatDayAndTime(h.at)}: {VISIT_STATUS_LABELS[h.status]} {h.byName ? `by ${h.byName}` : ''} for {formatDayAndTime(h.startsAt)}
              {h.note ? ` (“${h.note}”)` : ''}
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
