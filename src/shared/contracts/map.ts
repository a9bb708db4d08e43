// What the map draws: the base layer from Gruha's own data, and the pins of a search.
import { z } from '../zod.ts';
import { METRO_LINES } from '../geo/metro.ts';

const ZPoint = { latitude: z.number(), longitude: z.number() };

export const ZMetroStation = z.object({ code: z.string(), name: z.string(), lines: z.array(z.enum(METRO_LINES)), ...ZPoint });
export type TMetroStation = z.infer<typeof ZMetroStation>;

/** Where base tiles come from: none (Gruha's own layer only), Gruha's PMTiles file, or an operator's tile URL template. */
export const ZMapTiles = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('own') }),
  z.object({ kind: z.literal('pmtiles'), url: z.string(), attribution: z.string() }),
  z.object({ kind: z.literal('url'), url: z.string(), attribution: z.string() }),
]);
export type TMapTiles = z.infer<typeof ZMapTiles>;

/** GET /api/map/base: the localities' names at their centres, the metro lines and stations, and the tile source. */
export const ZMapBase = z.object({
  localities: z.array(z.object({ name: z.string(), ...ZPoint })),
  stations: z.array(ZMetroStation),
  lines: z.array(z.object({ line: z.enum(METRO_LINES), stations: z.array(z.string()) })),
  tiles: ZMapTiles,
});
export type TMapBase = z.infer<typeof ZMapBase>;

/** At most this many pins come with a search's map; the map asks the user to zoom in past it. */
export const MAX_PINS = 1000;

export const ZMapPin = z.object({ id: z.number().int(), price: z.number(), listingType: z.enum(['sale', 'rent']), ...ZPoint });
export type TMapPin = z.infer<typeof ZMapPin>;

/** POST /api/properties/search/pins: the newest MAX_PINS matches placed on the map, and how many match in all. */
export const ZMapPins = z.object({ pins: z.array(ZMapPin), total: z.number().int() });
export type TMapPins = z.infer<typeof ZMapPins>;
