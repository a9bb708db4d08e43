import { z } from '../zod.ts';

/**
 * Spec section 3, Area: areaId, areaName, pincode (plus whether it is one of the seven popular ones,
 * and its approximate centre, good for "nearby", not for drawing on a map).
 */
export const ZArea = z.object({
  areaId: z.number().int(),
  id: z.number().int(),
  areaName: z.string(),
  pincode: z.string(),
  city: z.string(),
  isPopular: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type TArea = z.infer<typeof ZArea>;

/** Spec section 3, Property type: propertyTypeId, typeName. */
export const ZPropertyType = z.object({ propertyTypeId: z.number().int(), id: z.number().int(), typeName: z.string() });
export type TPropertyType = z.infer<typeof ZPropertyType>;

export const AMENITIES = [
  'Parking',
  'Gym',
  'Swimming Pool',
  'Security',
  'Lift',
  'Power Backup',
  'Club House',
  'Park',
  'Intercom',
  'Visitor Parking',
  'Rainwater Harvesting',
  '24/7 Water Supply',
  'Community Hall',
] as const;

export const DEFAULT_CITY = 'Hyderabad';
