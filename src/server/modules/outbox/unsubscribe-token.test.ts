import { describe, expect, it } from 'vitest';
import { createUnsubscribeSigner, UNSUBSCRIBE_LINK_DAYS } from './unsubscribe-token.ts';

const SECRET = 'a-secret-of-at-least-32-characters-long';
const DAY = 24 * 60 * 60 * 1000;

describe('unsubscribe links', () => {
  it(`work for ${UNSUBSCRIBE_LINK_DAYS} days after the email, then no more`, () => {
    let now = Date.UTC(2026, 10, 27, 9);
    const signer = createUnsubscribeSigner(SECRET, () => now);
    const token = signer.sign(42, 'alerts');
    now += UNSUBSCRIBE_LINK_DAYS * DAY;
    expect(signer.verify(token)).toEqual({ userId: 42, category: 'alerts' });
    now += DAY;
    expect(signer.verify(token)).toBeNull();
  });

  it('refuse a link dated in the future or with its day changed', () => {
    const now = Date.UTC(2026, 10, 27, 9);
    const token = createUnsubscribeSigner(SECRET, () => now + 2 * DAY).sign(42, 'alerts');
    const signer = createUnsubscribeSigner(SECRET, () => now);
    expect(signer.verify(token)).toBeNull();
    const [id, category, day, mac] = signer.sign(42, 'alerts').split('.');
    expect(signer.verify([id, category, String(Number(day) + 30), mac].join('.'))).toBeNull();
  });
});
