/** A requested neutral the name and mark cannot take ("red and black" for a red name) becomes the logo's ground. */
import { describe, expect, it } from 'vitest';
import { svgColors } from '../../test/corpus/checks';
import { designBrand } from '../node';

const brief = {
  brandName: 'Redline Boxing Club',
  industry: 'boxing gym',
  oneLiner: 'Boxing classes for adults and juniors in an old warehouse',
  desiredColors: 'red and black',
};

describe('a requested black the name cannot take', () => {
  it.each(['paul-rand', 'massimo-vignelli', 'paula-scher'])('shows both red and black in the primary logo of %s', (designerId) => {
    const colors = svgColors(designBrand(brief, designerId, 1).logos.primary);
    expect(colors.some((hex) => /^#(?:e|f)[0-9a-f]0000$/.test(hex))).toBe(true);
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
      // A ground is the first shape drawn, as wide as the logo.
      const first = /<(?:rect|path)[^>]*fill="(#[0-9a-fA-F]{6})"/.exec(design.logos.primary)?.[1]?.toLowerCase();
      expect(first).not.toBe(silver);
    },
  );
});
