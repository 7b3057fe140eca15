/**
 * Every quality check fails when fed what it exists to catch. Each case starts from one real candidate (whose
 * checks all pass) and changes the one thing the check looks at, so a check that could never fail shows up here.
 */
import { describe, expect, it } from 'vitest';
import { buildCandidate, type Candidate, NO_REPAIR } from '../integrate/candidate';
import { createNodeFontSource } from '../node/fonts';
import { checkMonochromeSurvives, checkWordmarkLegibility } from '../node/raster-checks';
import { setText } from '../type/set-text';
import type { QualityCheck } from '../types';
import { type CoreCheckParams, runCoreChecks } from './core-checks';

const fonts = createNodeFontSource();
const brief = { brandName: 'Northwind', industry: 'Coffee roastery', oneLiner: 'Small-batch coffee from the north coast' };
const candidate: Candidate = buildCandidate({ brief, designerId: 'paul-rand', seed: 7, variant: 0, fonts }, NO_REPAIR);

const baseline: CoreCheckParams = {
  dna: candidate.dna,
  mark: candidate.mark,
  palette: candidate.design.palette,
  inks: candidate.inks,
  logos: candidate.design.logos,
  name: brief.brandName,
  master: candidate.master,
};

function checkOf(checks: readonly QualityCheck[], id: string): QualityCheck {
  const found = checks.find((c) => c.id === id);
  if (!found) throw new Error(`no ${id} check in ${checks.map((c) => c.id).join(', ')}`);
  return found;
}

const run = (changes: Partial<CoreCheckParams>) => runCoreChecks({ ...baseline, ...changes });
const { logos, inks, palette } = baseline;
/** A square in the icon tile's corner, outside its 10 % safe inset. */
const CORNER = 'M0 0H80V80H0Z';

/** A 1000-unit square path drawn `count` times with distinct fills, inside the primary's drawing. */
const extraInks = (count: number) =>
  Array.from({ length: count }, (_, i) => `<path d="M${i} 0h1v1h-1Z" fill="#${(0x102030 + i * 0x050403).toString(16)}"/>`).join('');

const CASES: Array<[id: string, what: string, changes: () => Partial<CoreCheckParams>, detail: RegExp]> = [
  [
    'contrast-aa',
    'a wordmark ink equal to its ground',
    () => ({ inks: { ...inks, wordmark: inks.light } }),
    /#FFFFFF on #FFFFFF 1\.00 < 4\.5/,
  ],

  [
    'contrast-aa',
    'a palette pair below its minimum',
    () => ({
      palette: {
        ...palette,
        contrastPairs: [
          ...palette.contrastPairs,
          { foreground: '#777777', background: '#888888', minimum: 4.5, ratio: 1.2, use: 'text' as const },
        ],
      },
    }),
    /#777777 on #888888 1\.26 < 4\.5/,
  ],

  ['mark-complexity', 'a mark with no layers', () => ({ mark: { ...baseline.mark, layers: [] } }), /^0 layers/],

  [
    'mark-complexity',
    'a mark of 2,000 path commands',
    () => ({ mark: { ...baseline.mark, layers: [{ d: 'M0 0'.concat('L1 1'.repeat(2000), 'Z'), ink: 'primary', fillRule: 'nonzero' }] } }),
    /2002 path commands/,
  ],

  [
    'ink-count',
    'a primary logo painted in eight more inks',
    () => ({ logos: { ...logos, primary: logos.primary.replace('</svg>', `${extraInks(8)}</svg>`) } }),
    /^9 inks/,
  ],

  [
    'clean-svg',
    'a <text> element',
    () => ({ logos: { ...logos, stacked: logos.stacked.replace('</svg>', '<text>Northwind</text></svg>') } }),
    /unclean: stacked/,
  ],

  [
    'clean-svg',
    'a gradient',
    () => ({ logos: { ...logos, icon: logos.icon.replace('</svg>', '<linearGradient id="g"/></svg>') } }),
    /unclean: icon/,
  ],

  [
    'clean-svg',
    'an external reference',
    () => ({ logos: { ...logos, horizontal: logos.horizontal.replace('</svg>', '<use href="x.svg#a"/></svg>') } }),
    /unclean: horizontal/,
  ],

  [
    'clean-svg',
    'no viewBox',
    () => ({ logos: { ...logos, monochrome: logos.monochrome.replace(/viewBox="[^"]*"/, '') } }),
    /unclean: monochrome/,
  ],

  [
    'guardrails',
    'a bitten apple with a leaf',
    () => ({ mark: { ...baseline.mark, features: { ...baseline.mark.features, icons: ['apple'], bite: true, leafAccent: true } } }),
    /bite/,
  ],

  ['name-spelled', 'a name the wordmark does not spell', () => ({ name: 'Northwand' }), /"i" set where "a" belongs/],

  [
    'name-spelled',
    'a mark that claims the name but sets other letters',
    () => ({ mark: { ...baseline.mark, carriesName: true, features: { ...baseline.mark.features, letters: 'SOUTHWIND' } } }),
    /sets "SOUTHWIND"/,
  ],

  [
    'name-intact',
    'a wordmark tracked so tight its letters touch',
    () => {
      const font = fonts.getFont('Jost', 600);
      const squeezed = setText(font, brief.brandName, { size: 200, trackingEm: -0.2 });
      return { master: { ...baseline.master, wordmark: squeezed, stackedLines: [squeezed] } };
    },
    /"No" touch/,
  ],

  [
    'lockup-system',
    'a horizontal lockup identical to the stacked one',
    () => ({ logos: { ...logos, horizontal: logos.stacked } }),
    /the same image/,
  ],

  [
    'lockup-system',
    'a primary logo without the name',
    () => ({ logos: { ...logos, primary: logos.primary.split(candidate.master.wordmark.d).join('') } }),
    /does not carry the whole name/,
  ],

  [
    'app-icon-legible',
    'an icon whose figure is painted in the ground colour',
    () => ({ logos: { ...logos, icon: logos.icon.replace(/fill="#[0-9a-fA-F]{6}"/g, 'fill="#FFFFFF"') } }),
    /contrast 1\.00 < 3/,
  ],

  [
    'app-icon-legible',
    'an icon with a figure in the corner, where a rounded mask clips it',
    () => ({ logos: { ...logos, icon: logos.icon.replace('</svg>', `<g><path d="${CORNER}" fill="#000000"/></g></svg>`) } }),
    /outside the safe area/,
  ],
];

describe('the quality checks', () => {
  it('all pass on the unchanged candidate (the baseline each case below changes once)', () => {
    const checks = run({});
    expect(checks.map((c) => c.id).sort()).toEqual(
      [
        'app-icon-legible',
        'clean-svg',
        'contrast-aa',
        'guardrails',
        'ink-count',
        'lockup-system',
        'mark-complexity',
        'name-intact',
        'name-spelled',
      ].sort(),
    );
    expect(checks.filter((c) => !c.passed)).toEqual([]);
    expect([checkWordmarkLegibility(candidate), checkMonochromeSurvives(candidate)].map((c) => c.passed)).toEqual([true, true]);
  });

  it.each(CASES)('%s fails on %s', (id, _what, changes, detail) => {
    const check = checkOf(run(changes()), id);
    expect(check.passed).toBe(false);
    expect(check.detail).toMatch(detail);
  });

  it('wordmark-legible-24px fails on a hairline face', () => {
    const hairline = setText(fonts.getFont('Jost', 100), brief.brandName, { size: 200, trackingEm: 0 });
    const check = checkWordmarkLegibility({ ...candidate, master: { ...candidate.master, wordmark: hairline } });
    expect(check).toMatchObject({ id: 'wordmark-legible-24px', passed: false });
  });

  it('monochrome-survives fails on a mark that is one solid block, and on one with no ink', () => {
    const box = candidate.master.markBounds;
    const block = `M${box.minX} ${box.minY}H${box.maxX}V${box.maxY}H${box.minX}Z`;
    const solid = {
      ...candidate,
      master: { ...candidate.master, layers: [{ d: block, ink: 'primary' as const, fillRule: 'nonzero' as const }] },
    };
    const empty = { ...candidate, master: { ...candidate.master, layers: [] } };
    expect(checkMonochromeSurvives(solid)).toMatchObject({ id: 'monochrome-survives', passed: false });
    expect(checkMonochromeSurvives(empty)).toMatchObject({ id: 'monochrome-survives', passed: false });
  });
});
