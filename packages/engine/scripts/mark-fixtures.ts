/**
 * Node-side fixtures for the marks: a MarkContext over the bundled fonts and the seeded random
 * streams, used by the marks tests and the preview renderer. Not part of the pure core.
 */
import { initialsOf } from '../src/brief/initials';
import { getDesigner } from '../src/dna';
import type { MarkContext, MarkFonts, MarkTextOptions } from '../src/marks/types';
import { createNodeFontSource } from '../src/node/fonts';
import { createRngFactory, seedFor } from '../src/random';
import { setText } from '../src/type/set-text';
import type { Brief } from '../src/types';

const fontSource = createNodeFontSource();

export interface FixtureParams {
  designerId: string;
  brief: Brief;
  variant?: number;
  /** Leave fonts out to exercise the no-fonts path. */
  withoutFonts?: boolean;
}

function createFixtureFonts(designerId: string): MarkFonts {
  const dna = getDesigner(designerId);
  const refFor = (options: MarkTextOptions) =>
    (options.role === 'support'
      ? dna.typography.support[0]
      : options.role === 'script'
        ? (dna.typography.script?.[0] ?? dna.typography.display[0])
        : dna.typography.display[0])!;
  const set = (text: string, options: MarkTextOptions) => {
    const ref = refFor(options);
    const font = fontSource.getFont(
      ref.family,
      options.weight ?? ref.weights[ref.weights.length - 1] ?? 700,
      ref.italic ? 'italic' : 'normal',
    );
    return setText(font, text, {
      size: options.size,
      trackingEm: options.trackingEm ?? 0,
      scaleX: options.scaleX ?? ref.scaleX,
      obliqueDeg: options.obliqueDeg ?? ref.fauxObliqueDeg,
      fallbacks: fontSource.getFallbacks(700),
    });
  };
  return {
    setText: set,
    glyphOutlines: (text, options) => {
      const line = set(text, options);
      return line.glyphs.map((g) => ({
        d: g.d,
        width: g.advance,
        ascent: line.ascent,
        descent: line.descent,
        capHeight: line.capHeight,
        xHeight: line.xHeight,
      }));
    },
  };
}

export function createFixtureContext(params: FixtureParams): MarkContext {
  const variant = params.variant ?? 0;
  return {
    brief: params.brief,
    dna: getDesigner(params.designerId),
    rng: createRngFactory(seedFor(params.brief.brandName, params.designerId, variant)),
    palette: { primary: '#1B5FAA', secondary: '#E03A2F', accent: '#F5C400', ink: '#111111', ground: '#FFFFFF' },
    fonts: params.withoutFonts ? undefined : createFixtureFonts(params.designerId),
    initials: initialsOf(params.brief.brandName),
    keywords: params.brief.oneLiner
      .toLowerCase()
      .split(/\W+/)
      .filter((w) => w.length > 3),
    variant,
  };
}

export const SAMPLE_BRIEFS: readonly Brief[] = [
  { brandName: 'Northwind Coffee', industry: 'coffee', oneLiner: 'Small-batch coffee roasted by the harbour' },
  { brandName: 'Quanta', industry: 'tech', oneLiner: 'Cloud software for laboratories' },
  { brandName: 'Bella Vista', industry: 'travel', oneLiner: 'Boutique hotels on the coast' },
];
