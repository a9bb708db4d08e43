// Where a demo home stands: a point scattered around its locality's centre, the same on every run.
import { boundsContain, type LatLng } from '#shared/geo/geometry.ts';
import { HYDERABAD_METRO_AREA } from '#shared/geo/hyderabad-area.ts';
import { createRandom } from './pictures/random.ts';

/** Homes lie up to this far from their locality's centre (a locality is a few kilometres across). */
export const DEMO_SCATTER_METRES = 1200;

/**
 * A plausible position for the `index`th demo listing of a locality centred at `centre`: spread evenly
 * over a disc around it (denser near the middle would pile pins on the centre). Its own generator per
 * listing, so the rest of the catalogue draws the same numbers with or without positions.
 */
export function demoPosition(centre: LatLng, index: number): LatLng {
  const rng = createRandom(0x9e0 + index);
  const metres = DEMO_SCATTER_METRES * Math.sqrt(rng.next());
  const angle = 2 * Math.PI * rng.next();
  const point = {
    latitude: centre.latitude + (metres * Math.cos(angle)) / 111_320,
    longitude: centre.longitude + (metres * Math.sin(angle)) / (111_320 * Math.cos((centre.latitude * Math.PI) / 180)),
  };
  return boundsContain(HYDERABAD_METRO_AREA, point) ? point : centre;
}
