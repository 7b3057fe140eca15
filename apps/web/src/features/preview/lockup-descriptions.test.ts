import type { SystemRecord } from '@logo-dna/engine';
import type { DesignSettings } from '@logo-dna/protocol';
import { describe, expect, it } from 'vitest';
import { describeLockups, toPhrase } from './lockup-descriptions';

type Lockups = SystemRecord['lockups'];

const SETTINGS: DesignSettings = { textCase: 'upper', trackingEm: 0, primaryLockup: 'wordmark', markSide: 'left', stackAlign: 'left' };

function lockups(sizes: Record<'primary' | 'horizontal' | 'stacked', [number, number, boolean]>): Lockups {
  const [pw, ph, pm] = sizes.primary;
  return [
    { id: 'primary', width: pw, height: ph, showsMark: pm },
    { id: 'horizontal', width: sizes.horizontal[0], height: sizes.horizontal[1], showsMark: sizes.horizontal[2] },
    { id: 'stacked', width: sizes.stacked[0], height: sizes.stacked[1], showsMark: sizes.stacked[2] },
    { id: 'icon', width: 1000, height: 1000, showsMark: true },
    { id: 'monochrome', width: pw, height: ph, showsMark: pm },
    { id: 'reversed', width: pw, height: ph, showsMark: pm },
  ];
}

/** Paula Scher's wordmark primary (the name alone) with a mark in the horizontal and stacked lockups, as the engine records it. */
function scherRecord(overrides: Partial<SystemRecord> = {}) {
  return {
    brief: { brandName: 'Northwind', industry: 'Coffee roastery', oneLiner: 'Small-batch coffee' },
    lockups: lockups({ primary: [732.73, 207.96, false], horizontal: [926.36, 275.56, true], stacked: [760.12, 566.11, true] }),
    mark: {
      archetype: 'skewed-symbol',
      baseArchetype: 'dual-reading-symbol',
      description: "A coffee cup silhouette with the initial N cut out of its body: the business's object and its letter read as one sign.",
      concept: 'coffee',
      icons: ['coffee'],
      words: ['coffee'],
      letters: '',
      carriesName: false,
      rejected: [],
    },
    icon: {
      figure: 'mark' as const,
      concept: 'coffee',
      icons: ['coffee'],
      words: ['coffee'],
      description: 'A coffee cup silhouette with the initial N cut out of its body: one sign.',
      reason: 'the mark reads at small sizes',
    },
    ...overrides,
  } as unknown as SystemRecord;
}

describe('describeLockups', () => {
  it('says the primary is the name alone while the stacked lockup draws the mark above it', () => {
    const described = describeLockups(scherRecord(), SETTINGS);
    expect(described.primary).toEqual({
      label: 'Primary · name alone',
      detail: 'name alone',
      alt: 'Northwind primary logo: the name alone, without a mark',
    });
    expect(described.stacked).toEqual({
      label: 'Stacked · mark above name',
      detail: 'mark above name',
      alt: 'Northwind stacked logo: a coffee cup silhouette with the initial N cut out of its body, above the name',
    });
    expect(described.horizontal.alt).toBe(
      'Northwind horizontal logo: a coffee cup silhouette with the initial N cut out of its body, to the left of the name',
    );
    expect(described.monochrome.label).toBe('Monochrome · name alone');
    expect(described.reversed.alt).toBe('Northwind reversed logo, for dark grounds: the name alone, without a mark');
    expect(described.icon).toEqual({
      label: 'App icon · mark',
      detail: 'mark',
      alt: 'Northwind app icon: a coffee cup silhouette with the initial N cut out of its body',
    });
  });

  it('reads the primary arrangement from the drawing it repeats, not from the designer setting', () => {
    // The setting says wordmark, but the record's primary shows the mark at the stacked lockup's size.
    const stacked = scherRecord({
      lockups: lockups({ primary: [760.12, 566.11, true], horizontal: [926.36, 275.56, true], stacked: [760.12, 566.11, true] }),
    });
    expect(describeLockups(stacked, SETTINGS).primary.label).toBe('Primary · mark above name');
    const beside = scherRecord({
      lockups: lockups({ primary: [926.36, 275.56, true], horizontal: [926.36, 275.56, true], stacked: [760.12, 566.11, true] }),
    });
    expect(describeLockups(beside, { ...SETTINGS, markSide: 'right' }).primary).toEqual({
      label: 'Primary · mark right of name',
      detail: 'mark right of name',
      alt: 'Northwind primary logo: a coffee cup silhouette with the initial N cut out of its body, to the right of the name',
    });
  });

  it('names the lettering mark that spells the name, and the initial stacked above it', () => {
    const vignelli = scherRecord({
      lockups: lockups({ primary: [619.09, 291.14, true], horizontal: [619.09, 291.14, true], stacked: [619.09, 547.79, true] }),
      mark: {
        ...scherRecord().mark,
        description: 'The name northwind set as a refined wordmark: the letters themselves carry the identity.',
        carriesName: true,
        icons: [],
        concept: 'lettering',
      },
      icon: { ...scherRecord().icon!, figure: 'initial', description: 'N in the display face over a heavy rule.' },
    });
    const described = describeLockups(vignelli, SETTINGS);
    expect(described.primary).toEqual({
      label: 'Primary · name as mark',
      detail: 'name as mark',
      alt: 'Northwind primary logo: the name northwind set as a refined wordmark',
    });
    expect(described.stacked).toEqual({
      label: 'Stacked · initial above name',
      detail: 'initial above name',
      alt: 'Northwind stacked logo: N in the display face over a heavy rule, above the name northwind set as a refined wordmark',
    });
    expect(described.icon.label).toBe('App icon · initial');
  });

  it("names the brief's idea drawn alone as a pictogram, over the name and as the icon", () => {
    const record = scherRecord();
    const withIdea = {
      ...record,
      mark: {
        ...record.mark,
        description: 'The name northwind set as a refined wordmark.',
        carriesName: true,
        icons: [],
        concept: 'lettering',
      },
      icon: {
        ...record.icon!,
        figure: 'idea' as const,
        device: 'figure' as const,
        description: 'A coffee bean drawn alone, the idea the name is set with.',
      },
    };
    const described = describeLockups(withIdea, SETTINGS);
    expect(described.icon.label).toBe('App icon · pictogram');
    expect(described.stacked.label).toBe('Stacked · pictogram above name');
    expect(described.stacked.alt).toMatch(/^Northwind stacked logo: a coffee bean drawn alone/);
  });

  it('uses the name the design draws', () => {
    const renamed = scherRecord({ brief: { brandName: 'Southwind', industry: 'Coffee', oneLiner: 'Coffee' } });
    expect(describeLockups(renamed, SETTINGS).primary.alt).toMatch(/^Southwind primary logo/);
  });
});

describe('toPhrase', () => {
  it('keeps the first clause, lower-cases a sentence start and keeps drawn letters', () => {
    expect(toPhrase('A coffee cup knocked out of a solid circle: the container carries the brand.')).toBe(
      'a coffee cup knocked out of a solid circle',
    );
    expect(toPhrase('NORTHWIND with a coffee bean in the counter of its O, a visual pun you read twice.')).toBe(
      'NORTHWIND with a coffee bean in the counter of its O, a visual pun you read twice',
    );
    expect(toPhrase('N in the display face over a heavy rule.')).toBe('N in the display face over a heavy rule');
    expect(toPhrase('')).toBe('');
  });
});
