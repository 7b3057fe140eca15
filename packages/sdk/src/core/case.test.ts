import { describe, expect, it } from 'vitest';
import { toCamelCase, toCamelKeys, toSnakeCase, toSnakeKeys } from './case';

describe('key case conversion (protocol.md §5.2)', () => {
  it.each([
    ['userId', 'user_id'],
    ['userID', 'user_i_d'],
    ['URL', '_u_r_l'],
    ['addressLine1', 'address_line1'],
    ['brand_name', 'brand_name'],
  ])('camel → snake: %s → %s', (input, expected) => expect(toSnakeCase(input)).toBe(expected));

  it.each([
    ['user_id', 'userId'],
    ['line_1', 'line_1'],
    ['user_ID', 'user_ID'],
    ['_id', 'Id'],
    ['primary_logo_url', 'primaryLogoUrl'],
  ])('snake → camel: %s → %s', (input, expected) => expect(toCamelCase(input)).toBe(expected));

  it('converts nested objects and arrays, turns dates into ISO strings and drops undefined', () => {
    const input = { userId: 'u1', createdAt: new Date('2026-01-02T03:04:05.000Z'), meta: { innerKey: [{ deepKey: 1 }] }, skip: undefined };
    expect(toSnakeKeys(input)).toEqual({ user_id: 'u1', created_at: '2026-01-02T03:04:05.000Z', meta: { inner_key: [{ deep_key: 1 }] } });
  });

  it('leaves JSON text columns alone', () => {
    expect(toCamelKeys({ color_palette: '{"primary_color":"#000"}' })).toEqual({ colorPalette: '{"primary_color":"#000"}' });
  });
});
