import { describe, expect, it } from 'vitest';
import { appIconShare } from '../marks/favicon-figure';
import { createNodeFontSource } from '../node/fonts';
import { setText } from '../type/set-text';
import { buildCandidate, NO_REPAIR } from './candidate';
import { MIN_TWIN_PX, tellsTwinApart, twinDifferencePx } from './letter-twins';
import { WORDMARK_SIZE } from './typography';

const fonts = createNodeFontSource();
const share = appIconShare();

describe('a lone letter tells itself from its twin at 16 px', () => {
  it('finds League Gothic’s Q too close to its O (the twenty-ninth review’s Q read as a zero)', () => {
    const gothic = fonts.getFont('League Gothic', 400);
    expect(twinDifferencePx(gothic, 'Q', share)).toBeLessThan(MIN_TWIN_PX);
    expect(tellsTwinApart(gothic, 'Q', share)).toBe(false);
  });

  it.each([
    ['Libre Franklin', 500],
    ['Jost', 700],
    ['Libre Caslon Text', 700],
  ])('passes the Q of %s, whose tail leaves the bowl', (family, weight) => {
    expect(tellsTwinApart(fonts.getFont(family, weight), 'Q', share)).toBe(true);
  });

  it('measures more difference the larger the letter stands in the tile', () => {
    const gothic = fonts.getFont('League Gothic', 400);
    expect(twinDifferencePx(gothic, 'Q', 0.8)).toBeGreaterThan(twinDifferencePx(gothic, 'Q', 0.5));
  });

  it('has nothing to tell apart for a letter with no twin', () => {
    expect(twinDifferencePx(fonts.getFont('League Gothic', 400), 'K', share)).toBe(Number.POSITIVE_INFINITY);
  });

  // Scher's League Gothic Q reads as a zero (twenty-ninth review); Robinson's Yellowtail F alone is a crossed 7
  // (thirty-first review): in both the icon initial is set in the support face.
  it.each([
    {
      designerId: 'paula-scher',
      family: 'League Gothic',
      char: 'Q',
      brief: {
        brandName: 'Quench',
        industry: 'fire extinguisher servicing and fire safety training',
        oneLiner: 'Annual extinguisher servicing, fire risk assessments and staff fire-warden training for shops, offices and care homes.',
        tagline: 'Ready before it matters',
      },
    },
    {
      designerId: 'frank-mason-robinson',
      family: 'Yellowtail',
      char: 'F',
      brief: {
        brandName: 'Ferro Lifts',
        industry: 'lift and elevator maintenance and repair',
        oneLiner: 'Servicing, repairing and modernising passenger and goods lifts in offices and apartment blocks.',
      },
    },
  ])(
    'sets $designerId’s icon initial $char in another face than $family, whose $char alone misreads',
    ({ designerId, family, char, brief }) => {
      const display = fonts.getFont(family, 400);
      expect(tellsTwinApart(display, char, share)).toBe(false);
      const { master, design } = buildCandidate({ brief, designerId, seed: 0, variant: 0, fonts }, NO_REPAIR);
      expect(design.typography.display.family).toBe(family);
      const alone = setText(display, char, { size: WORDMARK_SIZE, trackingEm: 0, textCase: 'upper' });
      expect(master.initial.d).not.toBe(alone.d);
    },
  );
});
