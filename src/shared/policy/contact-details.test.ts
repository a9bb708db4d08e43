import { describe, expect, it } from 'vitest';
import { findContactDetail } from './contact-details.ts';

const OWN_HOST = 'gruha.example.org';

const PHONES = [
  'Call me on 9876543210',
  'my number +91 98765 43210',
  'ring 98765-43210 after six',
  'whatsapp 0 98765.43210',
  'call 98765  43210',
  'call (987) 654-3210',
  'number is 98765/43210',
  '98,765,43,210 is mine',
  'full-width ９８７６５４３２１０',
  'Devanagari ९८७६५४३२१०',
  'zero-width 98765\u200b43210',
  'joined 98765\u2060432\u200d10',
  'last digit a letter 987654321O',
  'with an l: 98765 4321l',
  'capital I and O: 9876 5I 432O',
  'office 040 2345 6789',
  'mixed ９8७6５ 43210',
];

const LINKS = [
  'see https://example.com/flat',
  'www.brokerdeals.in has more',
  'visit cheapflats.com now',
  'http://gruha.example.org.evil.net/x',
  'brokerdeals.dev/flat',
  'flats.ru',
  'evil[.]com',
  'evil。com',
  'evil(.)com',
  'evil dot com',
  'evil [dot] com',
  'ｅｖｉｌ．ｃｏｍ',
  'evil\u200b.com',
  'Deals.Homes/2bhk',
  '99acres.com/listing',
  'http://10.2.3.4/pay',
  'email me: broker@flats.in',
];

const ORDINARY = [
  'Is it available from 1 Dec?',
  'Rent ₹36,000 and deposit 2,00,000?',
  'Flat 402, 4th floor, 3 BHK',
  'Is the price 85.5 lakh final?',
  'Is ₹45,000 negotiable?',
  'Looking for a 2 BHK near the metro',
  'Can I visit on 12/05/2026 at 10 am?',
  'Free from 28.11.2026 to 05.12.2026',
  'Is it on the 3rd floor with lift?',
  'H.No. 8-2-293, Rd.No.12, Banjara Hills - how far?',
  'Budget 40,000 - 45,000 a month',
  'Ok.Thanks, is parking included?',
  'Can we meet at 10.30 am or 5.pm?',
  'Deposit 1,35,000 and maintenance ₹3,500',
  '1200 sq.ft, east facing, 2 bathrooms',
  'Polka dot curtains included?',
];

describe('findContactDetail', () => {
  it.each(PHONES)('finds a phone number in %j', (text) => {
    expect(findContactDetail(text, OWN_HOST)).toBe('phone');
  });

  it.each(LINKS)('finds a link in %j', (text) => {
    expect(findContactDetail(text, OWN_HOST)).toBe('link');
  });

  it.each(ORDINARY)('lets an ordinary text through: %j', (text) => {
    expect(findContactDetail(text, OWN_HOST)).toBeNull();
  });

  it('reads hostile text of the largest allowed length in linear time', () => {
    const runs = ['a-', 'a.', '1 ', '1O', 'l', ' ', '-', '९', '[.]', ' dot ', 'ab.', '1.', '0-'];
    for (const run of runs) {
      const text = run.repeat(Math.ceil(2000 / run.length)).slice(0, 2000);
      const started = performance.now();
      findContactDetail(text, OWN_HOST);
      expect({ run, slow: performance.now() - started > 200 }).toEqual({ run, slow: false });
    }
  });

  it("allows links to the site's own pages", () => {
    expect(findContactDetail('like https://gruha.example.org/property/12', OWN_HOST)).toBeNull();
    expect(findContactDetail('like gruha.example.org/property/12', OWN_HOST)).toBeNull();
  });
});
