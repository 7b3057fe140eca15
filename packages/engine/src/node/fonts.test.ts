import { describe, expect, it } from 'vitest';
import { ALL_FONT_PACKAGES, DESIGNER_IDS, getDesigner, listDesignerFonts } from '../dna';
import { createNodeFontSource, snapWeight } from './fonts';

const fonts = createNodeFontSource();

describe('bundled fonts', () => {
  it('bundles every package any preset names', () => {
    for (const pkg of ALL_FONT_PACKAGES) expect(() => fonts.describe(pkg), pkg).not.toThrow();
  });

  it.each(DESIGNER_IDS)('%s: every font reference loads at its weights, names matching the package metadata', (id) => {
    for (const ref of listDesignerFonts(getDesigner(id))) {
      const meta = fonts.describe(ref.package);
      expect(meta.family).toBe(ref.family);
      for (const weight of ref.weights) {
        const handle = fonts.getFont(ref.family, weight, ref.italic ? 'italic' : 'normal');
        expect(handle.weight).toBe(snapWeight(weight, meta.weights));
        expect(handle.hasChar('A')).toBe(true);
      }
    }
  });

  it('snaps to the nearest shipped weight, the heavier one on a tie', () => {
    expect(snapWeight(650, [400, 700])).toBe(700);
    expect(snapWeight(540, [400, 700])).toBe(400);
    expect(snapWeight(550, [500, 600])).toBe(600);
    expect(snapWeight(1000, [100, 900])).toBe(900);
  });

  it('falls back to the normal style when a family has no italic, and rejects unknown families', () => {
    expect(fonts.getFont('Saira Condensed', 700, 'italic').style).toBe('normal');
    expect(fonts.getFont('Jost', 700, 'italic').style).toBe('italic');
    expect(() => fonts.getFont('Comic Sans', 400)).toThrow('Font family not bundled: Comic Sans');
  });
});
