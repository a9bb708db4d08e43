// "Save this search" on /search. Signed out, it asks to log in first, saying why;
// signed in, it opens the dialog (save-search-dialog.tsx, loaded then), at its own address.
import { lazy, Suspense } from 'react';
import type { TSearchRequest } from '#shared/contracts/property.ts';
import { Icon } from '#web/components/icon.tsx';
import { whenIdle } from '#web/lib/when-idle.ts';
import { useSession } from '#web/features/auth/session.tsx';
import { useSignedInDialog } from '#web/features/auth/use-signed-in-dialog.ts';
import { DialogOpener } from '#web/lib/dialog-address.tsx';

const loadDialog = () => import('./save-search-dialog.tsx');
const SaveSearchDialog = lazy(loadDialog);

export function SaveSearchButton({ request, suggestedName }: { request: TSearchRequest; suggestedName: string }) {
  const { isAuthenticated } = useSession();
  // A link to the dialog's address: it works before the app has taken the page over.
  const dialog = useSignedInDialog('save-search', 'Log in to save this search and hear about new homes that match it.');
  return (
    <>
      <DialogOpener className="btn" href={dialog.href} onOpen={dialog.open} onPointerEnter={() => isAuthenticated && whenIdle(loadDialog)}>
        <Icon name="bell" size={16} /> Save this search
      </DialogOpener>
      {dialog.isOpen && (
        <Suspense fallback={null}>
          <SaveSearchDialog request={request} suggestedName={suggestedName} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
