/**
 * Each edit kind through the whole engine: the edit reaches every lockup from the one master, is recorded in
 * system.json, keeps AA, and no edits (or empty ones) leave the design's bytes as they were.
 */
import { converter } from 'culori';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../color/wcag-contrast';
import { designBrand } from '../node';
import { readViewBoxSize } from '../record/decisions';
import { toSystemJson, toSystemRecord } from '../record/system-record';
import type { BrandDesign, DesignEdits, LockupKind } from '../types';

const BRIEF = {
  brandName: 'Halcyon Ferry',
  industry: 'transport',
  oneLiner: 'Electric ferries for island commuters',
  tagline: 'Cross in quiet',
};
const SEED = 7;
const design = (edits?: DesignEdits, designerId = 'paul-rand') => designBrand(BRIEF, designerId, SEED, edits ? { edits } : {});
const plain = design();
const COLOUR_LOCKUPS: LockupKind[] = ['primary', 'horizontal', 'stacked', 'icon'];
const width = (d: BrandDesign, kind: LockupKind) => readViewBoxSize(d.logos[kind]).width;
const hueOf = (hex: string) => converter('oklch')(hex)?.h ?? 0;

describe('no edits', () => {
  it('leaves every byte as it was, and so does an empty edits object', () => {
    for (const empty of [{}, { palette: {} }, { text: {}, layout: {} }] as DesignEdits[]) {
      const again = design(empty);
      expect(again.logos).toEqual(plain.logos);
      expect(toSystemJson(again)).toBe(toSystemJson(plain));
    }
    expect(toSystemRecord(plain).edits).toBeUndefined();
  });

  it('gives the same bytes for the same edits', () => {
    const edits: DesignEdits = { palette: { primary: '#0B6E4F' }, fonts: { display: 'Bodoni Moda' }, type: { trackingEm: 0.1 } };
    expect(toSystemJson(design(edits))).toBe(toSystemJson(design(edits)));
    expect(design(edits).logos).toEqual(design(edits).logos);
  });
});

describe('palette edits', () => {
  it('paint the new colour in every colour lockup and list it in the palette and the record', () => {
    const edited = design({ palette: { primary: '#0B6E4F' } });
    for (const kind of COLOUR_LOCKUPS) {
      expect(edited.logos[kind], kind).toContain('#0b6e4f');
      expect(edited.logos[kind], kind).not.toContain(plain.palette.primary.toLowerCase());
    }
    expect(edited.palette.primary).toBe('#0B6E4F');
    expect(edited.palette.colors.find((c) => c.role === 'primary')).toMatchObject({ hex: '#0B6E4F', name: expect.any(String) });
    const record = toSystemRecord(edited);
    expect(record.palette.find((c) => c.role === 'primary')?.hex).toBe('#0B6E4F');
    expect(record.edits).toEqual({ applied: { palette: { primary: '#0B6E4F' } }, adjustments: [], notes: [] });
  });

  it('move a text colour that would break AA in lightness only, and record the move', () => {
    const edited = design({ palette: { neutral: '#F4A0B0' } });
    const neutral = edited.palette.neutral;
    expect(neutral).not.toBe('#F4A0B0');
    expect(contrastRatio(neutral, edited.palette.light)).toBeGreaterThanOrEqual(4.5);
    expect(Math.abs(hueOf(neutral) - hueOf('#F4A0B0'))).toBeLessThan(3);
    expect(edited.decisions?.edits?.adjustments).toEqual([
      { role: 'neutral', requested: '#F4A0B0', applied: neutral, against: edited.palette.light, ratio: expect.any(Number), minimum: 4.5 },
    ]);
    // The tagline is set in the neutral.
    expect(edited.logos.horizontal).toContain(neutral.toLowerCase());
  });

  it('refit the colours the user did not set to a new dark ground, so every pair still meets its minimum', () => {
    const edited = design({ palette: { background: '#102030' } });
    expect(edited.palette.light).toBe('#102030');
    for (const pair of edited.palette.contrastPairs) {
      expect(contrastRatio(pair.foreground, pair.background), `${pair.foreground} on ${pair.background}`).toBeGreaterThanOrEqual(
        pair.minimum,
      );
    }
    expect(edited.decisions?.edits?.adjustments.map((a) => a.role)).toContain('ink');
    expect(edited.quality.passed).toBe(true);
  });
});

describe('palette edits in other hands', () => {
  it('show a colour set for a role the primary logo did not paint, as a colour the brief asked for would', () => {
    const bass = design(undefined, 'saul-bass');
    const edited = design({ palette: { primary: '#E8A33D' } }, 'saul-bass');
    const shown = edited.palette.primary.toUpperCase();
    expect(paints(bass.logos.primary)).not.toContain(shown);
    expect(paints(edited.logos.primary)).toContain(shown);
    expect(edited.palette.colors.find((c) => c.role === 'primary')?.requested).toBe(edited.palette.primary);
  });

  it('draw a new ground behind the colour logos and keep the name in its colour, moved only to read on it', () => {
    const vignelli = design(undefined, 'massimo-vignelli');
    const edited = design({ palette: { background: '#FFF4D6' } }, 'massimo-vignelli');
    expect(edited.logos.primary).toContain('#fff4d6');
    const name = edited.palette.primary;
    expect(edited.logos.primary).toContain(name.toLowerCase());
    expect(contrastRatio(name, '#FFF4D6')).toBeGreaterThanOrEqual(4.5);
    expect(Math.abs(hueOf(name) - hueOf(vignelli.palette.primary))).toBeLessThan(3);
  });
});

/** The colours an SVG paints, as #RRGGBB (the optimiser writes #bb7700 as #b70). */
function paints(svg: string): string[] {
  return [...svg.matchAll(/fill="#([0-9a-f]{3}|[0-9a-f]{6})"/gi)].map((m) => {
    const hex = m[1] as string;
    return `#${(hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex).toUpperCase()}`;
  });
}

describe('font edits', () => {
  it('set the name in the chosen display face and the tagline in the chosen support face', () => {
    const edited = design({ fonts: { display: 'Bodoni Moda', support: 'Inter' } });
    expect(edited.typography.display.family).toBe('Bodoni Moda');
    expect(edited.typography.support.family).toBe('Inter');
    expect(toSystemRecord(edited).fonts.display.family).toBe('Bodoni Moda');
    expect(edited.logos.horizontal).not.toBe(plain.logos.horizontal);
    expect(edited.logos.stacked).not.toBe(plain.logos.stacked);
  });
});

describe('type edits', () => {
  it('snap the weight to the family and widen the name with tracking', () => {
    const heavy = design({ fonts: { display: 'Inter' }, type: { weight: 900 } });
    expect(heavy.typography.display.weights).toEqual([900]);
    const open = design({ type: { trackingEm: 0.3 } });
    expect(width(open, 'horizontal')).toBeGreaterThan(width(plain, 'horizontal'));
  });

  it('set the name in the chosen case', () => {
    const lower = design({ type: { case: 'lower' } });
    const upper = design({ type: { case: 'upper' } });
    expect(lower.logos.horizontal).not.toBe(upper.logos.horizontal);
    expect(width(upper, 'horizontal')).toBeGreaterThan(width(lower, 'horizontal'));
  });
});

describe('an icon chosen for a designer who sets the name alone', () => {
  // Vignelli's and Kedar's primary is the name alone; the icon the user picked must not hide in the other lockups.
  it.each(['massimo-vignelli', 'ruth-kedar'])('%s: the primary shows the mark beside the name', (designerId) => {
    const chosen = design({ mark: { icon: 'boat' } }, designerId);
    expect(chosen.settings?.primaryLockup).toBe('horizontal');
    expect(toSystemRecord(chosen).lockups.find((l) => l.id === 'primary')?.showsMark).toBe(true);
    // The user's own choice of lockup still wins.
    const nameOnly = design({ mark: { icon: 'boat' }, layout: { primary: 'wordmark' } }, designerId);
    expect(toSystemRecord(nameOnly).lockups.find((l) => l.id === 'primary')?.showsMark).toBe(false);
  });
});

describe('layout edits', () => {
  it('build the primary, monochrome and reversed logos from the chosen lockup', () => {
    const stacked = design({ layout: { primary: 'stacked' } });
    expect(stacked.settings?.primaryLockup).toBe('stacked');
    expect(readViewBoxSize(stacked.logos.primary)).toEqual(readViewBoxSize(stacked.logos.stacked));
    expect(readViewBoxSize(stacked.logos.monochrome)).toEqual(readViewBoxSize(stacked.logos.stacked));
    const nameOnly = toSystemRecord(design({ layout: { primary: 'wordmark' } }));
    expect(nameOnly.lockups.find((l) => l.id === 'primary')?.showsMark).toBe(false);
    expect(nameOnly.lockups.find((l) => l.id === 'reversed')?.showsMark).toBe(false);
    expect(nameOnly.lockups.find((l) => l.id === 'icon')?.showsMark).toBe(true);
  });

  it('move the mark to the right and space it from the name', () => {
    const right = design({ layout: { markSide: 'right' } });
    expect(plain.settings).toMatchObject({ markSide: 'left' });
    expect(right.settings).toMatchObject({ markSide: 'right' });
    expect(right.logos.horizontal).not.toBe(plain.logos.horizontal);
    expect(readViewBoxSize(right.logos.horizontal)).toEqual(readViewBoxSize(plain.logos.horizontal));
    const wide = design({ layout: { spacing: 2.5 } });
    expect(width(wide, 'horizontal')).toBeGreaterThan(width(plain, 'horizontal'));
  });
});

describe('mark edits', () => {
  it('draw the chosen icon, with a module of the designer that draws icons', () => {
    const bass = design(undefined, 'saul-bass');
    const edited = design({ mark: { icon: 'anchor' } }, 'saul-bass');
    const record = toSystemRecord(edited);
    expect(record.mark.icons).toContain('anchor');
    expect(record.mark.words).toEqual([]);
    expect(toSystemRecord(bass).mark.icons).not.toContain('anchor');
    expect(record.lockups.find((l) => l.id === 'icon')?.showsMark).toBe(true);
  });

  it('switch a lettering mark to a pictogram when the designer has no module that draws the icon', () => {
    expect(plain.decisions?.mark.icons).toEqual([]);
    const edited = design({ mark: { icon: 'anchor' } });
    expect(edited.decisions?.mark.icons).toEqual(['anchor']);
    expect(edited.logos.icon).not.toBe(plain.logos.icon);
  });
});

describe('text edits', () => {
  it('set the new name in every lockup and the kit texts, keeping the concept the brief chose', () => {
    const bass = design(undefined, 'saul-bass');
    const edited = design({ text: { brandName: 'Halcyon Ferries' } }, 'saul-bass');
    expect(edited.brief.brandName).toBe('Halcyon Ferries');
    expect(edited.archetype).toBe(bass.archetype);
    expect(edited.decisions?.mark.icons).toEqual(bass.decisions?.mark.icons);
    for (const kind of ['primary', 'horizontal', 'stacked'] as const) expect(edited.logos[kind]).not.toBe(bass.logos[kind]);
    expect(edited.logos.primary).toContain('Halcyon Ferries');
  });

  it('remove the tagline with an empty one', () => {
    const edited = design({ text: { tagline: '' } });
    expect(edited.brief.tagline).toBeUndefined();
    expect(readViewBoxSize(edited.logos.stacked).height).toBeLessThan(readViewBoxSize(plain.logos.stacked).height);
  });
});
