// Print and Download PDF for a shown agreement; used on the review and success steps and when a
// saved agreement is reopened.
import { useState } from 'react';
import type { TAgreementForm } from '#shared/contracts/agreement.ts';
import { Icon } from '#web/components/icon.tsx';
import { downloadAgreementPdf } from '../download-agreement-pdf.ts';

export function PrintButton({ label = 'Print/Save as PDF' }: { label?: string }) {
  return (
    <button type="button" className="btn" onClick={() => window.print()}>
      <Icon name="print" /> {label}
    </button>
  );
}

export function DownloadPdfButton({ form, madeOn, agreementId }: { form: TAgreementForm; madeOn: string; agreementId?: string | null }) {
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const download = async () => {
    setState('working');
    try {
      await downloadAgreementPdf(form, { madeOn, agreementId });
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className="btn" onClick={download} disabled={state === 'working'}>
        <Icon name="download" /> {state === 'working' ? 'Preparing PDF...' : 'Download PDF'}
      </button>
      {state === 'failed' && (
        <p className="field-error" role="alert">
          Could not create the PDF. Please try again.
        </p>
      )}
    </>
  );
}
