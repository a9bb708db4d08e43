// The network a client address belongs to, for counting people by where they connect from: an IPv4
// /24 or an IPv6 /48 (what one household, office or small provider block usually holds). The address
// is the request's, which follows X-Forwarded-For only from a trusted proxy (TRUST_PROXY).
import net from 'node:net';

function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const v4 = mapped ?? (net.isIPv4(address) ? address : undefined);
  if (v4) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (net.isIPv6(address))
    return `${ipv6Groups(address.split('%')[0] ?? address)
      .slice(0, 3)
      .join(':')}::/48`;
  return address;
}
