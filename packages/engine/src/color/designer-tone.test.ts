import { converter } from 'culori';
import { describe, expect, it } from 'vitest';
import { getDesigner } from '../dna/index';
import { designerTone, toneAskedColor } from './designer-tone';

const toOklch = converter('oklch');
const lch = (hex: string) => toOklch(hex) ?? { mode: 'oklch' as const, l: 0, c: 0, h: 0 };

describe('designerTone', () => {
  it('reads lightness from the chromatic anchors without yellows, and chroma from all of them', () => {
    const tone = designerTone({ anchors: ['#111111', '#FFFFFF', '#1B5FAA', '#E03A2F', '#F5C400'] });
    expect(tone.l).toBeCloseTo((lch('#1B5FAA').l + lch('#E03A2F').l) / 2, 6);
    expect(tone.c).toBeCloseTo(((lch('#1B5FAA').c ?? 0) + (lch('#E03A2F').c ?? 0) + (lch('#F5C400').c ?? 0)) / 3, 6);
  });

  it('orders the presets from deep and muted to bright and loud', () => {
    const heckler = designerTone(getDesigner('terry-heckler').color);
    const davidson = designerTone(getDesigner('carolyn-davidson').color);
    expect(heckler.l).toBeLessThan(davidson.l);
    expect(heckler.c).toBeLessThan(davidson.c);
  });
});

describe('toneAskedColor', () => {
  it('returns a colour in the reference tone, and a neutral, unchanged', () => {
    expect(toneAskedColor('#808080', { l: 0.3, c: 0.05 })).toBe('#808080');
    expect(lch(toneAskedColor('#228B22', { l: 0.52, c: 0.17 })).l).toBeCloseTo(lch('#228B22').l, 2);
  });

  it('deepens and quietens for a designer of deep inks, lifts and saturates for one of bright inks, by at most 0.1', () => {
    const asked = lch('#2E8B57');
    const deep = lch(toneAskedColor('#2E8B57', { l: 0.3, c: 0.07 }));
    const bright = lch(toneAskedColor('#2E8B57', { l: 0.8, c: 0.25 }));
    expect(deep.l).toBeCloseTo(asked.l - 0.1, 2);
    expect(deep.c).toBeCloseTo((asked.c ?? 0) * 0.75, 2);
    expect(bright.l).toBeCloseTo(asked.l + 0.1, 2);
    for (const shade of [deep, bright]) expect(Math.abs((shade.h ?? 0) - (asked.h ?? 0))).toBeLessThan(2);
  });

  it('deepens an orange as little as a yellow, so a restrained designer keeps it orange (not rust)', () => {
    // The eighteenth review: "signal orange" came out rust for four restrained designers.
    for (const asked of ['#F16E00', '#FF8C00', '#F28500'] as const) {
      const deep = lch(toneAskedColor(asked, { l: 0.3, c: 0.07 }));
      // A pale orange (amber) is deepened only to where it carries a mark on white, as any pale colour.
      expect(deep.l).toBeGreaterThanOrEqual(Math.min(lch(asked).l - 0.041, 0.679));
    }
    // A deep orange-brown (rust, copper) is no orange to keep: it moves as any colour does.
    expect(lch(toneAskedColor('#8B3A0F', { l: 0.3, c: 0.07 })).l).toBeLessThan(lch('#8B3A0F').l - 0.05);
  });

  it('lifts a red as little as a yellow, so a bright designer keeps it red (not coral)', () => {
    // The twenty-first and twenty-second reviews: "fire-engine red" and "tomato red" came out coral for Davidson.
    const davidson = designerTone(getDesigner('carolyn-davidson').color);
    for (const asked of ['#FE0002', '#EC2D01', '#C0392B'] as const) {
      expect(lch(toneAskedColor(asked, davidson)).l).toBeLessThanOrEqual(lch(asked).l + 0.041);
    }
    // A restrained designer still deepens it as any colour.
    expect(lch(toneAskedColor('#EC2D01', { l: 0.3, c: 0.07 })).l).toBeLessThan(lch('#EC2D01').l - 0.05);
  });

  it('lifts a dark colour less, so navy stays navy', () => {
    const navy = lch('#01153E');
    expect(lch(toneAskedColor('#01153E', { l: 0.9, c: 0.17 })).l).toBeLessThanOrEqual(navy.l + 0.071);
  });

  it('never lifts a pale colour: it deepens it toward an ink, raising its chroma so pink stays pink', () => {
    const pink = lch('#FFBACD');
    for (const tone of [
      { l: 0.8, c: 0.25 },
      { l: 0.3, c: 0.07 },
    ]) {
      const ink = lch(toneAskedColor('#FFBACD', tone));
      expect(ink.l).toBeLessThan(0.7);
      expect(ink.l).toBeGreaterThan(0.55);
      expect(ink.c ?? 0).toBeGreaterThan(pink.c ?? 0);
    }
  });

  it('deepens a pale yellow no further for a restrained designer than for a loud one (past that it turns brown)', () => {
    const deep = lch(toneAskedColor('#FFF917', { l: 0.3, c: 0.1 }));
    const loud = lch(toneAskedColor('#FFF917', { l: 0.8, c: 0.25 }));
    expect(deep.l).toBeCloseTo(loud.l, 6);
  });

  it('keeps a darkened yellow gold, turning toward ochre rather than olive', () => {
    const gold = lch(toneAskedColor('#DBB40C', { l: 0.3, c: 0.1 }));
    expect(gold.h ?? 0).toBeLessThan(lch('#DBB40C').h ?? 0);
  });
});
