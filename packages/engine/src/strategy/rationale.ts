/**
 * The design rationale (spec §9: 150–200 words): why this concept, this mark, this palette (colour names and roles)
 * and this type (family names), in the designer's terms and tied back to the brief.
 */
import type { ColorStrategy } from '../dna/types';
import { listPhrase, pickFrame, type StrategyContext, shuffle } from './context';
import { countTokens, countWords, fitSentences } from './words';

type Frame = (c: StrategyContext) => string;

/** What each colour strategy means, in a phrase (designer-dna.md §5 ColorDNA.strategy). */
const COLOR_LOGIC: Record<ColorStrategy, string> = {
  mono: 'one ink does almost all the work, which keeps the mark honest in any medium',
  duo: 'two inks split the work, one to lead and one to answer',
  accent: 'a steady base colour carries the identity while a single loud accent supplies the surprise',
  'primary-set': 'saturated primaries are used sparingly, as flat fields with no tints',
  spectrum: 'a full spectrum of flat colours gives the brand personality',
  'spectrum|mono': 'the mark can wear a flat spectrum or a single ink without losing itself',
  flag: 'three flat inks work together like a flag, each with a clear role',
  'warm-pair': 'a hot, warm pairing gives the brand appetite and energy',
  earth: 'earthy, roasted tones give the brand warmth and a sense of craft',
};

const CONCEPT_LINK: Frame[] = [
  (c) => `The chosen concept follows ${c.designer}'s principle "${c.principles[0]}": like the designer, it ${c.voice.methods[0]}`,
  (c) => `${c.designer} would start from one question, ${c.voice.question} This concept is the answer for ${c.name}`,
  (c) => `This direction was selected because it puts "${c.principles[1] ?? c.principles[0]}" first, exactly as ${c.designer} would`,
  (c) => `Of the three routes, this one best expresses ${c.designer}'s rule "${c.principles[0]}" while staying specific to ${c.name}`,
  (c) => `We chose the route that is most ${c.voice.adjectives[0]} and ${c.voice.adjectives[1]}, the two qualities ${c.designer} prized`,
];

const MARK_WHY: Frame[] = [
  (c) => `It gives ${c.name} a symbol that speaks of ${c.keyword} without spelling it out`,
  (c) => `That single idea is easy to remember and hard to confuse with anything else in ${c.industry}`,
  () => `It is built from geometry, not drawn freehand, so it stays crisp from a 16-pixel favicon to a façade`,
  (c) => `The form is ${c.voice.adjectives[2]} enough to be noticed and simple enough to be redrawn from memory`,
  (c) => `Everything unnecessary was removed, which is how ${c.designer} ${c.voice.methods[1]}`,
  (c) => `Because the idea is ${c.voice.adjectives[1]}, ${c.name} can use it alone once people know it`,
  (c) => `It tells the ${c.keyword} story in a shape rather than a picture, which is why it will last`,
];

const PALETTE_NAMES: Frame[] = [
  (c) =>
    `${c.colors.primary} is the primary colour, ${c.colors.secondary} the secondary and ${c.colors.accent} the accent, all set on ${c.colors.light}`,
  (c) => `The palette leads with ${c.colors.primary}, supports it with ${c.colors.secondary} and saves ${c.colors.accent} for accents`,
  (c) =>
    `Colour roles are fixed: ${c.colors.primary} as primary, ${c.colors.secondary} as secondary, ${c.colors.accent} as the accent and ${c.colors.dark} for text`,
  (c) => `${c.colors.primary} leads the palette, with ${c.colors.secondary} in support and a touch of ${c.colors.accent}`,
];

const PALETTE_WHY: Frame[] = [
  (c) => `The logic is ${c.designer}'s: ${COLOR_LOGIC[c.colorStrategy]}`,
  (c) => `Following the designer's colour habit, ${COLOR_LOGIC[c.colorStrategy]}`,
  (c) => `This reflects how ${c.designer} handled colour, where ${COLOR_LOGIC[c.colorStrategy]}`,
  (c) => `Colour is handled the way ${c.designer} handled it: ${COLOR_LOGIC[c.colorStrategy]}`,
  (c) => `The choice is deliberate, because ${COLOR_LOGIC[c.colorStrategy]}`,
  (c) => `For ${c.name}, ${COLOR_LOGIC[c.colorStrategy]}`,
];

const TYPE_NAMES: Frame[] = [
  (c) => `The wordmark is set in ${c.display.family}, a ${c.display.category}, with ${c.support.family} for taglines and supporting text`,
  (c) => `${c.display.family} gives the name its voice, while ${c.support.family} handles everything that must simply be read`,
  (c) => `Type pairs ${c.display.family} for display with ${c.support.family} for support, both open-licence families`,
  (c) => `For lettering we paired ${c.display.family}, a ${c.display.category}, with the quieter ${c.support.family}`,
  (c) => `${c.name} is lettered in ${c.display.family}; ${c.support.family} carries the tagline and body copy`,
  (c) => `The display face is ${c.display.family} and the support face is ${c.support.family}, a pairing with one clear hierarchy`,
];

/** When display and support are one family (Vignelli's few typefaces). */
const ONE_FAMILY: Frame[] = [
  (c) => `Everything is set in one family, ${c.display.family}, with weight alone creating the hierarchy`,
  (c) => `A single typeface, ${c.display.family}, carries both the name and the supporting text`,
];

const TYPE_WHY: Frame[] = [
  (c) =>
    `Its ${c.display.category} forms match the ${c.voice.adjectives[1]} character of the mark, and the letters are converted to outlines so they never change`,
  (c) => `The ${c.display.category} was chosen because it shares the mark's proportions, so symbol and name read as one family`,
  (c) => `This pairing keeps the name ${c.voice.adjectives[0]} without sacrificing legibility at small sizes`,
  (c) => `A ${c.display.category} suits ${c.designer}'s approach, and the tuned spacing keeps the name compact and legible`,
  (c) => `${c.display.family} has the ${c.voice.adjectives[2]} character the brief asks for, and it stays legible at 24 pixels`,
  () => `Its letterforms echo the mark's construction, so the wordmark never competes with the symbol`,
];

const CLOSING: Frame[] = [
  (c) => `Together these choices make ${c.name} look like what it promises: "${c.oneLiner}"`,
  (c) => `The result is an identity as ${c.voice.adjectives[0]} as the brand's own promise, ready for every screen and surface`,
  (c) => `Every decision points back to the brief, so ${c.name} looks exactly as confident as its offer`,
  (c) => `In short, ${c.name} gets a system that is ${c.voice.adjectives[1]}, memorable and entirely its own`,
  (c) => `It is an identity ${c.name} can grow into, not out of`,
  (c) => `${c.designer} would recognise the discipline; the people who use ${c.name} will simply recognise the brand`,
];

const OPTIONAL_GEOMETRY: Frame[] = [
  (c) =>
    c.dna.geometry.gridModules > 0
      ? `Proportions sit on a ${c.dna.geometry.gridModules}-module grid, so every lockup can be rebuilt exactly`
      : 'Proportions were tuned by eye and then fixed as ratios, so every lockup can be rebuilt exactly',
  (c) => `Its vocabulary is limited to ${listPhrase(c.dna.geometry.vocabulary.slice(0, 3))}, which keeps the system coherent as it grows`,
  (c) =>
    `Details never fall below ${Math.round(c.dna.geometry.minFeatureRatio * 1000) / 10} % of the mark's size, so nothing fills in at small sizes`,
];

const OPTIONAL_ACCESS: Frame[] = [
  () => 'Every colour pair used in the logos meets WCAG AA contrast, so the identity stays readable for everyone',
  () => 'Each ink was adjusted in lightness, never in hue, until it passed WCAG AA contrast against its ground',
  (c) => `${c.colors.primary} was checked against ${c.colors.light} for text contrast, not just judged by eye`,
];

const OPTIONAL_MONO: Frame[] = [
  (c) => `A one-colour version in ${c.colors.dark} and a reversed version on dark grounds are part of the system from day one`,
  () => 'The mark was checked in a single ink first; colour is a bonus, never a crutch',
  (c) => `In one colour the mark still holds, which is the test ${c.designer} applied before any other`,
];

const OPTIONAL_CONTEXT: Frame[] = [
  (c) =>
    c.competitors.length
      ? `It deliberately avoids the visual clichés shared by ${listPhrase(c.competitors)}`
      : `It deliberately avoids the visual clichés of ${c.industry}`,
  (c) =>
    c.tagline
      ? `The tagline "${c.tagline}" sits comfortably beneath it in the support face`
      : `It leaves room for a tagline set in ${c.support.family}`,
  (c) => `It avoids ${c.voice.enemy}, the trap most ${c.industry} brands fall into`,
];

const RESERVE = [
  'Clear space around the logo equals a fixed share of its height, so it never feels crowded.',
  'The files are pure vector outlines with no fonts or effects, ready for print and screen alike.',
  'Nothing here depends on a trend, so the identity should age slowly and gracefully.',
  'The system is small enough to learn in minutes and flexible enough to last for years.',
];

export const RATIONALE_BOUNDS = { min: 150, max: 200 };

export function writeRationale(c: StrategyContext): string {
  const required = [
    pickFrame(c, 'rationale.concept', CONCEPT_LINK),
    c.markSentence,
    pickFrame(c, 'rationale.mark', MARK_WHY),
    pickFrame(c, 'rationale.palette', PALETTE_NAMES),
    pickFrame(c, 'rationale.paletteWhy', PALETTE_WHY),
    c.display.family === c.support.family ? pickFrame(c, 'rationale.type', ONE_FAMILY) : pickFrame(c, 'rationale.type', TYPE_NAMES),
    pickFrame(c, 'rationale.typeWhy', TYPE_WHY),
  ];
  const optionalPool = [
    pickFrame(c, 'rationale.geometry', OPTIONAL_GEOMETRY),
    pickFrame(c, 'rationale.access', OPTIONAL_ACCESS),
    pickFrame(c, 'rationale.mono', OPTIONAL_MONO),
    pickFrame(c, 'rationale.context', OPTIONAL_CONTEXT),
  ];
  // The optional sentences come in a seeded order, so two briefs do not pad themselves the same way.
  const optional = shuffle(optionalPool, c.rng('rationale.optional'));
  const closing = pickFrame(c, 'rationale.closing', CLOSING);
  const bounds = { min: RATIONALE_BOUNDS.min - countWords(closing), max: RATIONALE_BOUNDS.max - countTokens(closing) };
  const body = fitSentences(required, optional, bounds, RESERVE);
  return `${body} ${closing}`;
}
