/** The address every per-address limit counts a caller under: IPv4 as it is, IPv6 by the /64 one host holds whole. */
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

/** Groups of an IPv6 address that make up its /64 prefix. */
const PREFIX_GROUPS = 4;

/**
 * The key for an IP address: an IPv4 address (also written IPv4-mapped, `::ffff:192.0.2.1`) as dotted
 * quads, an IPv6 address as its /64 in RFC 5952 form (`2001:db8:1:2::/64`), so one host cannot count as
 * many callers by changing the low bits it is free to choose. Text that is no address stays as it is.
 */
export function toAddressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address);
  } catch {
    return address;
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, PREFIX_GROUPS);
  const prefix = new ipaddr.IPv6([...parts, 0, 0, 0, 0]);
  return `${prefix.toString()}/64`;
}

/**
 * The key of the caller of an HTTP request. `request.ip` is the socket's peer, or with TRUST_PROXY the
 * last `X-Forwarded-For` entry, the one our proxy wrote (app.ts trusts one hop; a spoofed header
 * counts for nothing otherwise, and entries a caller writes before the proxy's own are ignored).
 */
export function clientAddressKey(request: Pick<FastifyRequest, 'ip'>): string {
  return toAddressKey(request.ip);
}

/**
 * The key of the caller of a WebSocket upgrade, which reaches the Node server before Fastify: read as
 * Fastify reads `request.ip`, the last `X-Forwarded-For` entry (our proxy's) only when `trustProxy` is set.
 */
export function upgradeAddressKey(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers['x-forwarded-for'] : undefined;
  const entries = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  const last = entries[entries.length - 1]?.trim();
  return toAddressKey(last || request.socket.remoteAddress);
}
