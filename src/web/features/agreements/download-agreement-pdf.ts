// 'Download PDF': a real file made in the browser, no print dialog, so a phone can keep and share
// it. pdf-lib and the fonts load only on the first download.
import type { TAgreementForm } from '#shared/contracts/agreement.ts';
import { buildAgreementDocument } from '#shared/agreement/document.ts';

export async function downloadAgreementPdf(form: TAgreementForm, { madeOn, agreementId }: { madeOn: string; agreementId?: string | null }) {
  const [{ renderAgreementPdf }, { fetchPdfFont }] = await Promise.all([import('./lib/agreement-pdf.ts'), import('./lib/pdf-font-files.ts')]);
  const bytes = await renderAgreementPdf(buildAgreementDocument(form, { madeOn, agreementId }), fetchPdfFont);
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  const kind = form.agreementType === 'Lease Agreement' ? 'lease' : 'rental';
  link.download = `${kind}-agreement${agreementId ? `-${agreementId}` : ''}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
