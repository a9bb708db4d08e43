// The listing a conversation or a visit is about, as a compact card with its picture.
import type { TConversationListing } from '#shared/contracts/conversation.ts';
import { formatPriceShort } from '#shared/money.ts';
import { Link } from '#web/components/link.tsx';
import styles from './conversations.module.css';

export function ListingCard({ listing }: { listing: TConversationListing }) {
  const price = `${formatPriceShort(listing.price)}${listing.listingType === 'rent' ? '/month' : ''}`;
  return (
    <div className={styles.listingCard}>
      {listing.imageUrl ? <img className={styles.thumb} src={listing.imageUrl} alt="" width={96} height={72} /> : <span className={styles.thumb} />}
      <div>
        <Link to={`/property/${listing.id}`} className={styles.listingTitle}>
          {listing.title}
        </Link>
        <p className={styles.muted}>
          <span className="tabular">{price}</span> · {listing.areaName}
          {!listing.isAvailable && ' · No longer listed'}
        </p>
      </div>
    </div>
  );
}
