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
