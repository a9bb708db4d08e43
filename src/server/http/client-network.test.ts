import { describe, expect, it } from 'vitest';
import { networkOf } from './client-network.ts';

describe('client networks', () => {
  it('are an IPv4 /24, the same for an IPv4-mapped IPv6 address', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.113.250')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.114.7')).toBe('203.0.114.0/24');
  });

  it('are an IPv6 /48 however the address is written', () => {
    expect(networkOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:0DB8:ABCD:0099:0:0:0:2')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf('2001:db8:abce::1')).not.toBe(networkOf('2001:db8:abcd::1'));
  });
});
