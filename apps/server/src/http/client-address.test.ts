import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressKey, toAddressKey, upgradeAddressKey } from './client-address';

describe('toAddressKey', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['::FFFF:0a01:0203', '10.1.2.3'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff::9', '2001:db8:1:2::/64'],
    ['2001:0DB8:0000:0000:0000:0000:0000:0001', '2001:db8::/64'],
    ['2001:db8::1', '2001:db8::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['::1', '::/64'],
    ['not an address', 'not an address'],
    [undefined, 'unknown'],
  ])('%s counts as %s', (address, key) => {
    expect(toAddressKey(address)).toBe(key);
  });

  it('keys a request by its ip', () => {
    expect(clientAddressKey({ ip: '2001:db8:7:7:1::' })).toBe('2001:db8:7:7::/64');
  });

  it('keys a WebSocket upgrade by the entry our proxy wrote, never one the caller wrote before it', () => {
    const upgrade = (forwarded: string) =>
      ({ headers: { 'x-forwarded-for': forwarded }, socket: { remoteAddress: '127.0.0.1' } }) as unknown as IncomingMessage;
    expect(upgradeAddressKey(upgrade('203.0.113.9, 198.51.100.7'), true)).toBe('198.51.100.7');
    expect(upgradeAddressKey(upgrade('198.51.100.7'), true)).toBe('198.51.100.7');
    expect(upgradeAddressKey(upgrade('203.0.113.9, 198.51.100.7'), false)).toBe('127.0.0.1');
  });
});
