// A cap on the connections one client address holds open at once: one machine cannot take every
// connection the server can keep by opening many and trickling requests through them. Trusted
// proxies (TRUST_PROXY) are not capped: every visitor behind them shares their address, and the
// proxy caps its own clients (docs/deploy.md). The count is by TCP peer, since a connection is
// judged before any header (and so any X-Forwarded-For) has arrived.
import net from 'node:net';

/** ::ffff:192.0.2.1, as a dual-stack listener reports an IPv4 peer, is 192.0.2.1. */
const plainAddress = (address: string) => (address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address);

/** Whether a peer is a trusted proxy, as TRUST_PROXY says: true (every peer), false, or addresses and CIDRs. */
export function isTrustedProxy(trustProxy: boolean | string): (address: string) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  const proxies = new net.BlockList();
  for (const entry of trustProxy.split(',').map((part) => part.trim())) {
    const [address = '', bits] = entry.split('/');
    const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) proxies.addAddress(address, type);
    else proxies.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = plainAddress(address);
    return proxies.check(plain, net.isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/** Closes at once each connection past `max` from one address (proxies excepted). */
export function capConnectionsPerAddress(server: net.Server, { max, isProxy }: { max: number; isProxy: (address: string) => boolean }) {
  const open = new Map<string, number>();
  server.on('connection', (socket: net.Socket) => {
    if (!socket.remoteAddress || isProxy(socket.remoteAddress)) return;
    const address = plainAddress(socket.remoteAddress);
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
