import { describe, expect, it } from 'vitest';
import { formatIndianNumber, formatPriceShort, priceDisplayText, typedAmountText } from './money.ts';
import { numberToIndianWords, rupeesInWords } from './money-words.ts';

describe('formatIndianNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [99999, '99,999'],
    [100000, '1,00,000'],
    [1234567, '12,34,567'],
    [1000000000, '1,00,00,00,000'],
  ])('%d → %s', (n, text) => expect(formatIndianNumber(n)).toBe(text));
});

describe('formatPriceShort (cards)', () => {
  it.each([
    [12_500_000, '₹1.25 Cr'],
    [10_000_000, '₹1.00 Cr'],
    [9_999_999, '₹99.99 Lac'],
    [100_000, '₹1.00 Lac'],
    [99_999, '₹99.9 K'],
    [38_500, '₹38.5 K'],
    [38_550, '₹38.5 K'],
    [25_000, '₹25 K'],
    [1_000, '₹1 K'],
    [999, '₹999'],
  ])('%d → %s', (n, text) => expect(formatPriceShort(n)).toBe(text));

  it('falls back to the display text, then to Price on request', () => {
    expect(formatPriceShort(null, '45 Lac')).toBe('45 Lac');
    expect(formatPriceShort(undefined)).toBe('Price on request');
  });
});

describe('priceDisplayText', () => {
  it('uses Cr from 1e7 and Lac from 1e5 with two decimals, else Indian grouping', () => {
    expect(priceDisplayText(45_000_000)).toBe('4.50 Cr');
    expect(priceDisplayText(7_550_000)).toBe('75.50 Lac');
    expect(priceDisplayText(35_000)).toBe('35,000');
  });
});

describe('numberToIndianWords', () => {
  it.each([
    [0, 'Zero'],
    [5, 'Five'],
    [19, 'Nineteen'],
    [85, 'Eighty Five'],
    [100, 'One Hundred'],
    [1000, 'One Thousand'],
    [25_000, 'Twenty Five Thousand'],
    [99_999, 'Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [100_000, 'One Lakh'],
    [100_001, 'One Lakh One'],
    [1_234_567, 'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven'],
    [9_999_999, 'Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [10_000_000, 'One Crore'],
    [10_050_000, 'One Crore Fifty Thousand'],
    [1_000_000_000, 'One Hundred Crore'],
  ])('%d → %s', (n, words) => expect(numberToIndianWords(n)).toBe(words));

  it('wraps in Rupees … Only', () => {
    expect(rupeesInWords(15000)).toBe('Rupees Fifteen Thousand Only');
  });
});

describe('typedAmountText (price fields as one types)', () => {
  it.each([
    [4_500_000, '₹45,00,000 · 45 Lakh'],
    [12_560_000, '₹1,25,60,000 · 1.26 Crore'],
    [10_000_000, '₹1,00,00,000 · 1 Crore'],
    [4_567_891, '₹45,67,891 · 45.68 Lakh'],
    [45_000, '₹45,000 · 45 Thousand'],
    [999, '₹999'],
    [0, '₹0'],
  ])('%d → %s', (n, text) => expect(typedAmountText(n)).toBe(text));
});
