import net from 'node:net';

/**
 * The client an answer comes from, as the anti-cheat counts it: an IPv4 address as is, an IPv6
 * address by its /64 (one household or device gets a whole /64, and can pick any address in it).
 * An IPv4-mapped IPv6 address is its IPv4 address.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (net.isIPv4(ip)) return ip;
  if (!net.isIPv6(ip)) return ip.slice(0, 64);
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, in lower-case hex without leading zeros. */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) =>
    /^[0-9a-f]+$/i.test(group) ? parseInt(group, 16).toString(16) : group,
  );
}
