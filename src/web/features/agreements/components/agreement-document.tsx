// The agreement as a reader sees it on screen and on paper; the same data as the PDF
// (src/shared/agreement/document.ts).
import { createPortal } from 'react-dom';
import type { AgreementDocument } from '#shared/agreement/document.ts';
import styles from './agreement-document.module.css';

export function AgreementDocumentView({ doc, headingLevel = 2 }: { doc: AgreementDocument; headingLevel?: 2 | 3 }) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.document} aria-label={doc.title}>
      <Title className={styles.title}>{doc.title}</Title>
      {doc.reference && <p className={styles.reference}>Agreement No. {doc.reference}</p>}
      <p>{doc.dateLine}</p>
      {doc.parties.map((party, i) => (
        <div key={party.role} className={styles.party}>
          <p className={styles.between}>{i === 0 ? 'BETWEEN' : 'AND'}</p>
          <p>
            <strong>{party.name}</strong>, {party.details}, {party.description}
          </p>
        </div>
      ))}
      <p>{doc.premises}</p>
      <p className={styles.between}>NOW THIS AGREEMENT WITNESSES AS FOLLOWS:</p>
      <ol className={styles.clauses}>
        {doc.clauses.map((clause) => (
          <li key={clause.number} value={clause.number}>
            <strong>{clause.heading}.</strong>
            {clause.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </li>
        ))}
      </ol>
      <p>{doc.closing}</p>
      <div className={styles.signatures}>
        {doc.signatures.map((signature) => (
          <div key={signature.role} className={styles.signature}>
            <p className={styles.signatureRole}>{signature.role}</p>
            <p className={styles.line}>Signature</p>
            <p>Name: {signature.name}</p>
          </div>
        ))}
      </div>
      <p className={styles.between}>WITNESSES</p>
      <div className={styles.signatures}>
        {Array.from({ length: doc.witnessCount }, (_, i) => (
          <div key={i} className={styles.signature}>
            <p className={styles.signatureRole}>{i + 1}.</p>
            <p className={styles.line}>Signature</p>
            <p className={styles.line}>Name</p>
            <p className={styles.line}>Address</p>
          </div>
        ))}
      </div>
    </article>
  );
}

/**
 * A copy of the document beside the app root, hidden on screen. When printing, the print
 * stylesheet hides everything else, so only the agreement reaches the paper (spec section 2).
 */
export function PrintableAgreement({ doc }: { doc: AgreementDocument }) {
  return createPortal(
    <div className={styles.printRoot} aria-hidden="true">
      <AgreementDocumentView doc={doc} />
    </div>,
    document.body,
  );
}
