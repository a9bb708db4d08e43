// Small display rules shared by the card and the detail page (spec section 2, Property card).
import type { TProperty } from '#shared/contracts/property.ts';
import { formatPriceShort } from '#shared/money.ts';

export const listingTag = (property: Pick<TProperty, 'listingType'>) => (property.listingType === 'rent' ? 'FOR RENT' : 'FOR SALE');

/** '₹45.00 Lac' or '₹25 K /month' for rent; 'Price on request' without a price. */
export function priceLabel(property: Pick<TProperty, 'price' | 'priceDisplay' | 'listingType'>) {
  const price = formatPriceShort(property.price, property.priceDisplay);
  const hasPrice = property.price > 0;
  return { price, perMonth: hasPrice && property.listingType === 'rent' };
}

export const amenityList = (amenities: string | null) =>
  (amenities ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** 'Gachibowli, Hyderabad' style location line. */
export const locationLine = (property: Pick<TProperty, 'areaName' | 'cityName' | 'city'>) =>
  [property.areaName, property.cityName || property.city].filter(Boolean).join(', ');
