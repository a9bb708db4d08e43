// Step 3 Review & Print (spec section 2): the full document, printing, a PDF file and Submit.
import { useMemo } from 'react';
import { buildAgreementDocument } from '#shared/agreement/document.ts';
import type { AgreementWizard } from '../hooks/use-agreement-wizard.ts';
import { AgreementDocumentView, PrintableAgreement } from './agreement-document.tsx';
import { DownloadPdfButton, PrintButton } from './document-actions.tsx';
import styles from './agreements.module.css';

type Props = { wizard: AgreementWizard; agreementId: string; madeOn: string; isSubmitting: boolean; onSubmit(): void };

export function ReviewStep({ wizard, agreementId, madeOn, isSubmitting, onSubmit }: Props) {
  const doc = useMemo(() => buildAgreementDocument(wizard.form, { madeOn, agreementId }), [wizard.form, madeOn, agreementId]);
  return (
    <section className={`card ${styles.stepCard}`} aria-labelledby="review-title">
      <h2 id="review-title" className={styles.stepTitle}>
        Step 3: Review &amp; Print
      </h2>
      <p className="page-subtitle">Read the agreement carefully. Go back to change anything before you submit.</p>
      <AgreementDocumentView doc={doc} headingLevel={3} />
      <PrintableAgreement doc={doc} />
      <div className={`form-actions ${styles.actions}`}>
        <button type="button" className="btn" onClick={wizard.back} disabled={isSubmitting}>
          Back
        </button>
        <PrintButton />
        <DownloadPdfButton form={wizard.form} madeOn={madeOn} agreementId={agreementId} />
        <button type="button" className="btn btn-primary" onClick={onSubmit} disabled={isSubmitting}>
          {isSubmitting ? 'Submitting...' : 'Submit Agreement'}
        </button>
      </div>
    </section>
  );
}
