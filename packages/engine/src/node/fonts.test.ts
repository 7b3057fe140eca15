import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import { describe, expect, it } from 'vitest';
import { ALL_FONT_PACKAGES, DESIGNER_IDS, getDesigner, listDesignerFonts } from '../dna';
import { createNodeFontSource, parseUnicodeRange, snapWeight } from './fonts';
import { isWoff, woffToSfnt } from './woff';

const fonts = createNodeFontSource();

const require = createRequire(import.meta.url);

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

describe('fallback families and subset files', () => {
  const fonts = createNodeFontSource();

  it('falls back to Noto families for Arabic, Hebrew, Devanagari and CJK', () => {
    const fallbacks = fonts.getFallbacks(400);
    const drawing = (char: string) => fallbacks.find((f) => f.hasChar(char))?.family;
    expect(drawing('ب')).toBe('Noto Sans Arabic');
    expect(drawing('ש')).toBe('Open Sans');
    expect(drawing('क')).toBe('Noto Sans');
    expect(drawing('茶')).toBe('Noto Sans SC');
    expect(drawing('さ')).toMatch(/^Noto Sans (SC|JP)$/);
    expect(drawing('한')).toBe('Noto Sans KR');
    expect(drawing('\u{1F680}')).toBeUndefined();
  });

  it("uses a display face's own Cyrillic and Greek files before any fallback", () => {
    const montserrat = fonts.getFont('Montserrat', 700);
    expect(montserrat.hasChar('Ж')).toBe(true);
    expect(fonts.getFont('Bebas Neue', 400).hasChar('Ж')).toBe(false);
  });

  it('parses unicode-range lists into inclusive ranges', () => {
    expect(parseUnicodeRange('U+0000-00FF,U+0131, U+1F300-1F37E')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x1f300, 0x1f37e],
    ]);
  });
});

describe('woffToSfnt', () => {
  it('unpacks a WOFF into an sfnt whose tables match what opentype.js reads from the WOFF', () => {
    const file = readFileSync(require.resolve('@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff'));
    const woff = new Uint8Array(file);
    const sfnt = woffToSfnt(woff);
    expect(isWoff(woff)).toBe(true);
    expect(isWoff(sfnt)).toBe(false);
    const fromWoff = opentype.parse(woff.slice().buffer);
    const fromSfnt = opentype.parse(sfnt.slice().buffer);
    expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
    expect(fromSfnt.charToGlyph('ש').path.toPathData(2)).toBe(fromWoff.charToGlyph('ש').path.toPathData(2));
  });
});
