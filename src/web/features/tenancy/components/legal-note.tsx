// A tax or legal rule as the page quotes it: the plain statement, the law, and the source with the
// date it was read (the declared table in src/shared/tenancy/legal-rules.ts).
import { Icon } from '#web/components/icon.tsx';
import { formatLongDate } from '#shared/format-date.ts';
import type { LegalRule } from '#shared/tenancy/legal-rules.ts';
import styles from './tenancy.module.css';

export function LegalNote({ rule }: { rule: LegalRule }) {
  return (
    <div className={styles.legal} role="note" aria-label={rule.title}>
      <Icon name="info" size={20} />
      <div>
        <p>
          <strong>{rule.title}.</strong> {rule.statement}
        </p>
        <small>
          {rule.law} Source: {rule.source} Checked {formatLongDate(rule.checkedOn)}.
        </small>
      </div>
    </div>
  );
}
