// What each badge on a property page means and who answers each button, one line each
// (docs/decisions/0028-listing-states-and-badges.md). The fee is said once, beside "no brokerage",
// so the two never read as contradicting each other.
import type { TProperty } from '#shared/contracts/property.ts';
import styles from './listing-trust-notes.module.css';

export const PLATFORM_FEE_LINE =
  'Gruha charges no brokerage: a deal made through its agent costs the platform fee, 0.5% each from buyer and seller, and nothing more.';

export function ListingTrustNotes({ property, posterName }: { property: TProperty; posterName: string }) {
  const isBroker = property.ownerType === 'broker';
  const poster = isBroker ? 'the agent who posted it' : 'its owner';
  return (
    <section className={styles.notes} aria-labelledby="trust-notes-title">
      <h2 id="trust-notes-title" className={styles.title}>
        What this page tells you
      </h2>
      <dl className={styles.list}>
        {property.isAdminFeatured && (
          <div>
            <dt>Featured</dt>
            <dd>Chosen by Gruha&apos;s team to show first; nobody paid for it.</dd>
          </div>
        )}
        <div>
          <dt>{property.isVerified ? 'Verified' : 'Not verified yet'}</dt>
          <dd>
            {property.isVerified
              ? 'A Gruha admin checked its price, address, type and photos against our checklist; changing any of them removes the badge until it is checked again.'
              : 'Gruha has not yet checked its price, address, type and photos.'}
          </dd>
        </div>
        {property.isReadyToMove && (
          <div>
            <dt>Ready to Move</dt>
            <dd>Its poster says you can move in now.</dd>
          </div>
        )}
        <div>
          <dt>{isBroker ? 'Broker' : 'Owner'}</dt>
          <dd>{isBroker ? 'Posted by an agent acting for the owner.' : 'Posted by the owner of the home.'}</dd>
        </div>
        <div>
          <dt>Get Phone No.</dt>
          <dd>
            {posterName || 'The poster'}, {poster}, answers.{isBroker ? ' Any charge they ask is between you and them, not Gruha.' : ''}
          </dd>
        </div>
        <div>
          <dt>Contact Agent</dt>
          <dd>A Gruha agent answers and handles the visit, documents and registration. {PLATFORM_FEE_LINE}</dd>
        </div>
      </dl>
    </section>
  );
}
