import { describe, expect, it } from 'vitest';
import { judgePrice, type LikeHomes } from './price-range.ts';

const gachibowli: LikeHomes = { place: 'Gachibowli', typeName: 'Apartment', bhk: 2, count: 7, medianPrice: 32_000 };

describe('a price one could pay', () => {
  it('is far out past the absolute bounds, with or without figures', () => {
    expect(judgePrice({ price: 1, listingType: 'rent' }, null)).toEqual({
      isFarOut: true,
      reason: '₹1 a month is less than ₹1,000, below what any home rents for.',
    });
    expect(judgePrice({ price: 50_00_00_000, listingType: 'rent' }, gachibowli)).toMatchObject({ isFarOut: true });
    expect(judgePrice({ price: 60_00_00_000, listingType: 'sale' }, null)).toMatchObject({ isFarOut: true });
    expect(judgePrice({ price: 4_00_000, listingType: 'sale' }, null)).toMatchObject({ isFarOut: true });
  });

  it('is far out more than five times from the median of like homes, either way', () => {
    expect(judgePrice({ price: 2_00_000, listingType: 'rent' }, gachibowli)).toEqual({
      isFarOut: true,
      reason: '₹2,00,000 a month is far above what a 2 BHK Apartment rents for in Gachibowli: the median of 7 listed is ₹32,000 a month.',
    });
    expect(judgePrice({ price: 6_000, listingType: 'rent' }, gachibowli)).toMatchObject({
      isFarOut: true,
      reason: expect.stringContaining('far below'),
    });
    expect(judgePrice({ price: 1_60_000, listingType: 'rent' }, gachibowli)).toEqual({ isFarOut: false });
    expect(judgePrice({ price: 6_400, listingType: 'rent' }, gachibowli)).toEqual({ isFarOut: false });
  });

  it('names 4 BHK as 4+, and a home without bedrooms by its type alone', () => {
    const plot = { ...gachibowli, typeName: 'Plot', bhk: 0, medianPrice: 1_00_00_000 };
    expect(judgePrice({ price: 10_00_00_000, listingType: 'sale' }, plot)).toMatchObject({
      reason: expect.stringContaining('what a Plot sells for'),
    });
    const house = { ...plot, typeName: 'Independent House' };
    expect(judgePrice({ price: 10_00_00_000, listingType: 'sale' }, house)).toMatchObject({
      reason: expect.stringContaining('what an Independent House'),
    });
    const big = { ...gachibowli, bhk: 4 };
    expect(judgePrice({ price: 5_00_000, listingType: 'rent' }, big)).toMatchObject({ reason: expect.stringContaining('a 4+ BHK Apartment') });
  });
});
