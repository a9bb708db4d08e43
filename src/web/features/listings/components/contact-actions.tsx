// Contact Agent and Get Phone No. on the detail page (issue 3, point 5). A visitor is asked to sign in
// first; a signed-in user sees the poster's phone, or sends an inquiry an agent follows up.
import { lazy, Suspense, useState } from 'react';
import type { TProperty } from '../../../../shared/contracts/property.ts';
import { Icon } from '../../../components/icon.tsx';
import { useSession } from '../../auth/session.tsx';
import { usePosterContact } from '../api/get-poster-contact.ts';
import styles from './contact-actions.module.css';
import { EmailText } from '../../../components/email-text.tsx';

// Loaded when it opens: not part of the property page's first load.
const InquiryDialog = lazy(() => import('./inquiry-dialog.tsx').then(({ InquiryDialog: Inquiry }) => ({ default: Inquiry })));

export function ContactActions({ property }: { property: TProperty }) {
  const { isAuthenticated, user, openAuthDialog } = useSession();
  const [isPhoneWanted, setIsPhoneWanted] = useState(false);
  const [isInquiryOpen, setIsInquiryOpen] = useState(false);
  const contact = usePosterContact(property.id, { enabled: isAuthenticated && isPhoneWanted });
  const isOwnListing = user?.id === property.user.id;

  // A visitor is told why the login dialog appears instead of what they asked for.
  const needSignIn = (action: () => void, why: string) => () => (isAuthenticated ? action() : openAuthDialog('login', why));

  return (
    <div className={styles.contact}>
      <div className={styles.buttons}>
        {!isOwnListing && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={needSignIn(() => setIsInquiryOpen(true), 'Please log in to contact the agent: they reply to your account.')}
          >
            <Icon name="mail" size={16} /> Contact Agent
          </button>
        )}
        <button type="button" className="btn" onClick={needSignIn(() => setIsPhoneWanted(true), "Please log in to see the poster's phone number.")}>
          <Icon name="phone" size={16} /> Get Phone No.
        </button>
      </div>
      {isAuthenticated && isPhoneWanted && (
        <div className={styles.reveal} aria-live="polite">
          {contact.isPending && <p>Getting the phone number…</p>}
          {contact.isError && (
            <p className="field-error" role="alert">
              {contact.error.message}
            </p>
          )}
          {contact.data && (
            <p>
              {contact.data.name}:{' '}
              {contact.data.mobileNumber ? (
                <a className="tabular" href={`tel:+91${contact.data.mobileNumber}`}>
                  {contact.data.mobileNumber}
                </a>
              ) : contact.data.email ? (
                <a href={`mailto:${contact.data.email}`}>
                  <EmailText email={contact.data.email} />
                </a>
              ) : null}
            </p>
          )}
        </div>
      )}
      {isInquiryOpen && (
        <Suspense fallback={null}>
          <InquiryDialog propertyId={property.id} isOpen onClose={() => setIsInquiryOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
