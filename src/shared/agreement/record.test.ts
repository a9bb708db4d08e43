import { describe, expect, it } from 'vitest';
import { ZAgreementId } from '../contracts/agreement.ts';
import { newAgreementId, shortAddress } from './record.ts';

describe('agreement record', () => {
  it('makes ids the server accepts', () => {
    const ids = new Set(Array.from({ length: 50 }, newAgreementId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(ZAgreementId.safeParse(id).success).toBe(true);
  });
  it('shortens the address to its first two parts', () => {
    expect(shortAddress('Flat 302, Lotus Residency, Madhapur, Hyderabad')).toBe('Flat 302, Lotus Residency');
  });
});
