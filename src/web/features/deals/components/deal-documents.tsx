// The deal's documents with downloads, and Upload Document for the buyer (spec section 4). A rental's
// agreements made in the builder are listed too, with 'Create the rental agreement' from AGREEMENT on.
import { useState } from 'react';
import { Link } from '#web/components/link.tsx';
import type { TDealAgreement, TDealDocument } from '#shared/contracts/deal.ts';
import { paths } from '#web/app/paths.ts';
import { Icon } from '#web/components/icon.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { downloadDocument } from '../api/download-document.ts';
import { formatDealDate } from './deal-format.ts';
import styles from './deals.module.css';
import { UploadDocumentDialog } from './upload-document-dialog.tsx';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

type DealDocumentsProps = {
  dealId: number;
  documents: TDealDocument[];
  agreements?: TDealAgreement[];
  canUpload: boolean;
  canMakeAgreement?: boolean;
};

export function DealDocuments({ dealId, documents, agreements = [], canUpload, canMakeAgreement = false }: DealDocumentsProps) {
  const notify = useNotify();
  const [isUploading, setIsUploading] = useState(false);
  const downloadAgreement = async (agreement: TDealAgreement) => {
    const { downloadAgreementPdf } = await import('#web/features/agreements/download-agreement-pdf.ts');
    await downloadAgreementPdf(agreement.form, { madeOn: agreement.createdAt.slice(0, 10), agreementId: agreement.agreementId });
  };
  return (
    <section className={styles.section} aria-labelledby={`deal-${dealId}-documents`}>
      <div className={styles.sectionHead}>
        <h3 id={`deal-${dealId}-documents`}>Documents</h3>
        <div className={styles.sectionActions}>
          {canMakeAgreement && (
            <Link className="btn btn-sm btn-primary" to={`${paths.rentalAgreement()}?deal=${dealId}`}>
              <Icon name="file" /> Create the rental agreement
            </Link>
          )}
          {canUpload && (
            <button type="button" className="btn btn-sm" onClick={() => setIsUploading(true)}>
              <Icon name="upload" /> Upload Document
            </button>
          )}
        </div>
      </div>
      {agreements.length > 0 && (
        <ul className={styles.documents} aria-label="Rental agreements">
          {agreements.map((agreement) => (
            <li key={agreement.agreementId}>
              <Icon name="file" />
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => downloadAgreement(agreement).catch(() => notify('Download failed', 'error'))}
              >
                {agreement.agreementType} {agreement.agreementId} (PDF)
              </button>
              <span className={styles.muted}>
                {agreement.ownerName} and {agreement.tenantName} · from {formatDealDate(agreement.startDate)} · made by {agreement.createdByName} ·{' '}
                {formatDealDate(agreement.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {documents.length === 0 ? (
        <p className={styles.muted}>{agreements.length > 0 ? 'No files uploaded yet.' : 'No documents uploaded yet.'}</p>
      ) : (
        <ul className={styles.documents}>
          {documents.map((doc) => (
            <li key={doc.id}>
              <Icon name="file" />
              <a
                href={doc.downloadUrl}
                download={doc.fileName}
                onClick={(event) => {
                  event.preventDefault();
                  downloadDocument(doc.downloadUrl, doc.fileName).catch(() => notify('Download failed', 'error'));
                }}
              >
                {doc.fileName}
              </a>
              <span className={styles.muted}>
                {sizeText(doc.sizeBytes)} · {doc.uploadedByName} · {formatDealDate(doc.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {isUploading && <UploadDocumentDialog dealId={dealId} onClose={() => setIsUploading(false)} />}
    </section>
  );
}
