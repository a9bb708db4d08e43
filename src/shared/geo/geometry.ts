// Plane and sphere sums for positions in Hyderabad: distances, boxes and drawn areas. Shared, so the
// server's filters, the saved-search checks and the map on the page read a position alike.

export type LatLng = { latitude: number; longitude: number };
/** A box on the map: its south-west and north-east corners, in degrees. */
export type Bounds = { south: number; west: number; north: number; east: number };
/** A drawn area: its corners in order (closed implicitly: the last joins the first). */
export type Polygon = LatLng[];

const EARTH_RADIUS_M = 6_371_000;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Metres along the ground between two positions (haversine; the SQL twin is geo_distance_m). */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function boundsContain(bounds: Bounds, point: LatLng): boolean {
  return point.latitude >= bounds.south && point.latitude <= bounds.north && point.longitude >= bounds.west && point.longitude <= bounds.east;
}

/** The smallest box holding every corner: the index narrows a drawn area's search to it first. */
export function polygonBounds(polygon: Polygon): Bounds {
  const lats = polygon.map((p) => p.latitude);
  const lngs = polygon.map((p) => p.longitude);
  return { south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs) };
}

/** Each edge of a drawn area, as [a corner, the corner before it]; the first corner's is the last. */
export function polygonEdges(polygon: Polygon): [LatLng, LatLng][] {
  let previous = polygon.at(-1);
  const edges: [LatLng, LatLng][] = [];
  for (const corner of polygon) {
    if (previous) edges.push([corner, previous]);
    previous = corner;
  }
  return edges;
}

/**
 * Whether a point lies inside a drawn area (even-odd ray casting; the SQL twin is polygon_contains).
 * Over a few kilometres degrees are as good as a plane. A point exactly on an edge may fall either way.
 */
export function polygonContains(polygon: Polygon, point: LatLng): boolean {
  let inside = false;
  for (const [a, b] of polygonEdges(polygon)) {
    const crosses =
      a.latitude > point.latitude !== b.latitude > point.latitude &&
      point.longitude < ((b.longitude - a.longitude) * (point.latitude - a.latitude)) / (b.latitude - a.latitude) + a.longitude;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** A box `metres` around a point in every direction: what a "within" search reads from the index before the exact distance. */
export function boundsAround(centre: LatLng, metres: number): Bounds {
  const dLat = metres / 111_320;
  const dLng = metres / (111_320 * Math.cos(rad(centre.latitude)));
  return { south: centre.latitude - dLat, west: centre.longitude - dLng, north: centre.latitude + dLat, east: centre.longitude + dLng };
}
