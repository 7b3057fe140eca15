import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { boxOfRings, ringsArea } from '../geometry';
import { regionFromPath } from '../path';
import { buildMark } from './index';
import { lettersRegion, setLetters } from './letters';
import { splitInTwo } from './script-lines';

describe('emblem badge lettering', () => {
  it.each([
    { name: 'Brightwater Community Health Partners', letters: 'BCH', carriesName: false },
    { name: 'Salt & Pine', letters: 'Salt & Pine', carriesName: true },
    { name: 'Ox', letters: 'Ox', carriesName: true },
  ])('$name: the badge holds "$letters"', ({ name, letters, carriesName }) => {
    const brief = { brandName: name, industry: 'restaurant', oneLiner: 'x' };
    const mark = buildMark(createFixtureContext({ designerId: 'walter-landor', brief }), 'emblem-badge');
    expect(mark.features?.letters).toBe(letters);
    expect(mark.carriesName).toBe(carriesName);
  });

  it.each([
    { name: 'Brightwater Community Health Partners', letters: 'B' },
    { name: 'Salt & Pine', letters: 'Salt & Pine' },
  ])('frank-mason-robinson script badge of $name holds "$letters"', ({ name, letters }) => {
    const brief = { brandName: name, industry: 'restaurant', oneLiner: 'x' };
    const mark = buildMark(createFixtureContext({ designerId: 'frank-mason-robinson', brief }), 'script-in-badge');
    expect(mark.features?.letters).toBe(letters);
  });

  it.each(['saul-bass', 'walter-landor'])(
    "%s never sets a short name's capitals across an oval (KDA read as the car maker's badge)",
    (designerId) => {
      for (const name of ['KDA', 'Oko', 'Arlo']) {
        for (const take of [0, 1, 2, 3, 4, 5]) {
          const brief = { brandName: name, industry: 'glazier', oneLiner: 'Windows fitted and repaired.' };
          const mark = buildMark({ ...createFixtureContext({ designerId, brief }), take }, 'emblem-badge');
          expect(mark.description, `${name} take ${take}`).not.toMatch(/oval/);
        }
      }
      // A longer name may still sit in one.
      const long = { brandName: 'Northfield Glass', industry: 'glazier', oneLiner: 'Windows fitted and repaired.' };
      const takes = [0, 1, 2, 3, 4, 5].map((take) =>
        buildMark({ ...createFixtureContext({ designerId, brief: long }), take }, 'emblem-badge'),
      );
      expect(takes.some((m) => /oval/.test(m.description))).toBe(true);
    },
  );

  it.each([0, 1, 2, 3, 4, 5])('take %i of the script badge never writes the name across an oval', (take) => {
    const brief = { brandName: 'Little Acorns Nursery', industry: 'daycare', oneLiner: 'x' };
    const build = () => buildMark({ ...createFixtureContext({ designerId: 'frank-mason-robinson', brief }), take }, 'script-in-badge');
    // A circle too small for the long name declines it (below); the label holds it.
    let mark: ReturnType<typeof build>;
    try {
      mark = build();
    } catch (error) {
      expect(String(error)).toMatch(/hairline lost inside the circle/);
      return;
    }
    expect(mark.features?.scriptInOval).toBeUndefined();
    expect(mark.description).not.toMatch(/oval/);
  });

  it('declines a circle where the long name would be a hairline lost in the ring, and keeps a short one', () => {
    const badge = (brandName: string, take: number) =>
      buildMark(
        { ...createFixtureContext({ designerId: 'frank-mason-robinson', brief: { brandName, industry: 'printer', oneLiner: 'x' } }), take },
        'script-in-badge',
      );
    expect(() => badge('Ravensworth Press', 0)).toThrow(/hairline lost inside the circle/);
    expect(badge('Gilt', 0).description).toMatch(/circle/);
  });
});

describe('stacked interlocking script', () => {
  it.each(['Marrowbone Creek Apiaries', 'Saint Brigid’s Hospice', 'Harbour Line Ferries'])(
    '%s: the second line tucks under the first without any letter meeting another',
    (name) => {
      const ctx = createFixtureContext({ designerId: 'frank-mason-robinson', brief: { brandName: name, industry: 'x', oneLiner: 'x' } });
      const mark = buildMark(ctx, 'stacked-interlocking-script');
      const [first, second] = splitInTwo(name.split(' '));
      const set = (text: string) => lettersRegion(setLetters(ctx, 'test', text, { role: 'script', size: 300, trackingEm: 0 }));
      const [top, bottom] = [set(first), set(second)];
      // The mark is scaled to its own box: the second line steps in by 0.9 cap, so the two lines' width fixes the scale.
      const cap = setLetters(ctx, 'test', first, { role: 'script', size: 300, trackingEm: 0 }).line.capHeight;
      const [a, b] = [boxOfRings(top), boxOfRings(bottom)];
      const width = Math.max(a.maxX, b.maxX + 0.9 * cap) - Math.min(a.minX, b.minX + 0.9 * cap);
      const markRegion = regionFromPath(mark.layers[0]!.d);
      const markBox = boxOfRings(markRegion);
      const scale = (markBox.maxX - markBox.minX) / width;
      // Where letters met, the union would cover less than the two lines do apart.
      const ratio = Math.abs(ringsArea(markRegion)) / ((Math.abs(ringsArea(top)) + Math.abs(ringsArea(bottom))) * scale * scale);
      expect(ratio).toBeGreaterThan(0.998);
      expect(ratio).toBeLessThan(1.002);
    },
  );
});
