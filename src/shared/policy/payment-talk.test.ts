import { describe, expect, it } from 'vitest';
import { findPaymentTalk } from './payment-talk.ts';

describe('payment talk in a description', () => {
  it.each([
    ['Call 98765 43210 for a visit', ['phone']],
    ['Pay to flatowner@okaxis before the visit', ['upi']],
    ['Send token amount of 5000 to book', ['token']],
    ['Token-advance needed. UPI: rent.owner@ybl, ph ९८७६५४३२१०', ['phone', 'upi', 'token']],
    ['Pay the token today', ['token']],
  ])('%s', (text, found) => {
    expect(findPaymentTalk(text)).toEqual(found);
  });

  it.each([
    'Bright 2 BHK, rent ₹45,000, deposit 2,00,000, 3rd floor',
    'Write to owner@example.com for the visit',
    'Near the metro, 10.am visits on Sunday; tokens for the gym are given at the gate',
  ])('passes an ordinary description: %s', (text) => {
    expect(findPaymentTalk(text)).toEqual([]);
  });
});
