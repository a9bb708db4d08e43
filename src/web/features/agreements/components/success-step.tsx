// Step 5 (spec section 2): 'Agreement Submitted!', with a duplicate to print or download.
import { useMemo } from 'react';
import { Link } from '#web/components/link.tsx';
import { buildAgreementDocument } from '#shared/agreement/document.ts';
import type { TAgreementForm } from '#shared/contracts/agreement.ts';
import { Icon } from '#web/components/icon.tsx';
import { paths } from '#web/app/paths.ts';
import { PrintableAgreement } from './agreement-document.tsx';
import { DownloadPdfButton, PrintButton } from './document-actions.tsx';
import styles from './agreements.module.css';

export type SaveOutcome = { kind: 'account' } | { kind: 'device-only' } | { kind: 'account-failed'; message: string } | { kind: 'local-failed' };

type Props = { form: TAgreementForm; agreementId: string; madeOn: string; outcome: SaveOutcome; onCreateAnother(): void };

function OutcomeBanner({ outcome }: { outcome: SaveOutcome }) {
  switch (outcome.kind) {
    case 'account':
      return <p className="banner banner-success">Saved to your account and on this device. It is listed in My Agreements.</p>;
    case 'device-only':
      return <p className="banner banner-info">Saved on this device. Log in before submitting to keep agreements on your account too.</p>;
    case 'account-failed':
      return <p className="banner banner-warning">Saved on this device only; your account could not be updated ({outcome.message}).</p>;
    case 'local-failed':
      return <p className="banner banner-warning">This browser would not store the agreement. Download the PDF to keep a copy.</p>;
  }
}

export function SuccessStep({ form, agreementId, madeOn, outcome, onCreateAnother }: Props) {
  const doc = useMemo(() => buildAgreementDocument(form, { madeOn, agreementId }), [form, madeOn, agreementId]);
  return (
    <section className={`card ${styles.stepCard} ${styles.success}`} aria-labelledby="success-title">
      <span className={styles.successIcon}>
        <Icon name="check" size={28} />
      </span>
      {/* The page's only heading once the wizard's own title is gone (steps 2-4 show it). */}
      <h1 id="success-title" className={styles.stepTitle}>
        Agreement Submitted!
      </h1>
      <p>
        Your <strong>{form.agreementType}</strong> between <strong>{form.ownerName.trim()}</strong> (owner) and{' '}
        <strong>{form.tenantName.trim()}</strong> (tenant) is ready. Agreement No. {agreementId}.
      </p>
      <OutcomeBanner outcome={outcome} />
      <PrintableAgreement doc={doc} />
      <div className={`form-actions ${styles.successActions}`}>
        <PrintButton label="Download Duplicate" />
        <DownloadPdfButton form={form} madeOn={madeOn} agreementId={agreementId} />
        <Link className="btn" to={paths.myAgreements()}>
          View My Agreements
        </Link>
        <button type="button" className="btn btn-primary" onClick={onCreateAnother}>
          Create Another Agreement
        </button>
      </div>
    </section>
  );
}
