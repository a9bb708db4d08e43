// One listing as the moderation queue shows it, small enough to sit beside the listings it matches.
import type { TModerationListing } from '#shared/contracts/moderation.ts';
import { formatDate } from '#shared/format-date.ts';
import { formatPriceShort } from '#shared/money.ts';
import { paths } from '#web/app/paths.ts';
import { Link } from '#web/components/link.tsx';
import styles from './moderation.module.css';

export function ModerationListing({ listing }: { listing: TModerationListing }) {
  const price = `${formatPriceShort(listing.price)}${listing.listingType === 'rent' ? '/month' : ''}`;
  return (
    <div className={styles.listing}>
      {listing.thumbUrl && <img src={listing.thumbUrl} alt={`Picture of ${listing.title}`} loading="lazy" />}
      <div>
        <p>
          <Link to={paths.property(listing.id)}>{listing.title}</Link>
        </p>
        <p>
          {price} · {listing.address ?? listing.areaName} · {listing.ownerType === 'broker' ? 'Broker' : 'Owner'}
        </p>
        <p>
          By {listing.poster.name}, on Gruha since {formatDate(listing.poster.memberSince)} · posted {formatDate(listing.createdAt)}
        </p>
      </div>
    </div>
  );
}
