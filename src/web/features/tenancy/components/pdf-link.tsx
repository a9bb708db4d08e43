// A PDF of the tenancy (terms, reports, receipts, statement, settlement). The file needs the bearer
// token, so the link's address is fetched with it and handed to the browser as a download.
import { Icon } from '#web/components/icon.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { downloadDocument } from '#web/features/deals/api/download-document.ts';

export function PdfLink({ href, fileName, children }: { href: string; fileName: string; children: string }) {
  const notify = useNotify();
  return (
    <a
      className="btn btn-sm"
      href={href}
      download={fileName}
      onClick={(event) => {
        event.preventDefault();
        downloadDocument(href, fileName).catch(() => notify('Download failed', 'error'));
      }}
    >
      <Icon name="download" size={16} />
      {children}
    </a>
  );
}
