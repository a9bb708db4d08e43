import { describe, expect, it } from 'vitest';
import { acceptTypedNumber, checkPropertyForm, emptyPropertyForm, type PropertyFormValues } from './property-form-values.ts';

const filled: PropertyFormValues = {
  ...emptyPropertyForm,
  title: '2 BHK in Kondapur',
  description: 'Bright flat near the metro',
  propertyTypeId: '1',
  areaId: '4',
  price: '4500000',
  bedrooms: '2',
  bathrooms: '2',
};
const imageUrls = ['/uploads/images/abc.webp'];

describe('typing-time rules (spec section 5, Post property)', () => {
  it('strips leading zeros and anything but digits', () => {
    expect(acceptTypedNumber('price', '0045,000', 'post')).toEqual({ value: '45000' });
    expect(acceptTypedNumber('price', '0', 'post')).toEqual({ value: '' });
    expect(acceptTypedNumber('bedrooms', '03', 'post')).toEqual({ value: '3' });
    expect(acceptTypedNumber('balconies', '0', 'post')).toEqual({ value: '0' });
  });

  it('refuses entries over the limits with the spec texts', () => {
    expect(acceptTypedNumber('price', '1000000001', 'post')).toEqual({ error: 'Price cannot exceed ₹1,00,00,00,000 (100 Crore).' });
    expect(acceptTypedNumber('price', '1000000000', 'post')).toEqual({ value: '1000000000' });
    expect(acceptTypedNumber('bedrooms', '11', 'post')).toEqual({ error: 'Bedrooms cannot exceed 10.' });
    expect(acceptTypedNumber('balconies', '11', 'edit')).toEqual({ error: 'Balconies cannot exceed 10.' });
    expect(acceptTypedNumber('areaSqft', '10000', 'post')).toEqual({ error: 'Area cannot exceed 9,999 sqft.' });
  });

  it('lets the edit form take up to 20 bedrooms and bathrooms', () => {
    expect(acceptTypedNumber('bathrooms', '20', 'edit')).toEqual({ value: '20' });
    expect(acceptTypedNumber('bathrooms', '21', 'edit')).toEqual({ error: 'Bathrooms cannot exceed 20.' });
  });
});

describe('submit-time rules', () => {
  it('asks for every required field, the picture included', () => {
    const result = checkPropertyForm({ values: { ...filled, title: ' ' }, imageUrls: [], mode: 'post', knownAreaIds: [4] });
    expect(result).toMatchObject({ ok: false, message: 'Please fill all required fields marked with *' });
    expect(!result.ok && Object.keys(result.fieldErrors).sort()).toEqual(['imageUrls', 'title']);
  });

  it('builds the request with numbers and the amenity list', () => {
    const result = checkPropertyForm({ values: { ...filled, amenities: ['Gym', 'Lift'] }, imageUrls, mode: 'post', knownAreaIds: [4] });
    expect(result).toMatchObject({
      ok: true,
      request: { price: 4_500_000, bedrooms: 2, balconies: 0, areaId: 4, amenities: ['Gym', 'Lift'], areaSqft: null, address: null },
    });
  });

  it('repeats the limits on submit', () => {
    const rooms = checkPropertyForm({ values: { ...filled, balconies: '12' }, imageUrls, mode: 'post', knownAreaIds: [4] });
    expect(rooms).toMatchObject({ ok: false, message: 'Bedrooms, Bathrooms, and Balconies cannot exceed 10.' });
    const area = checkPropertyForm({ values: { ...filled, areaSqft: '12000' }, imageUrls, mode: 'post', knownAreaIds: [4] });
    expect(area).toMatchObject({ ok: false, message: 'AreaSqft cannot exceed 9,999 sqft.' });
  });

  it('refuses an area outside the loaded list on edit, and sends isVerified only for admins', () => {
    expect(checkPropertyForm({ values: filled, imageUrls, mode: 'edit', knownAreaIds: [1] })).toMatchObject({
      ok: false,
      message: 'Invalid area selected. Please try again.',
    });
    const admin = checkPropertyForm({ values: { ...filled, isVerified: true }, imageUrls, mode: 'edit', knownAreaIds: [4], canVerify: true });
    expect(admin.ok && admin.request.isVerified).toBe(true);
    const owner = checkPropertyForm({ values: { ...filled, isVerified: true }, imageUrls, mode: 'edit', knownAreaIds: [4] });
    expect(owner.ok && 'isVerified' in owner.request).toBe(false);
  });
});

describe('rent and sale facts', () => {
  const check = (values: PropertyFormValues, mode: 'post' | 'edit' = 'post') => checkPropertyForm({ values, imageUrls, mode, knownAreaIds: [4] });

  it("sends a rental's facts, and none of a sale's", () => {
    const result = check({
      ...filled,
      listingType: 'rent',
      price: '32000',
      deposit: '100000',
      furnishing: 'semi',
      petsAllowed: 'no',
      possessionStatus: 'ready',
      floor: '-1',
      totalFloors: '4',
    });
    expect(result.ok && result.request).toMatchObject({
      deposit: 100000,
      furnishing: 'semi',
      petsAllowed: false,
      floor: -1,
      totalFloors: 4,
      maintenance: null,
    });
    expect(result.ok && 'possessionStatus' in result.request).toBe(false);
  });

  it("an edit clears the other type's facts, so a rental moved to sale loses its deposit", () => {
    const result = check({ ...filled, listingType: 'sale', deposit: '100000', reraNumber: 'p02400001234' }, 'edit');
    expect(result.ok && result.request).toMatchObject({ deposit: null, reraNumber: 'P02400001234' });
  });

  it('names the field the shared rules refuse: RERA shape, floor above the total, a missing possession date', () => {
    const result = check({ ...filled, reraNumber: 'X123', floor: '9', totalFloors: '4', possessionStatus: 'under_construction' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fieldErrors.reraNumber).toBe('RERA number must be P followed by 11 digits, e.g. P02400001234');
    }
    const cross = check({ ...filled, floor: '9', totalFloors: '4', possessionStatus: 'under_construction' });
    expect(!cross.ok && cross.fieldErrors).toMatchObject({
      floor: 'Floor cannot be above the total floors',
      possessionDate: 'Please give the possession date of a home under construction',
    });
  });
});
