import { describe, expect, it } from 'vitest';
import { numberToIndianWords } from '../money-words.ts';
import { buildAgreementDocument, maskAadhaar } from './document.ts';
import { SAMPLE_AGREEMENT_FORM } from './sample-form.ts';

const rental = SAMPLE_AGREEMENT_FORM;
const lease = { ...rental, duration: '24', agreementType: 'Lease Agreement' as const };
const allText = (doc: ReturnType<typeof buildAgreementDocument>) => JSON.stringify(doc);

describe('agreement document', () => {
  it('has the date line, parties with phone and masked Aadhaar, and rental wording', () => {
    const doc = buildAgreementDocument(rental, { madeOn: '2026-11-22' });
    expect(doc.title).toBe('RENTAL AGREEMENT');
    expect(doc.dateLine).toBe('This Rental Agreement is made and executed at Hyderabad, Telangana on this 22nd day of November, 2026.');
    expect(doc.parties[0].details).toBe('Phone 9876543210, Aadhaar No. XXXX XXXX 2346');
    expect(doc.parties[1].details).toBe('Phone 9123456780, PAN ABCPE1234F');
    expect(allText(doc)).not.toContain('234123412346');
    expect(allText(doc)).toContain('Licensee');
    expect(allText(doc)).not.toContain('Lessee');
    expect(doc.clauses.map((c) => c.heading)).toEqual([
      'Premises',
      'Term',
      'Licence Fee',
      'Security Deposit',
      'Use of Premises',
      'Utilities',
      'Termination',
      'Governing Law',
    ]);
  });

  it('writes amounts with Indian grouping and in words, and the spec terms', () => {
    const text = allText(buildAgreementDocument(rental, { madeOn: '2026-11-22' }));
    expect(text).toContain('₹25,000/- (Rupees Twenty Five Thousand Only)');
    expect(text).toContain('₹1,00,000/- (Rupees One Lakh Only)');
    expect(text).toContain('on or before the 5th day of each calendar month');
    expect(text).toContain('within 15 days of the termination');
    expect(text).toContain("30 days' written notice");
    expect(text).toContain('private residential purposes only');
    expect(text).toContain('ending on 31/10/2027');
  });

  it('uses lease wording and adds the increment clause for 18 months or more above 0%', () => {
    const doc = buildAgreementDocument(lease, { madeOn: '2026-11-22' });
    expect(doc.title).toBe('LEASE AGREEMENT');
    expect(allText(doc)).toContain('Lessor');
    expect(allText(doc)).not.toContain('Licensee');
    expect(doc.clauses[4]).toEqual({
      number: 5,
      heading: 'Rent Increment',
      paragraphs: ['The monthly rent shall be increased by 5% after every 18 months of the term.'],
    });
    expect(allText(doc)).toContain('₹25,000/-');
    expect(buildAgreementDocument({ ...lease, incrementPercentage: '0' }, { madeOn: '2026-11-22' }).clauses).toHaveLength(8);
    expect(buildAgreementDocument({ ...lease, duration: '17' }, { madeOn: '2026-11-22' }).clauses).toHaveLength(8);
  });

  it('has two signature blocks and two witness blocks', () => {
    const doc = buildAgreementDocument(rental, { madeOn: '2026-11-22' });
    expect(doc.signatures).toEqual([
      { role: 'LICENSOR', name: 'Ravi Kumar' },
      { role: 'LICENSEE', name: 'Anjali Rao' },
    ]);
    expect(doc.witnessCount).toBe(2);
    expect(maskAadhaar('234123412346')).toBe('XXXX XXXX 2346');
  });
});

describe('amounts in words at the lakh and crore boundaries', () => {
  it('reads them the Indian way', () => {
    expect(numberToIndianWords(99_999)).toBe('Ninety Nine Thousand Nine Hundred Ninety Nine');
    expect(numberToIndianWords(1_00_000)).toBe('One Lakh');
    expect(numberToIndianWords(99_99_999)).toBe('Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine');
    expect(numberToIndianWords(1_00_00_000)).toBe('One Crore');
    expect(numberToIndianWords(1_00_01_000)).toBe('One Crore One Thousand');
  });
});
