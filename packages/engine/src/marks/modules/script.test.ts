import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../../scripts/mark-fixtures';
import { type Box, boxOfRings } from '../../geometry';
import { regionFromPath } from '../../path';
import { measurePathBounds, unionBounds } from '../../svg/bounds';
import { buildMark } from '../index';

const width = (b: Box) => b.maxX - b.minX;
const height = (b: Box) => b.maxY - b.minY;

function markFor(designerId: string, archetype: string, brandName: string, take?: number) {
  const ctx = createFixtureContext({ designerId, brief: { brandName, industry: 'tourism', oneLiner: 'x' } });
  return buildMark({ ...ctx, take }, archetype);
}

/** The badge's outline, and the box of the letters knocked out of it (every ring well inside the keyline). */
function badgeLetters(d: string): { badge: Box; letters: Box } {
  const rings = regionFromPath(d, 0.5);
  const badge = boxOfRings(rings);
  const inner = rings.filter((ring) => {
    const b = boxOfRings([ring]);
    return width(b) < width(badge) * 0.8 && height(b) < height(badge) * 0.8;
  });
  return { badge, letters: boxOfRings(inner) };
}

describe('script in a badge', () => {
  it.each([
    { name: 'Quantix', take: 0, container: 'circle' },
    { name: 'Quantix', take: 1, container: 'rounded label' },
    { name: 'Quantix', take: 2, container: 'circle' },
    { name: 'Tidewater Kayak Tours', take: 1, container: 'rounded label' },
    { name: 'Anchor Point Counseling', take: 1, container: 'rounded label' },
  ])('$name fills its $container (the name is the logo, the badge a modest frame)', ({ name, take, container }) => {
    const mark = markFor('frank-mason-robinson', 'script-in-badge', name, take);
    expect(mark.description).toContain(container);
    expect(mark.features?.letters).toBe(name);
    const { badge, letters } = badgeLetters(mark.layers[0]!.d);
    // designer-dna.md §2.16: script about 0.8 of the badge's width. A tall name in a wide label meets its top and
    // bottom first, so the name fills the badge across or from top to bottom, less a modest margin.
    const fill = Math.max(width(letters) / width(badge), height(letters) / height(badge));
    expect(fill).toBeGreaterThanOrEqual(0.6);
    expect(width(letters) / width(badge)).toBeLessThanOrEqual(0.9);
  });

  it.each([
    { name: 'Tidewater Kayak Tours', take: 0 },
    { name: 'Green Thumb Landscaping', take: 2 },
  ])('$name declines a circle: fitted to its chords the long name would be a hairline in the ring', ({ name, take }) => {
    expect(() => markFor('frank-mason-robinson', 'script-in-badge', name, take)).toThrow(/hairline lost inside the circle/);
  });
});

describe('script wordmark', () => {
  function aspect(layers: ReadonlyArray<{ d: string }>): number {
    const b = unionBounds(layers.map((l) => measurePathBounds(l.d)))!;
    return (b.maxX - b.minX) / (b.maxY - b.minY);
  }

  it.each(['Tidewater Kayak Tours', 'Green Thumb Landscaping', 'Anchor Point Counseling'])(
    'writes %s on two lines held close, with one swash under them',
    (name) => {
      const mark = markFor('frank-mason-robinson', 'script-wordmark', name);
      expect(mark.features?.letters).toBe(name);
      expect(mark.features?.script).toBeDefined();
      // Two tight lines: about as wide as a two-line set name, not a strip and not a tower.
      expect(aspect(mark.layers)).toBeGreaterThan(1.6);
      expect(aspect(mark.layers)).toBeLessThan(4);
    },
  );

  it('a signature without flourish: David Ogilvy writes the name with no generated swash', () => {
    const mark = markFor('david-ogilvy', 'script-wordmark', 'Copperline Plumbing');
    expect(mark.features?.script).toBeUndefined();
    expect(mark.description).toContain('signature');
  });

  it.each(['Quantix', 'ByteBurrow'])('never cuts the one word %s to stack it', (name) => {
    const mark = markFor('frank-mason-robinson', 'stacked-interlocking-script', name);
    expect(mark.features?.letters).toBe(name);
  });

  it('stacks a long name of three words as two balanced lines', () => {
    const mark = markFor('frank-mason-robinson', 'stacked-interlocking-script', 'Green Thumb Landscaping');
    expect(mark.description.startsWith('Green Thumb and Landscaping stacked')).toBe(true);
  });
});

describe('script initial', () => {
  it('is not drawn where the script’s capital alone reads as another sign (Yellowtail’s F, a crossed 7)', () => {
    const ctx = createFixtureContext({
      designerId: 'frank-mason-robinson',
      brief: { brandName: 'Ferro Lifts', industry: 'lift maintenance', oneLiner: 'x' },
    });
    const fonts = ctx.fonts!;
    const refusing = { ...ctx, fonts: { ...fonts, readsAlone: (char: string) => char !== 'F' } };
    expect(() => buildMark(refusing, 'script-initial')).toThrow(/reads as another sign/);
    expect(buildMark({ ...ctx, fonts: { ...fonts, readsAlone: () => true } }, 'script-initial').features?.letters).toBe('F');
  });
});
