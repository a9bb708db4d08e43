// The heart on cards and the property page (issue 16, point 1). Signed in, it adds to or removes from
// the shortlist on the server. Signed out, it opens the login dialog saying why, and adds the home
// once the person has signed in there; closing the dialog instead drops the wish.
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../../components/icon.tsx';
import { useNotify } from '../../../components/toast.tsx';
import { useOpenAuthDialog, useSession, useSessionUser } from '../../auth/session.tsx';
import { useSetShortlisted, useShortlistIds } from '../api/shortlist.ts';
import styles from './shortlist-heart.module.css';

export const SIGN_IN_TO_SHORTLIST = 'Log in to save homes to your shortlist. We will add this one for you.';

export function ShortlistHeart({ propertyId, title, variant = 'overlay' }: { propertyId: number; title: string; variant?: 'overlay' | 'button' }) {
  // Who reads and the dialog opener only: a page's 20 to 50 hearts do not render again whenever a
  // dialog opens or closes (the session's other parts); the one waiting for a sign-in follows it.
  const isAuthenticated = useSessionUser() !== null;
  const openAuthDialog = useOpenAuthDialog();
  const ids = useShortlistIds();
  const change = useSetShortlisted();
  const notify = useNotify();
  const [isWaitingForSignIn, setIsWaitingForSignIn] = useState(false);
  const isShortlisted = ids.has(propertyId);

  const set = (wanted: boolean) =>
    change.mutate(
      { propertyId, isShortlisted: wanted },
      {
        onSuccess: () => notify(wanted ? 'Added to your shortlist' : 'Removed from your shortlist'),
        onError: (error) => notify(error.message, 'error'),
      },
    );

  const onClick = () => {
    if (!isAuthenticated) {
      setIsWaitingForSignIn(true);
      openAuthDialog('login', SIGN_IN_TO_SHORTLIST);
      return;
    }
    set(!isShortlisted);
  };

  const afterSignIn = isWaitingForSignIn && (
    <AfterSignIn
      onSignedIn={() => {
        setIsWaitingForSignIn(false);
        set(true);
      }}
      onGaveUp={() => setIsWaitingForSignIn(false)}
    />
  );
  const label = isShortlisted ? `Remove ${title} from shortlist` : `Add ${title} to shortlist`;
  return (
    <>
      {afterSignIn}
      <button
        type="button"
        className={variant === 'overlay' ? styles.overlay : `btn ${styles.button}`}
        aria-pressed={isShortlisted}
        aria-label={variant === 'overlay' ? label : undefined}
        title={label}
        disabled={change.isPending}
        onClick={onClick}
        data-shortlisted={isShortlisted}
      >
        <Icon name="heart" size={variant === 'overlay' ? 20 : 18} isFilled={isShortlisted} />
        {variant === 'button' && (isShortlisted ? 'Shortlisted' : 'Shortlist')}
      </button>
    </>
  );
}

/** While a visitor signs in to shortlist a home: adds it once they have, drops the wish if they close the dialog. */
function AfterSignIn({ onSignedIn, onGaveUp }: { onSignedIn(): void; onGaveUp(): void }) {
  const { isAuthenticated, authDialog } = useSession();
  // The dialog opens a moment after the click (a transition): only its closing gives the wish up.
  const hasDialogOpened = useRef(false);
  useEffect(() => {
    if (authDialog !== null) hasDialogOpened.current = true;
    if (isAuthenticated) onSignedIn();
    else if (authDialog === null && hasDialogOpened.current) onGaveUp();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the callbacks are recreated each render; the wish is acted on once, when the session changes.
  }, [isAuthenticated, authDialog]);
  return null;
}
