/**
 * The design rationale (spec §9: 150–200 words): why this concept, this mark, this palette (colour names, roles and
 * the requests they honour) and this type (family names), in the designer's terms and tied back to the brief. Every
 * claim about the logo is read from the built design (facts.ts): no symbol talk for a wordmark, no picture talk for
 * an abstract mark.
 */
import type { ColorStrategy } from '../dna/types';
import { capitalise, type Frame, hasSymbol, listPhrase, pickFrame, type StrategyContext, shuffle } from './context';
import { nounPhrase } from './grammar';
import { countTokens, countWords, fitSentences } from './words';

/** What each colour strategy means, in a phrase (designer-dna.md §5 ColorDNA.strategy). */
const COLOR_LOGIC: Record<ColorStrategy, string> = {
  mono: 'one ink does almost all the work, which keeps the logo honest in any medium',
  duo: 'two inks split the work, one to lead and one to answer',
  accent: 'a steady base colour carries the identity while a single loud accent supplies the surprise',
  'primary-set': 'saturated primaries are used sparingly, as flat fields with no tints',
  spectrum: 'a full spectrum of flat colours gives the brand personality',
  'spectrum|mono': 'the logo can wear a flat spectrum or a single ink without losing itself',
  flag: 'three flat inks work together like a flag, each with a clear role',
  'warm-pair': 'a hot, warm pairing gives the brand appetite and energy',
  earth: 'earthy, roasted tones give the brand warmth and a sense of craft',
};

/** A requested colour that became the ground, partnered by a deep ink of its own family (build-palette.ts). */
const GROUND_LOGIC = 'the requested colour is the ground, and one deep ink of its own family carries the name and the mark';

/** Requested inks replace the designer's own hues (build-palette.ts): their logic is the request's, not the habit's. */
function requestedLogic(c: StrategyContext): string {
  const asked = [...new Set(c.colors.honoured.filter((h) => h.role !== 'background').map((h) => h.requested))];
  return asked.length > 1
    ? `the requested ${listPhrase(asked)} lead, and no hue nobody asked for joins them`
    : `the requested ${asked[0] ?? 'colour'} leads, and nothing outside its family sits beside it`;
}

function colorLogic(c: StrategyContext): string {
  if (c.groundLed) return GROUND_LOGIC;
  if (c.requestedInks > 0) return requestedLogic(c);
  return COLOR_LOGIC[c.colorStrategy];
}

const CONCEPT_LINK: Frame[] = [
  (c) => `The chosen route follows ${c.designer}'s principle "${c.principles[0]}"`,
  (c) => `${c.designer} ${c.tense('starts', 'started')} from one question, ${c.voice.question} This route is the answer for ${c.name}`,
  (c) =>
    `This direction was selected because it puts "${c.principles[1] ?? c.principles[0]}" first, as ${c.designer} ${c.tense('does', 'did')}`,
  (c) =>
    `Of the three routes, this one best expresses ${c.designer}'s rule "${c.principles[0]}" while staying specific to ${c.reading.offer ?? c.industry.choice}`,
  (c) =>
    `We chose the route that is most ${c.voice.adjectives[0]} and ${c.voice.adjectives[1]}, the two qualities ${c.designer} ${c.tense('prizes', 'prized')}`,
];

function quoted(words: readonly string[]): string {
  return listPhrase(words.slice(0, 3).map((w) => `"${w}"`));
}

/** Why this mark, by what it really is. */
const MARK_WHY: Record<StrategyContext['mark']['kind'], Frame[]> = {
  figure: [
    (c) =>
      c.mark.subjectWords.length
        ? `The ${c.mark.subject} comes straight from the brief's words ${quoted(c.mark.subjectWords)}, so the symbol says what ${c.name} does before the name is read`
        : `The ${c.mark.subject} says what ${c.name} does before the name is read`,
    (c) =>
      `${capitalise(nounPhrase(c.mark.subject ?? 'figure'))} is the most concrete picture of ${c.reading.offer ?? c.industry.choice}, drawn plainly enough to read at favicon size`,
    (c) => `It shows ${nounPhrase(c.mark.subject ?? 'figure')} rather than the generic emblems common ${c.industry.among}`,
  ],
  letters: [
    (c) => `The letters ${c.mark.letters} come from the name itself, so symbol and name cannot drift apart`,
    (c) =>
      `Building the symbol from ${c.mark.letters} ties it to ${c.name} without borrowing a stock picture from other ${c.industry.peers}`,
    (c) => `A letter sign suits a young name: it teaches ${c.mark.letters} and ${c.name} together`,
  ],
  abstract: [
    (c) => `It depicts nothing literal, so ${c.name} can own it outright ${c.industry.among}`,
    (c) =>
      `The form is abstract on purpose: ${c.industry.peers} tend to show the obvious picture, and ${c.name} gets a sign to fill with its own meaning`,
    (c) => `Its shape is ${c.voice.adjectives[2]} enough to be noticed and simple enough to redraw from memory`,
  ],
  badge: [
    (c) => `The badge holds the whole name, so ${c.name} is read and framed in one piece`,
    (c) => `A badge gives a new name the weight of a seal; here it carries ${c.name} in full rather than a symbol to decode`,
    (c) => `Set inside its badge, ${c.name} reads at once and still looks like a mark of quality ${c.industry.among}`,
  ],
  wordmark: [
    (c) => `There is no symbol: the name is the logo, so every bit of attention goes to reading ${c.name}`,
    (c) => `${c.name} needs no symbol yet; set with this care, the word does the job on its own`,
    () => 'A new name has to be read before it can be remembered, so the logo is the name and nothing else',
  ],
};

const ROLE_NOUN: Record<string, string> = {
  primary: 'the primary',
  secondary: 'the secondary',
  accent: 'the accent',
  neutral: 'the neutral',
  background: 'the ground',
  ink: 'the text colour',
};

/** "Both requested colours are kept: coral as Deep Coral (the primary) and mint as the ground." */
function honouredSentence(c: StrategyContext): string | undefined {
  const list = c.colors.honoured.slice(0, 3).map((h) => {
    const role = ROLE_NOUN[h.role] ?? 'its own role';
    return h.name.toLocaleLowerCase() === h.requested.toLocaleLowerCase()
      ? `${h.requested} as ${role}`
      : `${h.requested} as ${h.name} (${role})`;
  });
  if (!list.length) return undefined;
  const lead =
    list.length === 1 ? 'The requested colour is kept' : `${list.length === 2 ? 'Both' : 'All three'} requested colours are kept`;
  return `${lead}: ${listPhrase(list)}`;
}

const PALETTE_NAMES: Frame[] = [
  ({ colors: k }) => `${k.primary} is the primary colour, ${k.secondary} the secondary and ${k.accent} the accent, all set on ${k.ground}`,
  ({ colors: k }) => `The palette leads with ${k.primary}, supports it with ${k.secondary} and saves ${k.accent} for accents`,
  ({ colors: k }) =>
    `Colour roles are fixed: ${k.primary} as primary, ${k.secondary} as secondary, ${k.accent} as the accent and ${k.ink} for text`,
  ({ colors: k }) => `${k.primary} leads the palette, with ${k.secondary} in support and a touch of ${k.accent} on ${k.ground}`,
];

/** What to call the mark in a sentence about its colour. */
function markNoun(c: StrategyContext): string {
  return c.mark.kind === 'badge' ? 'badge' : c.mark.kind === 'letters' ? 'monogram' : 'symbol';
}

/** The name's ink is known only when the lockup sets the name beside the mark, not when the mark draws it. */
const NAME_COLOR: Frame[] = [
  (c) =>
    c.mark.kind === 'badge' || c.mark.kind === 'wordmark'
      ? undefined
      : c.colors.primaryTooLightForText
        ? `${c.colors.primary} is too light to carry text on ${c.colors.ground}, so the name is set in ${c.colors.nameColor} and ${c.colors.primary} ${hasSymbol(c) ? `carries the ${markNoun(c)}` : 'stays in the accents'}`
        : `The name is set in ${c.colors.nameColor}, which reads as text on ${c.colors.ground}`,
];

const PALETTE_WHY: Frame[] = [
  (c) => `The logic is ${c.designer}'s: ${colorLogic(c)}`,
  (c) => `Following ${c.designer}'s colour habit, ${colorLogic(c)}`,
  (c) => `This reflects how ${c.designer} ${c.tense('handles', 'handled')} colour, where ${colorLogic(c)}`,
  (c) => `For ${c.reading.offer ?? c.industry.choice}, ${colorLogic(c)}`,
];

/** When the brief asked for colours, the designer's own colour habit gave way: no frame credits it. */
const REQUESTED_PALETTE_WHY: Frame[] = [
  (c) => `${capitalise(colorLogic(c))}`,
  (c) => `For ${c.reading.offer ?? c.industry.choice}, ${colorLogic(c)}`,
];

const TYPE_NAMES: Frame[] = [
  (c) => `The name is set in ${c.display.family}, a ${c.display.category}, with ${c.support.family} for taglines and supporting text`,
  (c) => `${c.display.family} gives the name its voice, while ${c.support.family} handles everything that must simply be read`,
  (c) => `Type pairs ${c.display.family} for display with ${c.support.family} for support, both open-licence families`,
  (c) => `For lettering we paired ${c.display.family}, a ${c.display.category}, with the quieter ${c.support.family}`,
  (c) => `${c.name} is lettered in ${c.display.family}; ${c.support.family} carries the tagline and body copy`,
];

/** When display and support are one family (Vignelli's few typefaces). */
const ONE_FAMILY: Frame[] = [
  (c) => `Everything is set in one family, ${c.display.family}, with weight alone creating the hierarchy`,
  (c) => `A single typeface, ${c.display.family}, carries both the name and the supporting text`,
];

const TYPE_WHY: Frame[] = [
  (c) =>
    `Its ${c.display.category} forms keep ${c.name} ${c.voice.adjectives[0]}, and the letters are converted to outlines so they never change`,
  (c) => (hasSymbol(c) ? `The ${c.display.category} shares the symbol's proportions, so symbol and name read as one family` : undefined),
  (c) => `This pairing keeps the name ${c.voice.adjectives[0]} without losing legibility at small sizes`,
  (c) => `A ${c.display.category} suits ${c.designer}'s approach, and the tuned spacing keeps ${c.name} compact`,
  (c) => `${c.display.family} has the ${c.voice.adjectives[2]} character the brief asks for, and it stays legible at 24 pixels`,
  (c) => (hasSymbol(c) ? 'Its letterforms echo the construction of the symbol, so the name never competes with it' : undefined),
  (c) =>
    hasSymbol(c)
      ? undefined
      : `With no symbol to lean on, the spacing of ${c.display.family} was tuned pair by pair until ${c.name} reads as one word`,
];

const CLOSING: Frame[] = [
  (c) => (c.reading.offer ? `Together these choices make ${c.name} look like what it sells: ${c.reading.offer}` : undefined),
  (c) => (c.reading.audience ? `Every decision points back to ${c.reading.audience}, the people ${c.name} is for` : undefined),
  (c) => `The result is as ${c.voice.adjectives[0]} as the brand's own promise, ready for every screen and surface`,
  (c) => `In short, ${c.name} gets a system that is ${c.voice.adjectives[1]}, memorable and its own ${c.industry.among}`,
  (c) => `It is an identity ${c.name} can grow into, not out of`,
  (c) => `${c.designer} would recognise the discipline; the people who use ${c.name} will simply recognise the brand`,
];

const OPTIONAL_GEOMETRY: Frame[] = [
  (c) =>
    c.dna.geometry.gridModules > 0
      ? `Proportions sit on a ${c.dna.geometry.gridModules}-module grid, so every lockup can be rebuilt exactly`
      : `Proportions were tuned by eye for ${c.name} and then fixed as ratios, so every lockup can be rebuilt exactly`,
  (c) =>
    hasSymbol(c)
      ? `Its vocabulary is limited to ${listPhrase(c.dna.geometry.vocabulary.slice(0, 3))}, which keeps the system coherent as it grows`
      : undefined,
  (c) =>
    hasSymbol(c)
      ? `Details never fall below ${Math.round(c.dna.geometry.minFeatureRatio * 1000) / 10} % of the symbol's size, so nothing fills in at small sizes`
      : undefined,
];

const OPTIONAL_ACCESS: Frame[] = [
  (c) => `Every colour pair in the ${c.name} logos meets WCAG AA contrast, so the identity stays readable for everyone`,
  (c) => `${c.colors.nameColor} was checked against ${c.colors.ground} for text contrast, not just judged by eye`,
];

const OPTIONAL_MONO: Frame[] = [
  (c) => `A one-colour version in ${c.colors.ink} and a reversed version on dark grounds are part of the system from day one`,
  (c) => `The ${hasSymbol(c) ? 'symbol' : 'name'} was checked in a single ink first; ${c.colors.primary} is a bonus, never a crutch`,
  (c) => `In one colour the logo still holds, which is the test ${c.designer} ${c.tense('applies', 'applied')} before any other`,
];

const OPTIONAL_CONTEXT: Frame[] = [
  (c) =>
    c.competitors.length
      ? `It deliberately avoids the visual clichés shared by ${listPhrase(c.competitors)}`
      : `It deliberately avoids the visual clichés common ${c.industry.among}`,
  (c) =>
    c.tagline
      ? `The tagline "${c.tagline}" sits beneath the name in ${c.support.family}, smaller and lighter`
      : `It leaves room for a tagline set in ${c.support.family}`,
  (c) => `It avoids ${c.voice.enemy}, the trap many ${c.industry.peers} fall into`,
];

const RESERVE: Frame[] = [
  (c) => `Clear space around the ${c.name} logo equals a fixed share of its height, so it never feels crowded`,
  (c) => `The files are pure vector outlines in ${c.colors.primary} and ${c.colors.ink}, ready for print and screen alike`,
  (c) => `Nothing here depends on a trend, so ${c.name} should age slowly`,
  (c) => `The system is small enough for ${c.name} to learn in minutes and flexible enough to last for years`,
];

export const RATIONALE_BOUNDS = { min: 150, max: 200 };

export function writeRationale(c: StrategyContext): string {
  const required = [
    pickFrame(c, 'rationale.concept', CONCEPT_LINK),
    c.markSentence,
    pickFrame(c, 'rationale.mark', MARK_WHY[c.mark.kind]),
    honouredSentence(c) ?? pickFrame(c, 'rationale.palette', PALETTE_NAMES),
    pickFrame(c, 'rationale.nameColor', NAME_COLOR),
    pickFrame(c, 'rationale.paletteWhy', c.requestedInks > 0 && !c.groundLed ? REQUESTED_PALETTE_WHY : PALETTE_WHY),
    c.display.family === c.support.family ? pickFrame(c, 'rationale.type', ONE_FAMILY) : pickFrame(c, 'rationale.type', TYPE_NAMES),
    pickFrame(c, 'rationale.typeWhy', TYPE_WHY),
  ]
    .filter(Boolean)
    .map((s) => (s.endsWith('.') || s.endsWith('?') ? s : `${s}.`));
  const optionalPool = [
    pickFrame(c, 'rationale.geometry', OPTIONAL_GEOMETRY),
    pickFrame(c, 'rationale.access', OPTIONAL_ACCESS),
    pickFrame(c, 'rationale.mono', OPTIONAL_MONO),
    pickFrame(c, 'rationale.context', OPTIONAL_CONTEXT),
    ...(c.colors.honoured.length ? [pickFrame(c, 'rationale.palette', PALETTE_NAMES)] : []),
  ];
  // The optional sentences come in a seeded order, so two briefs do not pad themselves the same way.
  const optional = shuffle(optionalPool.filter(Boolean), c.rng('rationale.optional'));
  const closing = pickFrame(c, 'rationale.closing', CLOSING);
  const bounds = { min: RATIONALE_BOUNDS.min - countWords(closing), max: RATIONALE_BOUNDS.max - countTokens(closing) };
  const reserve = RESERVE.map((f, i) => pickFrame(c, `rationale.reserve.${i}`, [f])).filter(Boolean);
  const body = fitSentences(required, optional, bounds, reserve);
  return `${body} ${closing}`;
}
