// Where a Gruha listing may be: the Hyderabad Metropolitan Development Authority's area, taken as the
// box that holds it (docs/decisions/0034-listing-positions-and-distances.md).
import { boundsContain, type Bounds, type LatLng } from './geometry.ts';

export const HYDERABAD_METRO_AREA: Bounds = { south: 16.95, west: 77.95, north: 17.85, east: 78.95 };

export const POSITION_OUTSIDE_MESSAGE = 'The position must be inside the Hyderabad metropolitan area';

export const isInHyderabad = (point: LatLng): boolean => boundsContain(HYDERABAD_METRO_AREA, point);
