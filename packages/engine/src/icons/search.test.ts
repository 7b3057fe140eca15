import { describe, expect, it } from 'vitest';
import { boxOfRings } from '../geometry';
import { flattenPath } from '../path';
import { DRAWN_FILL } from './data/drawn.generated';
import { PHOSPHOR_FILL } from './data/phosphor-fill.generated';
import { expandIndustry, getIcon, INDUSTRIES, searchIcons, stemWord } from './index';
import { measureShape } from './measure';

// The §4.3 smoke-test table: each industry must surface one of its expected pictograms in the top 3.
const SMOKE: Array<[string, string[]]> = [
  ['coffee', ['coffee-bean', 'coffee']],
  ['bakery', ['bread', 'cake']],
  ['finance', ['piggy-bank', 'coins', 'bank', 'vault', 'coin']],
  ['health', ['stethoscope', 'hospital', 'heartbeat', 'pill', 'first-aid']],
  ['education', ['student', 'graduation-cap', 'book', 'chalkboard']],
  ['tech', ['cpu', 'cloud', 'code', 'terminal', 'circuitry']],
  ['travel', ['suitcase-rolling', 'airplane', 'airplane-tilt', 'compass-rose', 'globe']],
  ['legal', ['gavel', 'scales']],
  ['fitness', ['barbell', 'person-simple-run', 'bicycle', 'boxing-glove']],
  ['pets', ['paw-print', 'cat', 'dog', 'bird', 'fish', 'rabbit']],
  ['real estate', ['house', 'house-line', 'building', 'key', 'building-apartment']],
  ['energy', ['wind', 'lightning', 'solar-panel', 'battery-charging']],
  ['eco', ['leaf', 'tree', 'plant', 'recycle', 'tree-evergreen']],
  ['music', ['guitar', 'headphones', 'microphone', 'music-note']],
  ['food', ['fork-knife', 'bowl-food', 'bowl-steam']],
  ['auto', ['car', 'garage', 'car-profile', 'steering-wheel']],
  ['beauty', ['hair-dryer', 'scissors', 'flower-lotus', 'sparkle']],
  ['photo', ['aperture', 'camera', 'film-strip']],
  ['space', ['planet', 'rocket', 'rocket-launch', 'star']],
  ['wine', ['wine', 'champagne', 'beer-bottle', 'brandy']],
];

describe('searchIcons', () => {
  it.each(SMOKE)('%s → a relevant pictogram in the top 3', (industry, expected) => {
    const top = searchIcons({ industry, limit: 3 }).map((m) => m.name);
    expect(top.some((name) => expected.includes(name))).toBe(true);
  });

  it('understands a free-text industry label ("Specialty coffee roastery")', () => {
    expect(searchIcons({ industry: 'Specialty coffee roastery', limit: 1 })[0]?.name).toBe('coffee-bean');
  });

  it('never returns UI containers (folder-, list-, chart-, calendar-, file-)', () => {
    const names = searchIcons({ keywords: ['folder', 'list', 'chart', 'calendar', 'file', 'document'], limit: 50 }).map((m) => m.name);
    expect(names.filter((n) => /^(folder|list|chart|calendar|file)(-|$)/.test(n))).toEqual([]);
  });

  it('applies a designer deny-list (Janoff denies "apple")', () => {
    const names = searchIcons({ keywords: ['apple', 'fruit'], denyNames: ['apple'], limit: 20 }).map((m) => m.name);
    expect(names.some((n) => n.includes('apple'))).toBe(false);
    expect(names.length).toBeGreaterThan(0);
  });

  it('ranks UI-modifier variants below their base icon', () => {
    const names = searchIcons({ keywords: ['bell'], limit: 10 }).map((m) => m.name);
    expect(names.indexOf('bell')).toBeLessThan(names.indexOf('bell-slash'));
  });

  it('returns nothing for no words and is deterministic', () => {
    expect(searchIcons({})).toEqual([]);
    expect(searchIcons({ industry: 'tech' })).toEqual(searchIcons({ industry: 'tech' }));
  });
});

describe('index data', () => {
  it('holds only non-brand icons with path data', () => {
    expect(PHOSPHOR_FILL.length).toBeGreaterThan(1400);
    expect(PHOSPHOR_FILL.some((icon) => icon.c.includes('brands'))).toBe(false);
    expect(PHOSPHOR_FILL.every((icon) => icon.d.startsWith('M'))).toBe(true);
  });

  it('has about 40 curated industries, each with seed words', () => {
    expect(INDUSTRIES.length).toBeGreaterThanOrEqual(40);
    for (const entry of INDUSTRIES) expect(entry.seeds.length).toBeGreaterThanOrEqual(2);
    expect(expandIndustry('Law firm')).toContain('scales');
  });

  it.each([
    ['coffees', 'coffee'],
    ['bakeries', 'bakery'],
    ['brushes', 'brush'],
    ['sailing', 'sail'],
    ['glass', 'glass'],
  ])('stems %s → %s', (word, stem) => expect(stemWord(word)).toBe(stem));
});

describe('icons drawn by their outline alone', () => {
  it('draws the tooth without the sparkle cut into it (it read as an X)', () => {
    const tooth = getIcon('tooth')!;
    expect(tooth.d.match(/[Mm]/g)).toHaveLength(1);
    expect(tooth.d.endsWith('Z')).toBe(true);
    expect(getIcon('anchor')!.d).toBe(PHOSPHOR_FILL.find((icon) => icon.n === 'anchor')!.d);
  });
});

describe('icons drawn for subjects Phosphor lacks', () => {
  it.each(['violin', 'bee', 'honeycomb', 'drumstick'])('%s is one solid figure in the 256 grid, measured like the rest', (name) => {
    const record = DRAWN_FILL.find((icon) => icon.n === name)!;
    expect(record).toBeDefined();
    expect(PHOSPHOR_FILL.some((icon) => icon.n === name)).toBe(false);
    expect(getIcon(name)?.d).toBe(record.d);
    expect(measureShape(record.d)).toEqual({ components: record.k, solidity: record.s });
    const box = boxOfRings(flattenPath(record.d));
    expect(Math.max(box.maxX - box.minX, box.maxY - box.minY)).toBeCloseTo(208, 0);
    expect(Math.min(box.minX, box.minY)).toBeGreaterThanOrEqual(16);
    expect(Math.max(box.maxX, box.maxY)).toBeLessThanOrEqual(240);
    expect(record.s).toBeGreaterThan(0.4);
  });
});
