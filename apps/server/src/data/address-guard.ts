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

/** True when `address` is a public unicast IP. IPv4-mapped IPv6 is judged as the IPv4 it maps. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  // ipaddr.js names every special-purpose block (private, loopback, linkLocal, carrierGradeNat, benchmarking,
  // reserved, multicast, uniqueLocal, 6to4, teredo, …); only the rest is 'unicast'.
  return parsed.range() === 'unicast';
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
  if (ipaddr.isValid(bare) && !isPublicAddress(bare)) throw new BlockedAddressError(bare);
}
