import { describe, expect, it } from 'vitest';
import { isTrustedProxy } from './connection-cap.ts';

describe('which peers are trusted proxies, exempt from the connection cap', () => {
  it('follows TRUST_PROXY: nobody, everybody, or the addresses and ranges listed', () => {
    expect(isTrustedProxy(false)('10.0.0.5')).toBe(false);
    expect(isTrustedProxy(true)('203.0.113.9')).toBe(true);
    const listed = isTrustedProxy('10.0.0.0/24, 192.0.2.7, 2001:db8::/32');
    expect(listed('10.0.0.5')).toBe(true);
    expect(listed('::ffff:10.0.0.5')).toBe(true);
    expect(listed('10.0.1.5')).toBe(false);
    expect(listed('192.0.2.7')).toBe(true);
    expect(listed('192.0.2.8')).toBe(false);
    expect(listed('2001:db8::1')).toBe(true);
    expect(listed('2001:db9::1')).toBe(false);
  });
});
