// A home's visits block on its page: the poster's settings for its poster, the visit windows and a
// request form for everyone else (once some are offered).
import { useRequireSignIn } from '#web/features/auth/require-sign-in.ts';
import { useListingVisits } from '../api/visits.ts';
import { PosterVisitSettings } from './poster-visit-settings.tsx';
import { VisitRequest } from './visit-request.tsx';

export function ListingVisits({ propertyId }: { propertyId: number }) {
  const requireSignIn = useRequireSignIn();
  const visits = useListingVisits(propertyId);
  if (!visits.data) return null;
  if (visits.data.poster) return <PosterVisitSettings propertyId={propertyId} visits={visits.data} poster={visits.data.poster} />;
  if (visits.data.slots.length === 0) return null;
  const whenSignedIn = (action: () => void) => requireSignIn('Please log in to ask for a visit.', action);
  return <VisitRequest propertyId={propertyId} slots={visits.data.slots} whenSignedIn={whenSignedIn} />;
}
