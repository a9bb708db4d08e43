// The deal's documents with downloads, and Upload Document for the buyer (spec section 4).
import { useState } from 'react';
import type { TDealDocument } from '../../../../shared/contracts/deal.ts';
import { Icon } from '../../../components/icon.tsx';
import { useNotify } from '../../../components/toast.tsx';
import { downloadDocument } from '../api/download-document.ts';
import { formatDealDate } from './deal-format.ts';
import styles from './deals.module.css';
import { UploadDocumentDialog } from './upload-document-dialog.tsx';

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export function DealDocuments({ dealId, documents, canUpload }: { dealId: number; documents: TDealDocument[]; canUpload: boolean }) {
  const notify = useNotify();
  const [isUploading, setIsUploading] = useState(false);
  return (
    <section className={styles.section} aria-labelledby={`deal-${dealId}-documents`}>
      <div className={styles.sectionHead}>
        <h3 id={`deal-${dealId}-documents`}>Documents</h3>
        {canUpload && (
          <button type="button" className="btn btn-sm" onClick={() => setIsUploading(true)}>
            <Icon name="upload" /> Upload Document
          </button>
        )}
      </div>
      {documents.length === 0 ? (
        <p className={styles.muted}>No documents uploaded yet.</p>
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
