// The detail panel of both admin pages (spec section 2): the person's facts, Edit and Delete, and
// (as children) their deals. Focus moves to the name when a person is opened, so keyboard and
// screen-reader users land on what they chose, and on narrow screens it scrolls into view.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { TUser } from '#shared/contracts/user.ts';
import { Icon } from '#web/components/icon.tsx';
import { formatDate } from '#shared/format-date.ts';
import { personTexts, roleLabels, SELF_DELETE_REASON, type PersonKind } from '../lib/person-texts.ts';
import styles from './person-detail.module.css';
import { EmailText } from '#web/components/email-text.tsx';

type PersonDetailProps = {
  person: TUser;
  kind: PersonKind;
  isSelf: boolean;
  onEdit(): void;
  onDelete(): void;
  children: ReactNode;
};

function Fact({ label, value, isWide = false }: { label: string; value: ReactNode; isWide?: boolean }) {
  return (
    <div className={`${styles.fact} ${isWide ? styles.wide : ''}`}>
      <dt>{label}</dt>
      <dd>{value ?? <span className={styles.muted}>Not given</span>}</dd>
    </div>
  );
}

export function PersonDetail({ person, kind, isSelf, onEdit, onDelete, children }: PersonDetailProps) {
  const texts = personTexts[kind];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reasonId = useId();

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: window.matchMedia('(min-width: 1024px)').matches });
    if (!window.matchMedia('(min-width: 1024px)').matches) headingRef.current?.scrollIntoView({ block: 'start' });
  }, [person.id]);

  return (
    <section className={`card ${styles.panel}`} aria-labelledby={`${reasonId}-name`}>
      <div className={styles.head}>
        <div>
          <h2 id={`${reasonId}-name`} className={styles.name} ref={headingRef} tabIndex={-1}>
            {person.firstName} {person.lastName}
          </h2>
          <div className={styles.badges}>
            {kind === 'user' && <span className="badge badge-info">{roleLabels[person.role].one}</span>}
            <span className={`badge ${person.isActive ? styles.active : styles.inactive}`}>{person.isActive ? 'Active' : 'Inactive'}</span>
            {isSelf && <span className="badge">You</span>}
          </div>
        </div>
        <div className={styles.actions}>
          <button type="button" className="btn btn-sm" onClick={onEdit}>
            <Icon name="edit" size={16} /> {texts.editTitle}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-danger"
            onClick={onDelete}
            disabled={isSelf}
            aria-describedby={isSelf ? reasonId : undefined}
          >
            <Icon name="trash" size={16} /> {texts.deleteTitle}
          </button>
          {isSelf && (
            <p id={reasonId} className={styles.reason}>
              {SELF_DELETE_REASON}
            </p>
          )}
        </div>
      </div>

      <dl className={styles.facts}>
        <Fact label="First name" value={person.firstName} />
        <Fact label="Last name" value={person.lastName} />
        <Fact label="Email" value={<EmailText email={person.email} />} />
        <Fact label="Phone" value={person.mobileNumber && <span className="tabular">{person.mobileNumber}</span>} />
        {kind === 'agent' && <Fact label="Username" value={person.username} />}
        {kind === 'user' && <Fact label="Role" value={roleLabels[person.role].one} />}
        <Fact label="Member since" value={<span className="tabular">{formatDate(person.createdAt)}</span>} />
        <Fact label="Status" value={person.isActive ? 'Active' : 'Inactive'} />
        <Fact label="Address" value={person.address || null} isWide />
      </dl>

      <section className={styles.section} aria-labelledby={`${reasonId}-deals`}>
        <h3 id={`${reasonId}-deals`} className={styles.sectionTitle}>
          {kind === 'agent' ? 'Deals managed' : 'Deals'}
        </h3>
        {children}
      </section>
    </section>
  );
}

/** What the detail column shows before anyone is chosen. */
export function NoPersonSelected({ noun }: { noun: string }) {
  return (
    <div className={`card ${styles.placeholder}`}>
      <Icon name="user" size={32} />
      <p>
        Select {/^[aeiou]/.test(noun) ? 'an' : 'a'} {noun} to see their details and deals.
      </p>
    </div>
  );
}
