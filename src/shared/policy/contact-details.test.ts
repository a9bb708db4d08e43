import { describe, expect, it } from 'vitest';
import { findContactDetail } from './contact-details.ts';

describe('findContactDetail', () => {
  it.each(['Call me on 9876543210', 'my number +91 98765 43210', 'ring 98765-43210 after six', 'whatsapp 0 98765.43210'])(
    'finds a phone number in %j',
    (text) => {
      expect(findContactDetail(text)).toBe('phone');
    },
  );

  it.each(['see https://example.com/flat', 'www.brokerdeals.in has more', 'visit cheapflats.com now', 'http://gruha.example.org.evil.net/x'])(
    'finds a link in %j',
    (text) => {
      expect(findContactDetail(text, 'gruha.example.org')).toBe('link');
    },
  );

  it.each(['Is it available from 1 Dec?', 'Rent ₹36,000 and deposit 2,00,000?', 'Flat 402, 4th floor, 3 BHK', 'Is the price 85.5 lakh final?'])(
    'lets plain questions through: %j',
    (text) => {
      expect(findContactDetail(text)).toBeNull();
    },
  );

  it("allows links to the site's own pages", () => {
    expect(findContactDetail('like https://gruha.example.org/property/12', 'gruha.example.org')).toBeNull();
  });
});
