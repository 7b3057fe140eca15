/**
 * The critic's last choice: a default design whose planned take comes out a bare setting (the name alone in its face,
 * one letter in a plain disc) gives way to the designer's first other archetype that decides something.
 */
import { describe, expect, it } from 'vitest';
import { designBrand, getFontSource } from '../node';
import { seedFor } from '../random/hash';
import { fillColours } from '../svg';
import type { Brief } from '../types';
import { buildCandidate, NO_REPAIR } from './candidate';

const BRAMBLE: Brief = {
  brandName: 'Bramble',
  industry: 'landscape gardener',
  oneLiner: 'Garden design and maintenance for cottage gardens, wild borders and small urban yards.',
};
const RIND: Brief = {
  brandName: 'Rind',
  industry: 'cheese shop',
  oneLiner: 'A small counter selling farmhouse cheeses cut to order, with tastings on Saturdays.',
  desiredColors: 'butter yellow and charcoal',
};
const KESTREL: Brief = {
  brandName: 'Kestrel',
  industry: 'sailmaker and canvas repair',
  oneLiner: 'Making and repairing sails, boat covers and sprayhoods for yachts and dinghies on the estuary.',
  tagline: 'Built for the wind',
};
const OKAFOR: Brief = {
  brandName: 'Marguerite Okafor',
  industry: 'hairdresser',
  oneLiner: 'An independent hair salon specialising in natural and textured hair, cuts and colour.',
  tagline: 'Cuts, colour and calm',
};

/** The default design's candidate, as designBrand builds it (no seed given: the designers' shared deal). */
function defaultCandidate(brief: Brief, designerId: string, variant = 0) {
  const seed = seedFor(brief.brandName, designerId, variant);
  const takeSeed = seedFor(brief.brandName, designerId, 0);
  return buildCandidate({ brief, designerId, seed, takeSeed, dealShift: 0, variant, fonts: getFontSource() }, NO_REPAIR);
}

describe('a bare setting is the default design only where nothing else is admitted', () => {
  it.each([
    ['Bramble', 'james-modarelli', BRAMBLE],
    ['Bramble', 'massimo-vignelli', BRAMBLE],
    ['Rind', 'massimo-vignelli', RIND],
    ['Kestrel', 'james-modarelli', KESTREL],
    ['Kestrel', 'massimo-vignelli', KESTREL],
  ] as const)('%s by %s: the plain letter disc or bare name gives way', (_name, designerId, brief) => {
    const candidate = defaultCandidate(brief, designerId);
    expect(candidate.mark.features?.plainSetting ?? false).toBe(false);
    // The take it passed over is reported.
    expect(candidate.skipped.some((s) => /^(letter-disc|pure-wordmark): a bare setting gives way/.test(s))).toBe(true);
  });

  it('keeps the bare name of a designer whose every other idea the brief refuses (Davidson for a hair salon)', () => {
    const candidate = defaultCandidate(OKAFOR, 'carolyn-davidson');
    expect(candidate.mark.archetype).toBe('pure-wordmark');
    expect(candidate.mark.features?.plainSetting).toBe(true);
  });

  it('never gives way to a take with no room for a colour the brief asked for', () => {
    // Vignelli's plain disc took the asked yellow beside the navy name; his name over its trade words, one ink, had
    // no room for it (the reviewer: "drops the asked sunflower yellow entirely").
    const solar: Brief = {
      brandName: 'Brightwater Solar Installations',
      industry: 'solar panel installer',
      oneLiner: 'We design and install rooftop solar and home batteries for households.',
      tagline: '',
      desiredColors: 'sunflower yellow and navy',
    };
    const design = designBrand(solar, 'massimo-vignelli');
    const asked = design.palette.colors.filter((c) => c.requested !== undefined).map((c) => c.hex.toUpperCase());
    const painted = new Set(fillColours(design.logos.primary).map((hex) => hex.toUpperCase()));
    expect(asked).toHaveLength(2);
    expect(asked.filter((hex) => !painted.has(hex))).toEqual([]);
  });

  it('leaves a variant walking the cycle to its own take', () => {
    // A variant is not the shared default: it may land on the letter disc the default passed over.
    const archetypes = new Set([1, 2, 3, 4, 5, 6].map((v) => defaultCandidate(BRAMBLE, 'james-modarelli', v).mark.archetype));
    expect(archetypes.size).toBeGreaterThanOrEqual(2);
  });
});
