import { describe, expect, it } from 'vitest';
import { DESIGNER_IDS } from '../dna/types';
import { buildCandidate, NO_REPAIR } from '../integrate/candidate';
import { createNodeFontSource } from '../node/fonts';
import { measureIconContrast } from '../qa/lockup-checks';
import { seedFor } from '../random/hash';
import type { Brief } from '../types';
import { planAppIcon } from './app-icon';
import { composePrimary } from './build-lockups';
import { composeHorizontal, composeMarkOnly, composeStacked, nameCapInMark } from './compose';
import { boxHeight, boxWidth, type Placed } from './pieces';
import type { LockupParams } from './types';

const fonts = createNodeFontSource();
const BRIEFS: Brief[] = [
  {
    brandName: 'Halcyon Ferry',
    industry: 'transport',
    oneLiner: 'Electric ferries for island commuters',
    desiredColors: ['mint', 'coral'],
    tagline: 'Across the water, quietly, every hour of the day',
  },
  { brandName: 'Okafor Pryce Davies', industry: 'law firm', oneLiner: 'Employment law for small businesses', desiredColors: ['navy'] },
];

const body = (svg: string) => svg.replace(/<title>[^<]*<\/title>/, '');
const roles = (item: Placed) => new Set(item.piece.paths.map((p) => p.role));
const drawnWidth = (item: Placed) => boxWidth(item.piece.box) * item.scale;

const cases = BRIEFS.flatMap((brief) => DESIGNER_IDS.map((designerId) => ({ brief: brief.brandName, designerId, input: brief })));

describe.each(cases)('the logo system of $brief by $designerId', ({ input, designerId }) => {
  const seed = seedFor(input.brandName, designerId, 0);
  const { design, master, inks, dna } = buildCandidate({ brief: input, designerId, seed, variant: 0, fonts }, NO_REPAIR);
  const logos = design.logos;
  const params: LockupParams = { master, inks, layout: dna.layout, appIcon: dna.appIcon, title: input.brandName };

  it('carries the whole name in the primary lockup (the wordmark outlines, or a mark that spells the name)', () => {
    // A name too long for one line is broken over the stacked lines, whether or not the mark spells it.
    const stacked = master.stackedLines.length > 1 && master.stackedLines.every((line) => logos.primary.includes(line.d));
    if (master.nameInMark) {
      expect(stacked || master.layers.every((layer) => logos.primary.includes(layer.d))).toBe(true);
    } else {
      expect(stacked || logos.primary.includes(master.wordmark.d)).toBe(true);
    }
  });

  it('sets the tagline smaller than the name, and no wider unless it breaks onto two lines at a readable size', () => {
    const items = composePrimary(params).items;
    const tagline = items.find((item) => roles(item).has('tagline'));
    if (!input.tagline) return expect(tagline).toBeUndefined();
    expect(tagline).toBeDefined();
    const names = items.filter((item) => roles(item).has('wordmark'));
    const nameWidth =
      names.length > 0 ? Math.max(...names.map(drawnWidth)) : Math.max(...items.filter((i) => i !== tagline).map(drawnWidth));
    const tagCap = (master.tagline?.capHeight ?? 0) * tagline!.scale;
    if (names.length > 0) expect(tagCap).toBeLessThan(master.wordmark.capHeight * 0.5);
    // Wider than the name only where it would otherwise shrink below 0.3 of the name's capitals: a quarter wider on one
    // line at most, else broken onto two lines.
    if (drawnWidth(tagline!) > nameWidth + 1e-6 && master.taglineLines) {
      const twoLines = tagline!.piece.paths.length === 2;
      expect(twoLines || drawnWidth(tagline!) <= 1.25 * nameWidth + 1e-6).toBe(true);
    }
  });

  it("keeps a tagline's capitals at 0.3 of the name's or more beside and under the name", () => {
    if (!input.tagline || master.nameInMark) return;
    for (const composition of [composeHorizontal(params), composeStacked(params)]) {
      const tagline = composition.items.find((item) => roles(item).has('tagline'));
      expect(tagline).toBeDefined();
      expect((master.tagline?.capHeight ?? 0) * tagline!.scale).toBeGreaterThanOrEqual(0.3 * master.wordmark.capHeight - 1e-6);
    }
  });

  it('sets a tagline under a mark that spells the name close to it, not a whole line of type away', () => {
    if (!master.nameInMark || !input.tagline) return;
    const items = composeMarkOnly(params).items;
    const tagline = items.find((item) => roles(item).has('tagline'));
    const mark = items.find((item) => item !== tagline);
    if (!tagline || !mark) return;
    const markH = boxHeight(mark.piece.box) * mark.scale;
    // At most the gap a tagline keeps under a line of type as tall as the name's capitals in the mark.
    expect(tagline.y - (mark.y + markH)).toBeLessThanOrEqual(0.7 * nameCapInMark(params, markH) + 1e-6);
  });

  it('lays the horizontal and stacked lockups out differently', () => {
    expect(body(logos.horizontal)).not.toBe(body(logos.stacked));
  });

  it('draws an app icon with figure/ground contrast ≥ 3:1 and at most two characters', () => {
    expect(measureIconContrast(logos.icon)).toBeGreaterThanOrEqual(3);
    expect(planAppIcon(master).chars).toBeLessThanOrEqual(2);
  });
});
