import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** A network as the server keeps it: its normalised text and how node:net reads it. */
export interface Network {
  cidr: string;
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/**
 * Read one written network: an IPv4 or IPv6 address with an optional
 * prefix length ('10.20.0.0/16', '2001:db8::/32', '192.0.2.7' = /32).
 * Anything else (a zone id, a bad prefix, spaces inside, NUL) is null.
 * Node's own address parser reads the address, so IPv6 shorthand and
 * IPv4-mapped forms follow the platform rather than a hand-written rule.
 */
export function readNetwork(written: string): Network | null {
  const text = written.trim().toLowerCase();
  const match = /^([0-9a-f.:]+)(?:\/(\d{1,3}))?$/.exec(text);
  if (!match) return null;
  const [, address, prefixText] = match;
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
  if (!family) return null;
  const longest = family === 'ipv4' ? 32 : 128;
  const prefix = prefixText === undefined ? longest : Number(prefixText);
  if (prefix > longest) return null;
  return { cidr: `${address}/${prefix}`, address, prefix, family };
}

/**
 * Whether `ip` (request.ip: IPv4, IPv6 or IPv4-mapped IPv6) lies in one of
 * the networks. BlockList matches an IPv4-mapped address against IPv4
 * ranges, so a dual-stack socket's '::ffff:10.0.0.5' is in 10.0.0.0/8.
 */
export function addressInNetworks(ip: string, networks: readonly Network[]): boolean {
  const family = isIPv4(ip) ? 'ipv4' : isIPv6(ip) ? 'ipv6' : null;
  if (!family) return false;
  const list = new BlockList();
  for (const network of networks) list.addSubnet(network.address, network.prefix, network.family);
  return list.check(ip, family);
}
