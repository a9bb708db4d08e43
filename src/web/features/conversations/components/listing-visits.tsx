// A home's visits block on its page: the poster's settings for its poster, the visit windows and a
// request form for everyone else (once some are offered).
import { useSession } from '#web/features/auth/session.tsx';
import { useListingVisits } from '../api/visits.ts';
import { PosterVisitSettings } from './poster-visit-settings.tsx';
import { VisitRequest } from './visit-request.tsx';

export function ListingVisits({ propertyId }: { propertyId: number }) {
  const { isAuthenticated, openAuthDialog } = useSession();
  const visits = useListingVisits(propertyId);
  if (!visits.data) return null;
  if (visits.data.poster) return <PosterVisitSettings propertyId={propertyId} visits={visits.data} poster={visits.data.poster} />;
  if (visits.data.slots.length === 0) return null;
  const needSignIn = () => {
    if (isAuthenticated) return false;
    openAuthDialog('login', 'Please log in to ask for a visit.');
    return true;
  };
  return <VisitRequest propertyId={propertyId} slots={visits.data.slots} needSignIn={needSignIn} />;
}
