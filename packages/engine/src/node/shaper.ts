/** HarfBuzz (harfbuzzjs, WASM) run shaping over one font file: contextual Arabic forms, Indic conjuncts, marks. */
import * as hb from 'harfbuzzjs';
import type { RunShaper } from '../type/opentype-font';
import { woffToSfnt } from './woff';

/** Builds a shaper over a WOFF or sfnt file; HarfBuzz keeps the face for the life of the returned function. */
export function createHarfbuzzShaper(file: Uint8Array): RunShaper {
  const blob = new hb.Blob(woffToSfnt(file));
  const face = new hb.Face(blob, 0);
  const font = new hb.Font(face);
  return (text, direction) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    buffer.setDirection(direction === 'rtl' ? hb.Direction.RTL : hb.Direction.LTR);
    hb.shape(font, buffer);
    // Font scale defaults to units per em, so positions are in font units; clusters are UTF-16 indices.
    return buffer.getGlyphInfosAndPositions().map((g) => ({
      id: g.codepoint,
      cluster: g.cluster,
      xAdvance: g.xAdvance ?? 0,
      xOffset: g.xOffset ?? 0,
      yOffset: g.yOffset ?? 0,
    }));
  };
}
