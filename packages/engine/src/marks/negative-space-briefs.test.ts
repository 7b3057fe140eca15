/**
 * The negative-space wordmark on briefs whose hidden figure once cut a letter so the name misread (an I notched
 * into a "!", a sail biting the U of HARBOUR): built as the engine builds them, every letter the figure trims is
 * judged by the name check, which must pass, and no letter drawn as one stroke is touched.
 */
import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { ringsArea } from '../geometry';
import { buildCandidate, NO_REPAIR } from '../integrate/candidate';
import { createNodeFontSource } from '../node/fonts';
import { regionFromPath, regionSubtract } from '../path';
import { runCoreChecks } from '../qa/core-checks';
import { isLoneStem } from '../qa/glyph-integrity';
import { seedFor } from '../random';
import { buildMark } from './index';

const fonts = createNodeFontSource();
const BRIEFS = [
  {
    brandName: 'Pâtisserie Noémie',
    industry: 'French patisserie and bakery',
    oneLiner: 'Butter croissants and celebration cakes baked every morning',
  },
  {
    brandName: 'Harbour Line Ferries',
    industry: 'passenger ferry operator',
    oneLiner: 'Electric ferries between the islands and the harbour',
  },
  {
    brandName: "Saint Brigid's Hospice",
    industry: 'hospice charity',
    oneLiner: 'A local charity providing end-of-life care, family support and bereavement counselling at home and on our ward',
  },
  {
    brandName: 'Bow & Bridge',
    industry: 'violin repair workshop',
    oneLiner: 'Luthiers repairing, restoring and setting up violins, violas and cellos for students and orchestras',
  },
  { brandName: 'Tidy Sums', industry: 'bookkeeping firm', oneLiner: 'Bookkeeping for small businesses that hate spreadsheets' },
];

describe('hidden figures on real briefs', () => {
  it.each(BRIEFS.flatMap((brief) => [0, 1, 3].map((variant) => ({ brief, variant }))))(
    '$brief.brandName, variant $variant: the name check passes and no one-stroke letter is cut',
    ({ brief, variant }) => {
      const seed = seedFor(brief.brandName, 'lindon-leader', variant);
      const candidate = buildCandidate({ brief, designerId: 'lindon-leader', seed, variant, fonts }, NO_REPAIR);
      const { mark } = candidate;
      const checks = runCoreChecks({
        dna: candidate.dna,
        mark,
        palette: candidate.design.palette,
        inks: candidate.inks,
        logos: candidate.design.logos,
        name: brief.brandName,
        master: candidate.master,
      });
      const intact = checks.find((c) => c.id === 'name-intact');
      expect(intact?.passed, intact?.detail).toBe(true);
      if (mark.baseArchetype !== 'negative-space-wordmark') return;
      // A figure is declared with its outline, and the letters are reported as set, so its trims are measured.
      expect(mark.features?.hiddenFigure === undefined).toBe(mark.features?.gapFigure === undefined);
      const painted = mark.layers.flatMap((l) => regionFromPath(l.d, 0.5));
      expect(mark.features?.nameGlyphs?.length).toBe([...brief.brandName.replace(/\s+/g, '')].length);
      for (const glyph of mark.features?.nameGlyphs ?? []) {
        const region = regionFromPath(glyph.d, 0.5);
        if (!isLoneStem(region)) continue;
        const lost = Math.abs(ringsArea(regionSubtract(region, painted)));
        expect(lost, `${glyph.char} of ${brief.brandName}`).toBeLessThan(0.005 * Math.abs(ringsArea(region)));
      }
    },
  );
});

describe("Leader's negative-space wordmark on a name with a picture of its own", () => {
  it("looks through the brief's other ideas for a figure to hide when its own (the wind of Northwind) has none", () => {
    const brief = {
      brandName: 'Northwind',
      industry: 'Coffee roastery',
      oneLiner: 'Small-batch coffee roasted for neighbourhood cafés',
      tagline: 'Roasted close to home',
    };
    for (let seed = 1; seed <= 12; seed++) {
      const mark = buildMark(
        { ...createFixtureContext({ designerId: 'lindon-leader', brief, variant: 0 }), deal: { seat: seed % 20, strict: false } },
        'negative-space-wordmark',
      );
      expect(mark.features?.hiddenFigure, mark.description).toBeDefined();
    }
  });
});
