import { describe, expect, it } from 'vitest';
import { iconFamily } from './family';

describe('iconFamily', () => {
  it.each([
    ['fire', 'fire-simple'],
    ['fire', 'flame'],
    ['fire', 'campfire'],
    ['cube', 'cube-focus'],
    ['chats', 'chat-teardrop'],
    ['footprints', 'footprint'],
  ])('counts %s and %s as one picture', (a, b) => {
    expect(iconFamily(a)).toBe(iconFamily(b));
  });

  it.each([
    ['drop', 'waves'],
    ['plant', 'potted-plant'],
    ['compass-rose', 'cross'],
    ['bus', 'bu'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(iconFamily(a)).not.toBe(iconFamily(b));
  });
});
