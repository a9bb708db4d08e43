// The search's place filters: a box on the map, a drawn area, near the metro, near one station, and a
// workplace to estimate commutes to (and sort by). Each combines with every other filter.
import { z } from '../zod.ts';
import { IT_HUBS } from '../geo/commute.ts';
import { NEAR_METRO_DISTANCES } from '../geo/metro.ts';

/** A drawn area has at least this many corners and at most... */
export const MIN_POLYGON_CORNERS = 3;
export const MAX_POLYGON_CORNERS = 50;

const degrees = (field: string, limit: number) =>
  z
    .number({ error: `${field} must be a number of degrees` })
    .min(-limit, `${field} must be a number of degrees`)
    .max(limit, `${field} must be a number of degrees`);
const ZPoint = z.object(
  { latitude: degrees('Latitude', 90), longitude: degrees('Longitude', 180) },
  { error: 'A point is its latitude and longitude' },
);

export const ZBounds = z
  .object(
    { south: degrees('South', 90), west: degrees('West', 180), north: degrees('North', 90), east: degrees('East', 180) },
    { error: 'Bounds are south, west, north and east in degrees' },
  )
  .refine((b) => b.south <= b.north && b.west <= b.east, 'Bounds must have south below north and west left of east');

export const ZPolygon = z
  .array(ZPoint, { error: 'An area is a list of points' })
  .min(MIN_POLYGON_CORNERS, `An area needs at least ${MIN_POLYGON_CORNERS} points`)
  .max(MAX_POLYGON_CORNERS, `An area has at most ${MAX_POLYGON_CORNERS} points`);

export const ZWorkplace = z.union([z.object({ hub: z.enum(IT_HUBS, { error: `The hub must be one of ${IT_HUBS.join(', ')}` }) }), ZPoint], {
  error: `A workplace is an IT hub ({ hub }) or a point ({ latitude, longitude })`,
});

const nearMetroText = NEAR_METRO_DISTANCES.join(', ');

/** The fields, spread into the search request. */
export const searchGeoFields = {
  /** Only listings inside this box (the map's visible area). */
  bounds: ZBounds.nullish(),
  /** Only listings inside this drawn area. */
  polygon: ZPolygon.nullish(),
  /** Only listings within this many metres of a metro station. */
  nearMetro: z.coerce
    .number({ error: `Near metro must be ${nearMetroText} metres` })
    .refine((metres) => (NEAR_METRO_DISTANCES as readonly number[]).includes(metres), `Near metro must be ${nearMetroText} metres`)
    .nullish(),
  /** Only listings near this station (its code, as /api/map/base lists them). */
  nearStation: z.string().trim().toUpperCase().max(10, 'Near station is a station code').nullish(),
  /** Where the searcher works: commutes are estimated to it, and sortBy commute orders by them. */
  workplace: ZWorkplace.nullish(),
};

export const ZSearchGeo = z.object(searchGeoFields);
export type TSearchGeo = z.output<typeof ZSearchGeo>;
export type TWorkplace = z.output<typeof ZWorkplace>;
