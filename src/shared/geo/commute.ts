// The estimated commute (docs/commute-estimate.md says how and why): road distance taken as the straight
// line times a detour factor, at an average peak-hour road speed. An estimate only, and labelled so.
import { distanceMetres, type LatLng } from './geometry.ts';

/** Roads wind: the road distance is taken as this many times the straight line. */
export const DETOUR_FACTOR = 1.4;
/** Average door-to-door road speed assumed at peak hours, km/h. */
export const PEAK_ROAD_SPEED_KMH = 20;
/** Getting out of the door and parked, minutes, added once. */
export const FIXED_MINUTES = 5;

/** A workplace: one of the IT hubs (by its locality's name) or a point on the map. */
export type Workplace = { hub: string } | LatLng;

/** The IT hubs offered as workplaces; each is placed at its locality's centre. */
export const IT_HUBS = ['HITEC City', 'Madhapur', 'Gachibowli', 'Financial District', 'Nanakramguda', 'Kokapet', 'Uppal'] as const;

/** Estimated minutes from home to work by road at peak hours, whole minutes. */
export function commuteMinutes(home: LatLng, work: LatLng): number {
  const roadKm = (distanceMetres(home, work) / 1000) * DETOUR_FACTOR;
  return Math.round(FIXED_MINUTES + (roadKm / PEAK_ROAD_SPEED_KMH) * 60);
}

/** "about 25 min by road (estimate)" */
export const commuteText = (minutes: number) => `≈ ${minutes} min by road (estimate)`;
