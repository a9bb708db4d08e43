// A saved agreement opened again: the document, printing, the PDF and Renew.
import { useMemo } from 'react';
import { buildAgreementDocument } from '../../../../shared/agreement/document.ts';
import type { TAgreementForm } from '../../../../shared/contracts/agreement.ts';
import { indiaDateOf, todayInIndia } from '../../../../shared/india-date.ts';
import { Dialog } from '../../../components/dialog.tsx';
import type { SavedAgreement } from '../lib/local-agreements.ts';
import { AgreementDocumentView, PrintableAgreement } from './agreement-document.tsx';
import { agreementTitle } from './agreement-card.tsx';
import { DownloadPdfButton, PrintButton } from './document-actions.tsx';
import styles from './agreements.module.css';

type Props = { record: (SavedAgreement & { form: TAgreementForm }) | null; onClose(): void; onRenew(): void };

export function AgreementViewerDialog({ record, onClose, onRenew }: Props) {
  const madeOn = record?.createdAt ? indiaDateOf(new Date(record.createdAt)) : todayInIndia();
  const doc = useMemo(
    () => (record ? buildAgreementDocument(record.form, { madeOn, agreementId: record.agreementId }) : null),
    [record, madeOn],
  );
  if (!record || !doc) return null;
  return (
    <Dialog title={agreementTitle(record)} isOpen onClose={onClose} size="lg">
      <AgreementDocumentView doc={doc} headingLevel={3} />
      <PrintableAgreement doc={doc} />
      <div className={styles.viewerActions}>
        <PrintButton />
        <DownloadPdfButton form={record.form} madeOn={madeOn} agreementId={record.agreementId} />
        <button type="button" className="btn btn-primary" onClick={onRenew}>
          Renew
        </button>
      </div>
    </Dialog>
  );
}
