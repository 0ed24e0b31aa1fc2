import ipaddr from 'ipaddr.js';

/** A plain IPv6 address or a dotted four-part IPv4 address (not '127.1' or '2130706433'). */
export function isIpAddress(text: string): boolean {
  return ipaddr.IPv6.isValid(text) || ipaddr.IPv4.isValidFourPartDecimal(text);
}

/** A proxy address or range as TRUST_PROXY accepts it: an address, or an address/prefix (CIDR). */
export function isAddressOrRange(text: string): boolean {
  if (isIpAddress(text)) return true;
  return ipaddr.IPv6.isValidCIDR(text) || ipaddr.IPv4.isValidCIDRFourPartDecimal(text);
}

/** True for 127.0.0.0/8, ::1 and IPv4-mapped loopback (::ffff:127.x.x.x); false for anything else. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address || !isIpAddress(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
}

/** One address from a Forwarded `for=` value: unquoted, without brackets and port. */
function forwardedNode(value: string): string {
  const node = value.trim().replace(/^"|"$/g, '');
  const bracketed = node.match(/^\[([^\]]+)\]/);
  if (bracketed) return bracketed[1]!;
  return node.split(':').length === 2 ? node.split(':')[0]! : node;
}

/**
 * Every client address the request's forwarding headers name (X-Forwarded-For, X-Real-IP and the
 * `for=` parts of Forwarded), whether or not the proxy that added them is trusted.
 */
export function forwardedAddresses(headers: Record<string, string | string[] | undefined>): string[] {
  const values = (name: string) => [headers[name] ?? []].flat();
  const found: string[] = [];
  for (const value of values('x-forwarded-for')) found.push(...value.split(','));
  found.push(...values('x-real-ip'));
  for (const value of values('forwarded')) {
    for (const match of value.matchAll(/for=("[^"]*"|[^;,\s]*)/gi)) found.push(forwardedNode(match[1]!));
  }
  return found.map((a) => a.trim());
}
