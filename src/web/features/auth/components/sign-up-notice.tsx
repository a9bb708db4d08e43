// The short notice both registration forms show: what Gruha keeps and why, how to withdraw consent and
// how to complain, with the full notice a link away; and the two optional uses, each its own choice.
// Alert emails start ticked (they go only for searches one saves, at the frequency one picks); news
// and offers start unticked (docs/decisions/0068-notice-consent-and-grievances.md).
import type { TConsentChoices } from '#shared/contracts/privacy.ts';
import { paths } from '#web/app/paths.ts';
import styles from './sign-up-notice.module.css';

export type Consents = Required<TConsentChoices>;
export const INITIAL_CONSENTS: Consents = { alerts: true, marketing: false };

export function SignUpNotice({ consents, onChange }: { consents: Consents; onChange(next: Consents): void }) {
  return (
    <section className={styles.notice} aria-labelledby="sign-up-notice-title">
      <h3 id="sign-up-notice-title" className={styles.title}>
        Your data at Gruha
      </h3>
      <ul className={styles.items}>
        <li>
          <strong>What we keep:</strong> your name, username, email, mobile number and password (scrambled, never as typed), and what you post, save
          or send.
        </li>
        <li>
          <strong>Why:</strong> to run your account, show your listings and put you in touch with buyers, tenants, owners and agents.
        </li>
        <li>
          <strong>Withdrawing consent:</strong> turn the emails below off at any time under Email preferences in My Account, or with the unsubscribe
          link in any of them.
        </li>
        <li>
          <strong>Complaints:</strong> send a request from the{' '}
          <a href={paths.grievances()} target="_blank" rel="noopener">
            Grievances page (opens in a new tab)
          </a>{' '}
          or write to our Grievance Officer; if our answer does not settle it, you may complain to the Data Protection Board of India.
        </li>
      </ul>
      <p className={styles.more}>
        <a href={paths.privacy()} target="_blank" rel="noopener">
          Read the full privacy notice (opens in a new tab)
        </a>
      </p>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>Optional emails</legend>
        <label className={styles.choice}>
          <input type="checkbox" checked={consents.alerts} onChange={(e) => onChange({ ...consents, alerts: e.target.checked })} />
          <span>Alerts for searches I save (I choose how often for each search)</span>
        </label>
        <label className={styles.choice}>
          <input type="checkbox" checked={consents.marketing} onChange={(e) => onChange({ ...consents, marketing: e.target.checked })} />
          <span>News and offers from Gruha (none are sent today)</span>
        </label>
      </fieldset>
    </section>
  );
}
