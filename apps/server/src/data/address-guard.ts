/**
 * Outbound address policy (reliability.md S14): only public unicast addresses, checked on the address
 * the socket actually connects to (a custom DNS lookup), so DNS rebinding cannot slip past a pre-check.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export class BlockedAddressError extends Error {
  constructor(readonly address: string) {
    super(`Refusing to connect to a private or reserved address (${address})`);
    this.name = 'BlockedAddressError';
  }
}

/**
 * Parses an IP literal (brackets allowed). IPv6 goes through the WHATWG URL parser first: ipaddr.js reads the
 * IPv4-compatible form `::a.b.c.d` as if it were IPv4-mapped (`::ffff:a.b.c.d`), which would judge `::8.8.8.8` public.
 */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return undefined;
  if (!bare.includes(':')) return ipaddr.parse(bare) as ipaddr.IPv4;
  try {
    return ipaddr.IPv6.parse(new URL(`http://[${bare}]/`).hostname.slice(1, -1));
  } catch {
    return undefined; // zone ids (fe80::1%eth0) and other forms the URL parser refuses
  }
}

/**
 * True when `address` is a public unicast IP. IPv4-mapped IPv6 is judged as the IPv4 it maps; IPv6 must also be
 * global unicast (2000::/3) outside every special block, which leaves out the embedded-IPv4 forms: IPv4-compatible
 * `::a.b.c.d` (::/96, deprecated by RFC 4291), NAT64 64:ff9b::/96 and 64:ff9b:1::/48, 6to4 2002::/16 and Teredo.
 */
export function isPublicAddress(address: string): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  // ipaddr.js names every special-purpose block (private, loopback, linkLocal, carrierGradeNat, benchmarking,
  // reserved, multicast, uniqueLocal, 6to4, teredo, rfc6052, …); only the rest is 'unicast'.
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
  const [first = 0] = v6.parts;
  return (first & 0xe000) === 0x2000 && v6.range() === 'unicast';
}

export interface AddressPolicy {
  /** Host names allowed even when they resolve to private addresses (tests, intranets). */
  allowHosts: readonly string[];
}

/** A `lookup` for http(s).request that refuses non-public answers unless the host is allow-listed. */
export function createGuardedLookup(policy: AddressPolicy): LookupFunction {
  const allowed = new Set(policy.allowHosts.map((host) => host.toLowerCase()));
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = (addresses as unknown as LookupAddress[]) ?? [];
      const usable = allowed.has(hostname.toLowerCase()) ? list : list.filter((entry) => isPublicAddress(entry.address));
      if (usable.length === 0) return callback(new BlockedAddressError(list[0]?.address ?? hostname), '', 4);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      const first = usable[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

/** Checks a literal IP host before any lookup (a URL like http://127.0.0.1/ never resolves through DNS). */
export function checkLiteralHost(hostname: string, policy: AddressPolicy): void {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (policy.allowHosts.map((h) => h.toLowerCase()).includes(bare.toLowerCase())) return;
  if ((ipaddr.isValid(bare) || bare.includes(':')) && !isPublicAddress(bare)) throw new BlockedAddressError(bare);
}
