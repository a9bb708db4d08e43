// Contact Agent, Message the poster and Get Phone No. on the detail page, and its visit times. A visitor
// is asked to sign in first; a signed-in user sees the poster's phone (unless the poster asks to be
// written to instead), writes to the poster in Gruha, or sends an inquiry an agent follows up.
import { lazy, Suspense, useState } from 'react';
import type { TProperty } from '#shared/contracts/property.ts';
import { Icon } from '#web/components/icon.tsx';
import { useRequireSignIn } from '#web/features/auth/require-sign-in.ts';
import { useSession } from '#web/features/auth/session.tsx';
import { usePosterContact } from '../api/get-poster-contact.ts';
import { useListingVisits } from '#web/features/conversations/api/visits.ts';
import styles from './contact-actions.module.css';
import { EmailText } from '#web/components/email-text.tsx';
import { SafetyLine } from '#web/components/safety-line.tsx';
import { DialogOpener } from '#web/lib/dialog-address.tsx';
import { useSignedInDialog } from '#web/features/auth/use-signed-in-dialog.ts';

// Loaded when they open or sign-in shows them: not part of the property page's first load.
const MessageDialog = lazy(() =>
  import('#web/features/conversations/components/message-dialog.tsx').then(({ MessageDialog: Message }) => ({ default: Message })),
);
// The visits block's code loads only for a home that has one: its poster's settings, or windows offered.
const ListingVisits = lazy(() =>
  import('#web/features/conversations/components/listing-visits.tsx').then(({ ListingVisits: Visits }) => ({ default: Visits })),
);
const InquiryDialog = lazy(() => import('./inquiry-dialog.tsx').then(({ InquiryDialog: Inquiry }) => ({ default: Inquiry })));

export function ContactActions({ property }: { property: TProperty }) {
  const { isAuthenticated, user } = useSession();
  const requireSignIn = useRequireSignIn();
  const [isPhoneWanted, setIsPhoneWanted] = useState(false);
  // Links to their dialogs' addresses: they work before the app has taken over the page.
  const inquiry = useSignedInDialog('contact-agent', 'Please log in to contact the agent: they reply to your account.');
  const message = useSignedInDialog('message', 'Please log in to message the poster.');
  const contact = usePosterContact(property.id, { enabled: isAuthenticated && isPhoneWanted });
  const isOwnListing = user?.id === property.user.id;
  const visits = useListingVisits(property.id);
  const hasVisits = !!visits.data && (visits.data.poster !== null || visits.data.slots.length > 0);

  return (
    <div className={styles.contact}>
      <div className={styles.buttons}>
        {!isOwnListing && (
          <DialogOpener href={inquiry.href} onOpen={inquiry.open} className="btn btn-primary">
            <Icon name="mail" size={16} /> Contact Agent
          </DialogOpener>
        )}
        {!isOwnListing && (
          <DialogOpener href={message.href} onOpen={message.open} className="btn">
            <Icon name="mail" size={16} /> Message the poster
          </DialogOpener>
        )}
        <button
          type="button"
          className="btn"
          onClick={() => requireSignIn("Please log in to see the poster's phone number.", () => setIsPhoneWanted(true))}
        >
          <Icon name="phone" size={16} /> Get Phone No.
        </button>
      </div>
      <SafetyLine />
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
              ) : (
                <>
                  prefers messages in Gruha.{' '}
                  <button type="button" className="btn btn-sm btn-primary" onClick={message.open}>
                    Send a message
                  </button>
                </>
              )}
            </p>
          )}
        </div>
      )}
      {message.isOpen && (
        <Suspense fallback={null}>
          <MessageDialog to={{ propertyId: property.id }} isOpen onClose={message.close} />
        </Suspense>
      )}
      {hasVisits && (
        <Suspense fallback={null}>
          <ListingVisits propertyId={property.id} />
        </Suspense>
      )}
      {inquiry.isOpen && (
        <Suspense fallback={null}>
          <InquiryDialog propertyId={property.id} isOpen onClose={inquiry.close} />
        </Suspense>
      )}
    </div>
  );
}
