/** A requested neutral the name and mark cannot take ("red and black" for a red name) becomes the logo's ground. */
import { converter } from 'culori';
import { describe, expect, it } from 'vitest';
import { svgColors } from '../../test/corpus/checks';
import { parseDesiredColors } from '../brief/desired-colors';
import { DESIGNER_IDS } from '../dna';
import { designBrand } from '../node';
import { measurePathBounds } from '../svg/bounds';

const toOklch = converter('oklch');
const lch = (hex: string) => toOklch(hex) ?? { mode: 'oklch' as const, l: 0, c: 0, h: 0 };

const brief = {
  brandName: 'Redline Boxing Club',
  industry: 'boxing gym',
  oneLiner: 'Boxing classes for adults and juniors in an old warehouse',
  desiredColors: 'red and black',
};

describe('a requested black the name cannot take', () => {
  it.each(['paul-rand', 'massimo-vignelli', 'paula-scher'])('shows both red and black in the primary logo of %s', (designerId) => {
    const colors = svgColors(designBrand(brief, designerId, 1).logos.primary);
    // The asked red in the designer's own shade of it: its hue, a red's chroma.
    const red = lch(parseDesiredColors('red').colors[0]?.hex ?? '#000');
    const reds = colors.filter((hex) => Math.abs((lch(hex).h ?? 0) - (red.h ?? 0)) <= 10 && (lch(hex).c ?? 0) >= 0.15);
    expect(reds, colors.join(' ')).not.toEqual([]);
    expect(colors).toContain('#000000');
  });

  it('leaves the ground alone when nothing asks for it', () => {
    const design = designBrand({ ...brief, desiredColors: 'red' }, 'massimo-vignelli', 1);
    expect(svgColors(design.logos.primary)).not.toContain('#000000');
  });
});

describe('a requested mid grey', () => {
  it.each(['saul-bass', 'david-ogilvy', 'frank-mason-robinson', 'ed-benguiat', 'walter-landor'])(
    '"dark blue and silver" gives %s no flat grey panel under the whole logo',
    (designerId) => {
      const design = designBrand({ ...brief, desiredColors: 'dark blue and silver' }, designerId);
      const silver = design.palette.colors.find((c) => c.requested === 'silver')?.hex.toLowerCase();
      expect(silver).toBeDefined();
      // A ground is the first shape drawn, as wide as the logo (a silver initial drawn first is a letter, not a panel).
      const svg = design.logos.primary;
      const width = Number(/viewBox="0 0 ([\d.]+)/.exec(svg)?.[1]);
      const first = /<(?:rect|path)\b[^>]*>/.exec(svg)?.[0] ?? '';
      const fill = /fill="(#[0-9a-fA-F]{6})"/.exec(first)?.[1]?.toLowerCase();
      const rectWidth = /\swidth="([\d.]+)"/.exec(first)?.[1];
      const box = rectWidth ? null : measurePathBounds(/\sd="([^"]+)"/.exec(first)?.[1] ?? '');
      const span = rectWidth ? Number(rectWidth) : box ? box.maxX - box.minX : 0;
      const panel = fill === silver && span >= 0.9 * width;
      expect(panel).toBe(false);
    },
  );
});

describe('a requested paper tone', () => {
  const books = {
    brandName: 'Dog-Eared Books',
    industry: 'Bookshop',
    oneLiner: 'New and second-hand fiction, with story time.',
    desiredColors: 'bottle green and cream',
  };
  it('is the paper of every palette, but fills the logo only for designers who set logos on paper or a field', () => {
    const cream = parseDesiredColors('cream').colors[0]!.hex.toLowerCase();
    const onCream = DESIGNER_IDS.filter((id) => {
      const design = designBrand(books, id);
      expect(design.palette.light.toLowerCase(), id).toBe(cream);
      return svgColors(design.logos.primary).includes(cream);
    });
    // Twenty designers answering on one cream read as one colouring; white-ground designers (Vignelli, Rand) stay white.
    expect(onCream).not.toContain('massimo-vignelli');
    expect(onCream).not.toContain('paul-rand');
    expect(onCream).toContain('walter-landor');
    expect(onCream.length).toBeLessThanOrEqual(12);
  });
});
