// "Save this search" on /search. Signed out, it asks to log in first, saying why;
// signed in, it opens the dialog (save-search-dialog.tsx, loaded then).
import { lazy, Suspense, useState } from 'react';
import type { TSearchRequest } from '#shared/contracts/property.ts';
import { Icon } from '#web/components/icon.tsx';
import { whenIdle } from '#web/lib/when-idle.ts';
import { useSession } from '#web/features/auth/session.tsx';

const loadDialog = () => import('./save-search-dialog.tsx');
const SaveSearchDialog = lazy(loadDialog);

export function SaveSearchButton({ request, suggestedName }: { request: TSearchRequest; suggestedName: string }) {
  const { isAuthenticated, openAuthDialog } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn"
        onPointerEnter={() => isAuthenticated && whenIdle(loadDialog)}
        onClick={() =>
          isAuthenticated ? setIsOpen(true) : openAuthDialog('login', 'Log in to save this search and hear about new homes that match it.')
        }
      >
        <Icon name="bell" size={16} /> Save this search
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <SaveSearchDialog request={request} suggestedName={suggestedName} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
