// Where a home is, as a card and the property page say it: the nearest metro station and, when the
// searcher set a workplace, the estimated commute (labelled as an estimate: docs/commute-estimate.md).
import { commuteMinutes, commuteText } from '#shared/geo/commute.ts';
import { distanceText } from '#shared/geo/metro.ts';
import type { TNearestStation } from '#shared/contracts/property.ts';
import { useWorkplace } from './commute-context.ts';

type Placed = { latitude: number | null; longitude: number | null; nearestStation: TNearestStation | null };

export const stationText = (station: TNearestStation) => `${station.name} metro · ${distanceText(station.metres)}`;

export function PlaceFacts({ property, className }: { property: Placed; className?: string }) {
  const work = useWorkplace();
  const { latitude, longitude, nearestStation } = property;
  const minutes = work && latitude != null && longitude != null ? commuteMinutes({ latitude, longitude }, work) : null;
  if (!nearestStation && minutes === null) return null;
  return (
    <p className={className}>
      {nearestStation && <span>{stationText(nearestStation)}</span>}
      {minutes !== null && <span>Commute {commuteText(minutes)}</span>}
    </p>
  );
}
