import { describe, expect, it } from 'vitest';
import { priceInsightText } from './price-insight-text.ts';

const insight = {
  pricePerSqft: 5520,
  medianPricePerSqft: 6000,
  percentDiff: -8,
  areaName: 'Gachibowli',
  bedrooms: 2,
  propertyType: 'Apartment',
  listingType: 'sale' as const,
  sampleSize: 14,
};

describe('price insight', () => {
  it('says how far the price per sqft is from the locality median for that type and BHK', () => {
    expect(priceInsightText(insight)).toEqual({
      headline: '8% below the Gachibowli median for 2 BHK apartments',
      detail: 'Price of ₹5,520/sqft against a median of ₹6,000/sqft across 14 listings on Gruha',
    });
    expect(priceInsightText({ ...insight, percentDiff: 12.4, bedrooms: 0, propertyType: 'Plot' }).headline).toBe(
      '12% above the Gachibowli median for plots',
    );
    expect(priceInsightText({ ...insight, percentDiff: 0.3 }).headline).toBe('At the Gachibowli median for 2 BHK apartments');
  });
});
