// A saved agreement opened again: the document, printing, the PDF and Renew. One kept on the account
// is fetched whole first: the list shows its Aadhaar and PAN numbers masked.
import { useMemo } from 'react';
import { buildAgreementDocument } from '#shared/agreement/document.ts';
import type { TAgreementForm } from '#shared/contracts/agreement.ts';
import { indiaDateOf, todayInIndia } from '#shared/india-date.ts';
import { Dialog } from '#web/components/dialog.tsx';
import { ErrorState, LoadingState } from '#web/components/states.tsx';
import { useAgreement } from '../api/get-agreement.ts';
import type { SavedAgreement } from '../lib/local-agreements.ts';
import { AgreementDocumentView, PrintableAgreement } from './agreement-document.tsx';
import { agreementTitle } from './agreement-card.tsx';
import { DownloadPdfButton, PrintButton } from './document-actions.tsx';
import styles from './agreements.module.css';

type Props = { record: SavedAgreement | null; onClose(): void; onRenew(form: TAgreementForm): void };

export function AgreementViewerDialog({ record, onClose, onRenew }: Props) {
  const opened = useAgreement(record?.isOnServer ? record.agreementId : undefined);
  const form = record?.isOnServer ? opened.data?.form : record?.form;
  const madeOn = record?.createdAt ? indiaDateOf(new Date(record.createdAt)) : todayInIndia();
  const doc = useMemo(
    () => (record && form ? buildAgreementDocument(form, { madeOn, agreementId: record.agreementId }) : null),
    [record, form, madeOn],
  );
  if (!record) return null;
  let body;
  if (record.isOnServer && opened.isPending) body = <LoadingState label="Opening the agreement..." />;
  else if (record.isOnServer && opened.isError) {
    body = <ErrorState title="Could not open the agreement" message={opened.error.message} onRetry={() => opened.refetch()} />;
  } else if (form && doc) {
    body = (
      <>
        <AgreementDocumentView doc={doc} headingLevel={3} />
        <PrintableAgreement doc={doc} />
        <div className={styles.viewerActions}>
          <PrintButton />
          <DownloadPdfButton form={form} madeOn={madeOn} agreementId={record.agreementId} />
          <button type="button" className="btn btn-primary" onClick={() => onRenew(form)}>
            Renew
          </button>
        </div>
      </>
    );
  }
  return (
    <Dialog title={agreementTitle(record)} isOpen onClose={onClose} size="lg">
      {body}
    </Dialog>
  );
}
