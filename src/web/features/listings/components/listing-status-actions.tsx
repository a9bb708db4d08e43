// The poster's one tap on a card, the property page and My Properties: a listed home is marked rented
// out (or sold); one rented out, sold or hidden is put back as still available; an unconfirmed one is
// confirmed. The server decides who may (its poster or an admin).
import type { TPropertyCard } from '#shared/contracts/property.ts';
import { isListedStatus, takenStatus } from '#shared/listing-lifecycle.ts';
import { useNotify } from '#web/components/toast.tsx';
import { useUpdateListingStatus } from '../api/update-listing-status.ts';

type Listing = Pick<TPropertyCard, 'id' | 'title' | 'status' | 'listingType'>;

export function ListingStatusActions({ property }: { property: Listing }) {
  const notify = useNotify();
  const change = useUpdateListingStatus();
  if (property.status === 'closed' || property.status === 'deleted') return null;
  const taken = takenStatus(property.listingType);
  const takenLabel = taken === 'rented_out' ? 'rented out' : 'sold';
  const isListed = isListedStatus(property.status);

  const set = (status: 'available' | typeof taken, done: string) =>
    change.mutate(
      { id: property.id, status },
      { onSuccess: () => notify(done), onError: (error) => notify(`Could not update the listing: ${error.message}`, 'error') },
    );

  return (
    <>
      {isListed && (
        <button
          type="button"
          className="btn btn-sm"
          disabled={change.isPending}
          onClick={() => set(taken, `Marked ${takenLabel}: it has left search.`)}
          aria-label={`Mark ${takenLabel}: ${property.title}`}
        >
          Mark {takenLabel}
        </button>
      )}
      {property.status !== 'available' && (
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={change.isPending}
          onClick={() => set('available', isListed ? 'Confirmed: still available.' : 'Listed again as still available.')}
          aria-label={`Still available: ${property.title}`}
        >
          Still available
        </button>
      )}
    </>
  );
}
