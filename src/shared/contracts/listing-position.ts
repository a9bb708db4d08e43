// Where a poster places a home: typed coordinates or a dragged pin, in the Hyderabad metropolitan area.
import { z } from '../zod.ts';
import { isInHyderabad, POSITION_OUTSIDE_MESSAGE } from '../geo/hyderabad-area.ts';

const degrees = (field: string, limit: number) =>
  z.coerce
    .number({ error: `${field} must be a number of degrees` })
    .min(-limit, `${field} must be a number of degrees`)
    .max(limit, `${field} must be a number of degrees`)
    .nullish();

/** Both or neither: without them a listing sits at its locality's centre (or, on an edit, stays where it was). */
export const listingPositionFields = {
  latitude: degrees('Latitude', 90),
  longitude: degrees('Longitude', 180),
};

type PositionInput = { latitude?: number | null; longitude?: number | null };

export function checkListingPosition(listing: PositionInput, ctx: z.RefinementCtx): void {
  const { latitude, longitude } = listing;
  if (latitude == null && longitude == null) return;
  if (latitude == null || longitude == null) {
    const missing = latitude == null ? 'latitude' : 'longitude';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'Give both latitude and longitude, or neither', input: listing });
    return;
  }
  if (!isInHyderabad({ latitude, longitude })) {
    for (const field of ['latitude', 'longitude']) ctx.addIssue({ code: 'custom', path: [field], message: POSITION_OUTSIDE_MESSAGE, input: listing });
  }
}
