// The values of the search's place filters (a box on the map, a drawn area), declared with the other
// filters in shared/search/filters/filters.ts, and the workplace to estimate commutes to (and sort by),
// which orders a search but does not narrow it.
import { z } from '../zod.ts';
import { IT_HUBS } from '../geo/commute.ts';

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

/** The fields besides the declared place filters (shared/search/filters/filters.ts), spread into the search request. */
export const searchGeoFields = {
  /** Where the searcher works: commutes are estimated to it, and sortBy commute orders by them. */
  workplace: ZWorkplace.nullish(),
};

export type TWorkplace = z.output<typeof ZWorkplace>;
