/**
 * Faces for the letters of a name. A designer's faces are chosen for Latin; a Cyrillic, Greek, Arabic or Japanese
 * name set in a face without those letters used to fall back, letter by letter, to one generic sans while the record
 * still named the designer's face. Here each face the design sets text in (display, support, script) that lacks
 * letters of the text it sets gives way to the nearest catalogue face that has them all: a face of the same kind
 * first (a script for a script, a Didone for a Didone), then the kinds nearest to it, the designer's own faces before
 * others, the weight that looks closest. The DNA then names the face drawn, so every record, the strategy, the kit and
 * the web app name it too, and the substitution is recorded with the letters that called for it.
 */
import { type FaceKind, FONT_CATALOG, type FontFamilyInfo } from '../dna/fonts';
import type { DesignerDNA, FontRef } from '../dna/types';
import { findFontFamily } from '../edits/choices';
import { stripEmoji } from '../type/emoji';
import type { FontHandle, FontSource } from '../type/types';
import type { FaceSubstitution } from '../types';

/**
 * For each kind of face, the kinds (or single families) that stand in for it, nearest first (the kind itself leads).
 * A script gives way to another script before a handwriting, a Didone to a transitional serif before an old-style
 * one, a soft heavy display serif to Alegreya's warm black before a bookish Garamond. Kinds not listed come last.
 */
const NEAREST_KINDS: Readonly<Record<FaceKind, readonly (FaceKind | string)[]>> = {
  'formal-script': ['formal-script', 'signature-script', 'casual-script', 'handwriting', 'didone', 'old-style-serif'],
  'signature-script': ['signature-script', 'formal-script', 'casual-script', 'handwriting', 'old-style-serif'],
  'casual-script': ['casual-script', 'handwriting', 'formal-script', 'signature-script', 'soft-serif', 'rounded-sans'],
  handwriting: ['handwriting', 'casual-script', 'signature-script', 'formal-script', 'rounded-sans'],
  'old-style-serif': ['old-style-serif', 'transitional-serif', 'didone', 'soft-serif'],
  'transitional-serif': ['transitional-serif', 'old-style-serif', 'didone'],
  didone: ['didone', 'transitional-serif', 'old-style-serif'],
  'soft-serif': ['soft-serif', 'Alegreya', 'old-style-serif', 'slab', 'didone', 'transitional-serif'],
  blackletter: ['blackletter', 'Alegreya', 'old-style-serif', 'engraved-caps', 'didone'],
  'engraved-caps': ['engraved-caps', 'old-style-serif', 'didone', 'transitional-serif'],
  slab: ['slab', 'typewriter', 'transitional-serif', 'grotesque'],
  typewriter: ['typewriter', 'slab', 'techno-sans', 'grotesque'],
  'geometric-sans': ['geometric-sans', 'grotesque', 'humanist-sans', 'rounded-sans'],
  grotesque: ['grotesque', 'geometric-sans', 'humanist-sans'],
  'humanist-sans': ['humanist-sans', 'grotesque', 'geometric-sans'],
  'rounded-sans': ['rounded-sans', 'geometric-sans', 'humanist-sans', 'grotesque'],
  'condensed-sans': ['condensed-sans', 'grotesque', 'humanist-sans'],
  'wide-sans': ['wide-sans', 'techno-sans', 'geometric-sans', 'grotesque'],
  'techno-sans': ['techno-sans', 'wide-sans', 'grotesque', 'geometric-sans'],
  stencil: ['stencil', 'techno-sans', 'wide-sans', 'condensed-sans', 'grotesque'],
  'dot-matrix': ['dot-matrix', 'techno-sans', 'typewriter', 'grotesque'],
  'hand-cut': ['hand-cut', 'condensed-sans', 'casual-script', 'grotesque'],
};

/** The slant given to a face without an italic that stands in for an italic one. */
const STAND_IN_OBLIQUE_DEG = 10;

/** Whitespace, format characters and variation selectors draw nothing of their own. */
const INVISIBLE = /^(?:\s|\p{Cf}|\p{Variation_Selector})$/u;

/**
 * The letters and digits a face must draw to set `text` in any case (as typed, upper and lower): each once, emoji
 * left out. Punctuation and symbols are not counted: a fallback may draw an ampersand without changing the face.
 */
export function lettersToCover(text: string): string[] {
  const plain = stripEmoji(text.normalize('NFC'));
  const all = new Set<string>();
  for (const form of [plain, plain.toUpperCase(), plain.toLowerCase()])
    for (const char of form.normalize('NFC')) if (/[\p{L}\p{N}]/u.test(char) && !INVISIBLE.test(char)) all.add(char);
  return [...all];
}

/** True when the font draws the character or, for an accented letter, its base letter (as setText does). */
function draws(font: FontHandle, char: string): boolean {
  if (font.hasChar(char)) return true;
  const base = char.normalize('NFD').replace(/\p{M}/gu, '');
  return base !== '' && base !== char && font.hasChar(base);
}

/** The letters of `letters` the font cannot draw. */
export function missingLetters(font: FontHandle, letters: readonly string[]): string[] {
  return letters.filter((char) => !draws(font, char));
}

const CATALOG: readonly FontFamilyInfo[] = Object.values(FONT_CATALOG);

/** How heavy a shipped weight of a family looks (a one-weight black face looks like its apparent weight). */
function apparent(info: FontFamilyInfo | undefined, weight: number): number {
  return info?.apparentWeight && info.shippedWeights.length === 1 ? info.apparentWeight : weight;
}

/** The shipped weight of `info` that looks closest to `wanted`, and how far it is. */
function closestWeight(info: FontFamilyInfo, wanted: number): { weight: number; gap: number } {
  let best = { weight: info.shippedWeights[0] ?? 400, gap: Number.POSITIVE_INFINITY };
  for (const weight of info.shippedWeights) {
    const gap = Math.abs(apparent(info, weight) - wanted);
    if (gap < best.gap || (gap === best.gap && weight > best.weight)) best = { weight, gap };
  }
  return best;
}

export interface FaceNeed {
  /** The face the design would set the text in. */
  ref: FontRef;
  /** The weight it would be set at. */
  weight: number;
  /** The letters it must draw. */
  letters: readonly string[];
  /** The designer's own faces (any role), preferred among stand-ins of equal nearness. */
  own: readonly FontRef[];
}

export interface StandIn {
  ref: FontRef;
  /** The stand-in's weight that looks like the wanted one. */
  weight: number;
  info: FontFamilyInfo;
}

/** "JP" for text with kana, "KR" for text with Hangul, else undefined. */
function regionOf(letters: readonly string[]): 'JP' | 'KR' | undefined {
  const text = letters.join('');
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return 'JP';
  return /\p{Script=Hangul}/u.test(text) ? 'KR' : undefined;
}

interface Ranked {
  info: FontFamilyInfo;
  key: number[];
  weight: number;
}

/**
 * Every other catalogue face, nearest in kind first; among equals the same classification (a retro brush script for
 * a retro brush script), then the designer's own faces, then the closest look in weight, then a kept italic.
 */
function rankCandidates(need: FaceNeed, info: FontFamilyInfo | undefined): Ranked[] {
  const kinds = NEAREST_KINDS[info?.kind ?? 'grotesque'];
  const region = regionOf(need.letters);
  const wanted = apparent(info, need.weight);
  const own = new Set(need.own.map((ref) => ref.family));
  return CATALOG.filter((candidate) => candidate.family !== need.ref.family)
    .map((candidate, order) => {
      const byFamily = kinds.indexOf(candidate.family);
      const rank = byFamily >= 0 ? byFamily : kinds.indexOf(candidate.kind);
      const { weight, gap } = closestWeight(candidate, wanted);
      const italicLost = need.ref.italic && !candidate.hasItalic ? 1 : 0;
      const sameClass = candidate.category === need.ref.category ? 0 : 1;
      // Han letters of a Japanese or Korean name take that region's forms (as setText's fallbacks do).
      const otherRegion = region && / (?:SC|JP|KR)$/.test(candidate.family) && !candidate.family.endsWith(region) ? 1 : 0;
      return {
        info: candidate,
        weight,
        key: [
          otherRegion,
          rank < 0 ? kinds.length : rank,
          sameClass,
          own.has(candidate.family) ? 0 : 1,
          Math.round(gap / 100),
          italicLost,
          order,
        ],
      };
    })
    .sort((a, b) => {
      for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i]! - b.key[i]!;
      return 0;
    });
}

/** The stand-in's FontRef: the original's slant, width and pick weight carried over; a lost italic becomes an oblique. */
function standInRef(need: FaceNeed, info: FontFamilyInfo, weight: number): FontRef {
  const { ref } = need;
  const italic = ref.italic === true && info.hasItalic;
  const oblique = ref.fauxObliqueDeg ?? (ref.italic && !info.hasItalic ? STAND_IN_OBLIQUE_DEG : undefined);
  return {
    family: info.family,
    package: info.package,
    weights: [weight],
    category: info.category,
    ...(italic ? { italic: true } : {}),
    ...(oblique ? { fauxObliqueDeg: oblique } : {}),
    ...(ref.scaleX !== undefined ? { scaleX: ref.scaleX } : {}),
    ...(ref.pickWeight !== undefined ? { pickWeight: ref.pickWeight } : {}),
  };
}

/**
 * The nearest catalogue face that draws every letter the given face lacks, or undefined when the face draws them all
 * (or no face draws more of them). When no face draws all of them (a name mixing scripts no one face has), the face
 * drawing the most letters stands in, provided it draws more than the original.
 */
export function findStandIn(need: FaceNeed, fonts: FontSource): StandIn | undefined {
  const style = (italic: boolean | undefined) => (italic ? 'italic' : 'normal');
  const own = fonts.getFont(need.ref.family, need.weight, style(need.ref.italic));
  const missing = missingLetters(own, need.letters);
  if (missing.length === 0) return undefined;
  const info = findFontFamily(need.ref.family);
  let partial: { ranked: Ranked; drawn: number } | undefined;
  for (const ranked of rankCandidates(need, info)) {
    const font = fonts.getFont(ranked.info.family, ranked.weight, style(need.ref.italic && ranked.info.hasItalic));
    const lacking = missingLetters(font, need.letters).length;
    if (lacking === 0) return { ref: standInRef(need, ranked.info, ranked.weight), weight: ranked.weight, info: ranked.info };
    const drawn = need.letters.length - lacking;
    if (drawn > need.letters.length - missing.length && drawn > (partial?.drawn ?? 0)) partial = { ranked, drawn };
  }
  if (!partial) return undefined;
  const { ranked } = partial;
  return { ref: standInRef(need, ranked.info, ranked.weight), weight: ranked.weight, info: ranked.info };
}

export interface FittedFaces {
  dna: DesignerDNA;
  /** Each face that gave way, with the face drawn instead and the letters that called for it. */
  substitutions: FaceSubstitution[];
}

function designerFaces(dna: DesignerDNA): FontRef[] {
  const t = dna.typography;
  return [...t.display, ...t.support, ...(t.script ?? []), ...(t.alternates ?? []), ...(t.weightFamily ?? [])];
}

/**
 * The DNA with every face it sets text in able to draw that text: the display face (the name, its initials and
 * lettered marks), the script face (the name in script marks) and the support face (the tagline, and the brand's
 * running text, so the name's letters too). The faces' order is kept; only the first of each role is set, so only it
 * is replaced. The wordmark weight follows the display stand-in (a one-weight black face stands in at its look).
 */
export function fitFacesToText(dna: DesignerDNA, text: { name: string; tagline?: string }, fonts: FontSource): FittedFaces {
  const nameLetters = lettersToCover(text.name);
  const supportLetters = lettersToCover(`${text.name} ${text.tagline ?? ''}`);
  const own = designerFaces(dna);
  const { display, support, script, wordmark, tagline } = dna.typography;
  const substitutions: FaceSubstitution[] = [];
  const fit = (role: FaceSubstitution['role'], ref: FontRef | undefined, weight: number, letters: readonly string[]) => {
    if (!ref || letters.length === 0) return undefined;
    const found = findStandIn({ ref, weight, letters, own }, fonts);
    if (!found) return undefined;
    const lacking = missingLetters(fonts.getFont(ref.family, weight, ref.italic ? 'italic' : 'normal'), letters);
    // The letters as typed where they are among them ("СеврныйМёд"), else the cased forms that called for it.
    const typed = lacking.filter((char) => text.name.includes(char) || text.tagline?.includes(char));
    substitutions.push({ role, designed: ref.family, drawn: found.info.family, missing: (typed.length > 0 ? typed : lacking).join('') });
    return found;
  };
  const displayFit = fit('display', display[0], wordmark.weight, nameLetters);
  // The support face falls back to the display face when the designer names none (integrate/typography.ts).
  const supportFit = fit('support', support[0], tagline.weight, supportLetters);
  const scriptFit = fit('script', script?.[0], script?.[0]?.weights[0] ?? 400, nameLetters);
  if (!displayFit && !supportFit && !scriptFit) return { dna, substitutions };
  const typography: DesignerDNA['typography'] = {
    ...dna.typography,
    display: displayFit ? [displayFit.ref, ...display.slice(1)] : display,
    support: supportFit ? [supportFit.ref, ...support.slice(1)] : support,
    wordmark: displayFit ? { ...wordmark, weight: displayFit.weight } : wordmark,
    tagline: supportFit ? { ...tagline, weight: supportFit.weight } : tagline,
    ...(script ? { script: scriptFit ? [scriptFit.ref, ...script.slice(1)] : script } : {}),
  };
  return { dna: { ...dna, typography }, substitutions };
}
