import { converter } from 'culori';
import { describe, expect, it } from 'vitest';
import { readTradeColours } from '../brief/trade-colours';
import { DESIGNER_IDS, getDesigner } from '../dna/index';
import type { Palette } from '../types';
import { buildPalette } from './build-palette';

const oklch = converter('oklch');

/** The palette's inks that say a hue (neither a neutral nor a deep dark such as black or navy), lead first. */
function hues(palette: Palette): { hex: string; h: number; c: number; l: number }[] {
  return palette.colors
    .filter((c) => c.role !== 'background' && c.role !== 'neutral')
    .map((c) => ({ hex: c.hex, ...(oklch(c.hex) ?? { h: 0, c: 0, l: 0 }) }))
    .filter((c) => (c.c ?? 0) >= 0.04 && c.l >= 0.3)
    .map((c) => ({ hex: c.hex, h: c.h ?? 0, c: c.c ?? 0, l: c.l }));
}

const GARDENER = {
  brandName: 'Bramble',
  industry: 'landscape gardener',
  oneLiner: 'Garden design, planting and upkeep for homes and small businesses.',
  desiredColors: '',
};

describe('a brief that asks for no colour is drawn in its trade’s colours', () => {
  it('reads the trade from the industry before the line, and its tone where no trade row names it', () => {
    expect(readTradeColours({ brandName: 'Bramble', industry: 'landscape gardener', oneLiner: 'We also sell coffee.' })?.id).toBe('garden');
    expect(readTradeColours({ brandName: 'Hartley & Sons', industry: 'funeral director', oneLiner: 'Dignified funerals.' })?.id).toBe(
      'solemn',
    );
    expect(readTradeColours({ brandName: 'Quill', industry: 'illustration studio', oneLiner: 'Drawings for books.' })?.id).toBe('print');
    expect(readTradeColours({ brandName: 'Zeno', industry: 'consultancy', oneLiner: 'Advice.' })).toBeUndefined();
    // The twelfth review's trades that kept the house palette (Kedar's blue and red letters read as a search engine).
    expect(readTradeColours({ brandName: 'Ink Tide', industry: 'tattoo studio', oneLiner: 'A seaside tattoo studio.' })?.id).toBe('tattoo');
    expect(readTradeColours({ brandName: 'Lindqvist', industry: 'violin maker', oneLiner: 'Handmade violins.' })?.id).toBe('music');
    expect(readTradeColours({ brandName: 'Vega', industry: 'observatory and stargazing tours', oneLiner: 'Night-sky tours.' })?.id).toBe(
      'night',
    );
    expect(readTradeColours({ brandName: 'Brightwater', industry: 'solar panel installer', oneLiner: 'Rooftop solar.' })?.id).toBe(
      'energy',
    );
    // The thirteenth review's: a chimney sweep's fire (a blue flame read as a water drop), a glassblower's glass.
    expect(readTradeColours({ brandName: 'Ember', industry: 'chimney sweep', oneLiner: 'Flue inspection.' })?.id).toBe('hearth');
    expect(readTradeColours({ brandName: 'Halvorsen', industry: 'glassblowing studio', oneLiner: 'Vessels.' })?.id).toBe('glass');
  });

  it('a landscape gardener’s palettes lead with greens and earths, never the house red or royal blue', () => {
    const leads = DESIGNER_IDS.map((id) => ({ id, lead: hues(buildPalette(getDesigner(id), GARDENER))[0] }));
    const offTrade = leads.filter(({ lead }) => lead && !(lead.h >= 25 && lead.h <= 160));
    // Before: Rand's and Modarelli's royal blue, Vignelli's, Landor's and Dalí's red, Leader's purple.
    expect(offTrade.map(({ id, lead }) => `${id} ${lead?.hex}`)).toEqual([]);
    const royalBlues = DESIGNER_IDS.flatMap((id) => hues(buildPalette(getDesigner(id), GARDENER)).filter((c) => c.h > 240 && c.h < 290));
    expect(royalBlues).toEqual([]);
  });

  it('a funeral home without colours gets no loud red from any designer', () => {
    const brief = {
      brandName: 'Hartley & Sons',
      industry: 'funeral director',
      oneLiner: 'Dignified, personal funerals.',
      desiredColors: '',
    };
    const loud = DESIGNER_IDS.flatMap((id) =>
      hues(buildPalette(getDesigner(id), brief))
        .filter((c) => (c.h < 45 || c.h > 345) && c.c > 0.12)
        .map((c) => `${id} ${c.hex}`),
    );
    expect(loud).toEqual([]);
  });

  it('twenty designers do not answer with one colour: the trade’s colours are shared out, each in the designer’s tone', () => {
    const leads = new Set(DESIGNER_IDS.map((id) => hues(buildPalette(getDesigner(id), GARDENER))[0]?.hex).filter(Boolean));
    expect(leads.size).toBeGreaterThanOrEqual(8);
  });

  it('a wine shop is not twenty plums: its leads fall in at least three hue families', () => {
    const wine = { brandName: 'Corkscrew', industry: 'wine shop', oneLiner: 'Natural and classic wines by the bottle or case.' };
    const family = (h: number) => Math.round(h / 60) % 6;
    const leads = DESIGNER_IDS.map((id) => hues(buildPalette(getDesigner(id), wine))[0]).filter((c) => c !== undefined);
    expect(new Set(leads.map((c) => family(c.h))).size).toBeGreaterThanOrEqual(3);
  });

  it('a variant walks on to another of the trade’s colours', () => {
    const dna = getDesigner('massimo-vignelli');
    const shades = new Set([0, 1, 2, 3].map((v) => hues(buildPalette(dna, GARDENER, v))[0]?.hex));
    expect(shades.size).toBeGreaterThanOrEqual(3);
  });

  it('asked colours, a black-and-white brief and a brief naming no trade are untouched by it', () => {
    for (const id of DESIGNER_IDS) {
      const dna = getDesigner(id);
      const asked = { ...GARDENER, desiredColors: 'navy and silver' };
      expect(buildPalette(dna, asked)).toEqual(buildPalette(dna, { ...asked, industry: '', oneLiner: '' }));
      const mono = { ...GARDENER, desiredColors: 'black and white' };
      expect(buildPalette(dna, mono)).toEqual(buildPalette(dna, { ...mono, industry: '', oneLiner: '' }));
      const none = { brandName: 'Zeno', industry: 'consultancy', oneLiner: 'Advice.', desiredColors: '' };
      expect(buildPalette(dna, none)).toEqual(buildPalette(dna, { brandName: 'Zeno', desiredColors: '' }));
    }
  });
});
