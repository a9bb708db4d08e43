// The terms: what this record is and is not, the terms in force, and every version side by side,
// with a new version proposed by either side until both have accepted one.
import { EmptyState } from '#web/components/states.tsx';
import { TERMS_RECORD } from '#shared/tenancy/legal-rules.ts';
import type { TTenancy } from '#shared/contracts/tenancy.ts';
import { sideOf } from '../lib/viewer.ts';
import { LegalNote } from './legal-note.tsx';
import { ProposeTermsForm } from './propose-terms-form.tsx';
import { SectionFrame } from './section-frame.tsx';
import { TermVersionCard } from './term-version-card.tsx';
import { TermsFacts } from './terms-facts.tsx';
import styles from './tenancy.module.css';

export function TermsSection({ tenancy }: { tenancy: TTenancy }) {
  const side = sideOf(tenancy);
  const versions = [...tenancy.termVersions].sort((a, b) => b.number - a.number);
  const locked = versions.find((version) => version.isLocked);
  const latest = versions[0];
  const canPropose = side !== null && !locked && tenancy.status !== 'declined';
  return (
    <SectionFrame id="tenancy-terms" title="Terms">
      <LegalNote rule={TERMS_RECORD} />
      {tenancy.terms && (
        <div className={styles.section}>
          <h3 className={styles.sectionTitle}>{locked ? `Agreed terms (version ${locked.number})` : 'Terms as last proposed'}</h3>
          <TermsFacts terms={tenancy.terms} />
        </div>
      )}
      <h3 className={styles.sectionTitle}>Versions</h3>
      {versions.length === 0 ? (
        <EmptyState
          icon="file"
          title="No terms proposed yet"
          message="Either side proposes the agreement's text and terms; the other accepts or asks for changes."
        />
      ) : (
        <div className={styles.versions}>
          {versions.map((version) => (
            <TermVersionCard key={version.id} tenancyId={tenancy.id} version={version} side={side} />
          ))}
        </div>
      )}
      {canPropose && <ProposeTermsForm tenancyId={tenancy.id} from={latest} />}
    </SectionFrame>
  );
}
