// The heart on cards and the property page. Signed in, it adds to or removes from
// the shortlist on the server. Signed out, it opens the login dialog saying why, and adds the home
// once the person has signed in there; closing the dialog instead drops the wish.
import { Icon } from '#web/components/icon.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { useRequireSignIn } from '#web/features/auth/require-sign-in.ts';
import { useSessionUser } from '#web/features/auth/session.tsx';
import { useSetShortlisted, useShortlistIds } from '../api/shortlist.ts';
import styles from './shortlist-heart.module.css';

export const SIGN_IN_TO_SHORTLIST = 'Log in to save homes to your shortlist. We will add this one for you.';

export function ShortlistHeart({ propertyId, title, variant = 'overlay' }: { propertyId: number; title: string; variant?: 'overlay' | 'button' }) {
  // Who reads and the dialog opener only: a page's 20 to 50 hearts do not render again whenever a
  // dialog opens or closes (the session's other parts).
  const isAuthenticated = useSessionUser() !== null;
  const requireSignIn = useRequireSignIn();
  const ids = useShortlistIds();
  const change = useSetShortlisted();
  const notify = useNotify();
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
    // Not signed in as far as this render knows: added once they have signed in from the dialog, or
    // at once if the page is still reading their stored session (require-sign-in.ts).
    if (isAuthenticated) set(!isShortlisted);
    else requireSignIn(SIGN_IN_TO_SHORTLIST, () => set(true));
  };

  const label = isShortlisted ? `Remove ${title} from shortlist` : `Add ${title} to shortlist`;
  return (
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
  );
}
