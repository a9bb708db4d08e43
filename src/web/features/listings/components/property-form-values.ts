// The Post and Edit Property forms' values and rules (spec section 5, Post property and Edit
// property). Inputs hold text; the shared request schemas turn it into the API payload, so the
// form and the server refuse the same things with the same messages.
import {
  MAX_AREA_SQFT,
  MAX_BALCONIES,
  MAX_PRICE,
  MAX_ROOMS_ON_EDIT,
  MAX_ROOMS_ON_POST,
  PROPERTY_MESSAGES,
  ZPropertyCreateRequest,
  ZPropertyUpdateRequest,
  type TProperty,
  type TPropertyUpdateRequest,
} from '#shared/contracts/property.ts';
import {
  LISTING_FACT_FIELDS as FACT_FIELDS,
  LISTING_FACTS,
  RENT_ONLY_FACTS,
  SALE_ONLY_FACTS,
  type TListingFacts,
} from '#shared/listing-facts/facts.ts';

export type PropertyFormMode = 'post' | 'edit';

export type PropertyFormValues = {
  title: string;
  description: string;
  propertyTypeId: string;
  listingType: 'sale' | 'rent';
  ownerType: 'owner' | 'broker';
  areaId: string;
  address: string;
  price: string;
  areaSqft: string;
  bedrooms: string;
  bathrooms: string;
  balconies: string;
  amenities: string[];
  isReadyToMove: boolean;
  isVerified: boolean;
  /** The pin's position as typed or dragged; both '' for the locality's centre. */
  latitude: string;
  longitude: string;
  isAdminFeatured: boolean;
} & FactValues;

/** The rent and sale facts as the form holds them: text, '' for "not given"; yes/no for booleans. */
export type FactValues = Record<keyof TListingFacts, string>;
const BOOLEAN_FACTS: readonly string[] = LISTING_FACTS.filter((fact) => fact.kind === 'yesNo').map((fact) => fact.field);
const emptyFacts = Object.fromEntries(FACT_FIELDS.map((field) => [field, ''])) as FactValues;

export type NumberField = 'price' | 'areaSqft' | 'bedrooms' | 'bathrooms' | 'balconies';
export type FieldErrors = Partial<Record<keyof PropertyFormValues | 'imageUrls', string>>;

export const emptyPropertyForm: PropertyFormValues = {
  title: '',
  description: '',
  propertyTypeId: '',
  listingType: 'sale',
  ownerType: 'owner',
  areaId: '',
  address: '',
  price: '',
  areaSqft: '',
  bedrooms: '',
  bathrooms: '',
  balconies: '0',
  amenities: [],
  isReadyToMove: false,
  isVerified: false,
  latitude: '',
  longitude: '',
  isAdminFeatured: false,
  ...emptyFacts,
};

function factValuesOf(property: TProperty): FactValues {
  const values = { ...emptyFacts };
  for (const field of FACT_FIELDS) {
    const value = property[field];
    values[field] = typeof value === 'boolean' ? (value ? 'yes' : 'no') : value == null ? '' : String(value);
  }
  return values;
}

/**
 * The facts a request carries: those of the listing's type and those of both. An edit sends the
 * other type's as null, so a listing moved from rent to sale loses its rent facts.
 */
function factsRequest(values: PropertyFormValues, mode: PropertyFormMode) {
  const other: readonly string[] = values.listingType === 'rent' ? SALE_ONLY_FACTS : RENT_ONLY_FACTS;
  const request: Record<string, string | boolean | null> = {};
  for (const field of FACT_FIELDS) {
    const text = values[field].trim();
    if (other.includes(field)) {
      if (mode === 'edit') request[field] = null;
      continue;
    }
    if (text === '') request[field] = null;
    else request[field] = BOOLEAN_FACTS.includes(field) ? text === 'yes' : text;
  }
  return request;
}

export function formValuesFromProperty(property: TProperty): PropertyFormValues {
  return {
    title: property.title,
    description: property.description,
    propertyTypeId: String(property.propertyTypeId),
    listingType: property.listingType,
    ownerType: property.ownerType,
    areaId: String(property.area.areaId),
    address: property.address ?? '',
    price: String(property.price),
    areaSqft: property.areaSqft ? String(property.areaSqft) : '',
    bedrooms: String(property.bedrooms),
    bathrooms: String(property.bathrooms),
    balconies: String(property.balconies),
    amenities: (property.amenities ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    isReadyToMove: property.isReadyToMove,
    isVerified: property.isVerified,
    latitude: property.latitude == null ? '' : String(property.latitude),
    longitude: property.longitude == null ? '' : String(property.longitude),
    isAdminFeatured: property.isAdminFeatured,
    ...factValuesOf(property),
  };
}

const roomLabels = { bedrooms: 'Bedrooms', bathrooms: 'Bathrooms', balconies: 'Balconies' } as const;

function roomLimit(field: keyof typeof roomLabels, mode: PropertyFormMode) {
  if (field === 'balconies') return MAX_BALCONIES;
  return mode === 'edit' ? MAX_ROOMS_ON_EDIT : MAX_ROOMS_ON_POST;
}

/**
 * Typing-time rule: digits only, no leading zero, and an entry over the limit is refused (the
 * field keeps its last value) with the spec's message.
 */
export function acceptTypedNumber(
  field: NumberField,
  typed: string,
  mode: PropertyFormMode,
): { value: string; error?: undefined } | { value?: undefined; error: string } {
  const digits = typed.replace(/\D/g, '');
  const value = digits.replace(/^0+(?=\d)/, '');
  // A price of 0 is never valid, so its leading zero goes entirely (spec: 'A leading zero in price is stripped').
  const cleaned = field === 'price' ? value.replace(/^0+/, '') : value;
  if (cleaned === '') return { value: '' };
  const amount = Number(cleaned);
  if (field === 'price') return amount > MAX_PRICE ? { error: PROPERTY_MESSAGES.priceTyped } : { value: cleaned };
  if (field === 'areaSqft') return amount > MAX_AREA_SQFT ? { error: PROPERTY_MESSAGES.areaTyped } : { value: cleaned };
  const limit = roomLimit(field, mode);
  return amount > limit ? { error: `${roomLabels[field]} cannot exceed ${limit}.` } : { value: cleaned };
}

const REQUIRED_FIELDS = ['title', 'propertyTypeId', 'areaId', 'bedrooms', 'bathrooms', 'price', 'description'] as const;
// The banner names the first problem in the order the spec lists its checks.
const PRECEDENCE = [
  'title',
  'description',
  'propertyTypeId',
  'listingType',
  'areaId',
  'address',
  'price',
  'bedrooms',
  'bathrooms',
  'balconies',
  'areaSqft',
  'amenities',
  ...FACT_FIELDS,
  'imageUrls',
  'ownerType',
];

export type CheckedForm = { ok: true; request: TPropertyUpdateRequest } | { ok: false; message: string; fieldErrors: FieldErrors };

/** Submit-time rules: required fields first, then the shared schema's limits. */
export function checkPropertyForm({
  values,
  imageUrls,
  mode,
  knownAreaIds,
  canVerify = false,
}: {
  values: PropertyFormValues;
  imageUrls: string[];
  mode: PropertyFormMode;
  knownAreaIds: number[];
  /** Only an admin's edit sends isVerified (spec section 6) and isAdminFeatured. */
  canVerify?: boolean;
}): CheckedForm {
  const fieldErrors: FieldErrors = {};
  for (const field of REQUIRED_FIELDS) {
    if (values[field].trim() === '') fieldErrors[field] = 'This field is required.';
  }
  if (imageUrls.length === 0) fieldErrors.imageUrls = 'Add at least one picture.';
  if (Object.keys(fieldErrors).length > 0) return { ok: false, message: PROPERTY_MESSAGES.required, fieldErrors };

  if (mode === 'edit' && !knownAreaIds.includes(Number(values.areaId))) {
    return { ok: false, message: PROPERTY_MESSAGES.invalidArea, fieldErrors: { areaId: PROPERTY_MESSAGES.invalidArea } };
  }

  const raw = {
    title: values.title,
    description: values.description,
    propertyTypeId: values.propertyTypeId,
    listingType: values.listingType,
    areaId: values.areaId,
    address: values.address.trim() || null,
    price: values.price,
    areaSqft: values.areaSqft || null,
    bedrooms: values.bedrooms,
    bathrooms: values.bathrooms,
    balconies: values.balconies || undefined,
    amenities: values.amenities,
    isReadyToMove: values.isReadyToMove,
    ownerType: values.ownerType,
    imageUrls,
    latitude: values.latitude.trim() || null,
    longitude: values.longitude.trim() || null,
    ...factsRequest(values, mode),
    ...(mode === 'edit' && canVerify ? { isVerified: values.isVerified, isAdminFeatured: values.isAdminFeatured } : {}),
  };
  const parsed = (mode === 'edit' ? ZPropertyUpdateRequest : ZPropertyCreateRequest).safeParse(raw);
  if (parsed.success) return { ok: true, request: parsed.data };
  const issues = [...parsed.error.issues].sort((a, b) => rank(String(a.path[0])) - rank(String(b.path[0])));
  for (const issue of issues) {
    const field = String(issue.path[0]) as keyof FieldErrors;
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, message: issues[0]?.message ?? '', fieldErrors };
}

function rank(field: string) {
  const index = PRECEDENCE.indexOf(field);
  return index === -1 ? PRECEDENCE.length : index;
}
