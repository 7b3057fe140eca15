import { describe, expect, it } from 'vitest';
import { type ComparedSystem, compareGridClass, compareTitle, readableOn, toCompareArtwork } from './compare-views';

const SYSTEM: ComparedSystem = {
  logos: { horizontal: '<svg id="h"/>', stacked: '<svg id="s"/>', icon: '<svg id="i"/>' },
  palette: [
    { role: 'primary', name: 'Harbour blue', hex: '#1D4E9E' },
    { role: 'background', name: 'Paper', hex: '#F7F3EA' },
  ],
};

describe('the comparison', () => {
  it.each([
    [['Paul Rand', 'Saul Bass'], 'Paul Rand and Saul Bass, side by side'],
    [['Paul Rand', 'Saul Bass', 'Paula Scher'], 'Paul Rand, Saul Bass and Paula Scher, side by side'],
    [['A', 'B', 'C', 'D'], 'A, B, C and D, side by side'],
  ])('is titled by who is compared: %j', (names, title) => expect(compareTitle(names)).toBe(title));

  it('sets two side by side everywhere, three or four in two columns on a narrow screen and side by side from lg', () => {
    expect(compareGridClass(2)).toBe('grid-cols-2');
    expect(compareGridClass(3)).toBe('grid-cols-2 lg:grid-cols-3');
    expect(compareGridClass(4)).toBe('grid-cols-2 lg:grid-cols-4');
  });

  it('shows each lockup on the palette’s light ground, and the palette as its colours', () => {
    expect(toCompareArtwork(SYSTEM, 'horizontal')).toEqual({ kind: 'logo', svg: '<svg id="h"/>', ground: '#F7F3EA' });
    expect(toCompareArtwork(SYSTEM, 'stacked')).toEqual({ kind: 'logo', svg: '<svg id="s"/>', ground: '#F7F3EA' });
    expect(toCompareArtwork(SYSTEM, 'icon')).toEqual({ kind: 'logo', svg: '<svg id="i"/>', ground: '#F7F3EA' });
    expect(toCompareArtwork(SYSTEM, 'palette')).toEqual({ kind: 'palette', swatches: SYSTEM.palette });
    expect(toCompareArtwork({ ...SYSTEM, palette: [] }, 'icon')).toMatchObject({ ground: '#FFFFFF' });
  });

  it.each([
    ['#FFFFFF', '#000000'],
    ['#000000', '#FFFFFF'],
    ['#1D4E9E', '#FFFFFF'],
    ['#F2A900', '#000000'],
    // Just either side of L = 0.179 (where black and white contrast equally, about 4.58:1).
    ['#757575', '#FFFFFF'],
    ['#767676', '#000000'],
  ])('names a swatch %s in %s text', (hex, text) => expect(readableOn(hex)).toBe(text));
});
