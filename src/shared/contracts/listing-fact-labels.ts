// The listing facts' values and how pages name them (re-exported by listing-fact-values.ts).
export const FURNISHINGS = ['unfurnished', 'semi', 'fully'] as const;
export type TFurnishing = (typeof FURNISHINGS)[number];
export const FURNISHING_LABELS: Record<TFurnishing, string> = {
  unfurnished: 'Unfurnished',
  semi: 'Semi-furnished',
  fully: 'Fully furnished',
};

export const PREFERRED_TENANTS = ['family', 'bachelors', 'company', 'anyone'] as const;
export type TPreferredTenants = (typeof PREFERRED_TENANTS)[number];
export const PREFERRED_TENANT_LABELS: Record<TPreferredTenants, string> = {
  family: 'Family',
  bachelors: 'Bachelors',
  company: 'Company lease',
  anyone: 'Anyone',
};
/** What a renter can say they are: a listing for 'anyone' matches each of them. */
export const TENANT_KINDS = ['family', 'bachelors', 'company'] as const;

export const PARKINGS = ['none', 'two_wheeler', 'car'] as const;
export type TParking = (typeof PARKINGS)[number];
export const PARKING_LABELS: Record<TParking, string> = { none: 'No parking', two_wheeler: 'Two-wheeler', car: 'Car' };
/** Parking a search can ask for: a car space also takes a two-wheeler. */
export const PARKING_NEEDS = ['two_wheeler', 'car'] as const;

export const POSSESSION_STATUSES = ['ready', 'under_construction'] as const;
export type TPossessionStatus = (typeof POSSESSION_STATUSES)[number];
export const POSSESSION_LABELS: Record<TPossessionStatus, string> = { ready: 'Ready to move', under_construction: 'Under construction' };

export const FACINGS = ['east', 'west', 'north', 'south', 'north_east', 'north_west', 'south_east', 'south_west'] as const;
export type TFacing = (typeof FACINGS)[number];
export const FACING_LABELS: Record<TFacing, string> = {
  east: 'East',
  west: 'West',
  north: 'North',
  south: 'South',
  north_east: 'North-East',
  north_west: 'North-West',
  south_east: 'South-East',
  south_west: 'South-West',
};
