import { describe, expect, it } from 'vitest';
import { DEAL_STAGES } from './deal-stages.ts';
import { canMakeRentalAgreement, DEAL_KIND_TEXTS, dealKindOf, registrationBannerFor, stageLabelFor } from './deal-kind.ts';

describe('deal kind', () => {
  it('a deal on a rent listing is a rental', () => {
    expect(dealKindOf('rent')).toBe('rental');
    expect(dealKindOf('sale')).toBe('purchase');
  });
  it('words the same seven stages for each kind', () => {
    expect(DEAL_STAGES.map((s) => stageLabelFor(s, 'purchase'))).toEqual([
      'Inquiry',
      'Shortlist',
      'Negotiation',
      'Agreement',
      'Registration',
      'Payment',
      'Completed',
    ]);
    const rental = DEAL_STAGES.map((s) => stageLabelFor(s, 'rental'));
    expect(new Set(rental).size).toBe(7);
    expect(rental[2]).toBe('Rent negotiation');
    expect(rental[6]).toBe('Moved in');
    expect(stageLabelFor('BOGUS', 'rental')).toBe('Inquiry');
  });
  it('names the agreed amount by kind', () => {
    expect(DEAL_KIND_TEXTS.rental.agreedAmount).toBe('Agreed monthly rent');
    expect(DEAL_KIND_TEXTS.purchase.agreedAmount).toBe('Agreed price');
  });
  it('offers the rental agreement from AGREEMENT on, for rentals only', () => {
    expect(canMakeRentalAgreement('rental', 'NEGOTIATION')).toBe(false);
    expect(canMakeRentalAgreement('rental', 'AGREEMENT')).toBe(true);
    expect(canMakeRentalAgreement('rental', 'COMPLETED')).toBe(true);
    expect(canMakeRentalAgreement('purchase', 'AGREEMENT')).toBe(false);
  });
  it('words the registration banner for whoever reads it', () => {
    expect(registrationBannerFor('other', 'purchase')).toBe('Registration Completed! Please confirm with seller.');
    expect(registrationBannerFor('seller', 'purchase')).toBe('Registration Completed! As the seller, please confirm it.');
    expect(registrationBannerFor('buyer', 'purchase')).toBe('Registration Completed! Waiting for the seller to confirm it.');
    expect(registrationBannerFor('seller', 'rental')).toBe('Agreement signed and stamped! As the owner, please confirm it.');
    expect(registrationBannerFor('buyer', 'rental')).toBe('Agreement signed and stamped! Waiting for the owner to confirm it.');
  });
});
