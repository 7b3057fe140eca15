/**
 * The design rationale (spec §9: 150–200 words): why this concept, this mark, this palette (colour names, roles and
 * the requests they honour) and this type (family names), in the designer's terms and tied back to the brief. Every
 * claim about the logo is read from the built design (facts.ts): no symbol talk for a wordmark, no picture talk for
 * an abstract mark.
 */
import type { ColorStrategy } from '../dna/types';
import { capitalise, type Frame, hasSymbol, listPhrase, pickFrame, type StrategyContext, shuffle, spendVoice } from './context';
import type { LogoColorCharacter } from './facts';
import { capitalFirst, isPluralPhrase, nounPhrase, withArticle } from './grammar';
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

/**
 * Requested inks replace the designer's own hues (build-palette.ts): their logic is the request's, not the habit's.
 * Whether another hue joins them is read from the logo as drawn.
 */
function requestedLogic(c: StrategyContext): string {
  const asked = [...new Set(c.colors.logo.requests.filter((r) => r.shownIn.length > 0).map((r) => r.requested))];
  const own = c.colors.logo.unasked;
  if (!asked.length) return `the logo keeps to ${listPhrase(c.colors.logo.all)}, and the requested colours stay in the wider palette`;
  const lead = asked.length > 1 ? `the requested ${listPhrase(asked)} lead` : `the requested ${asked[0]} leads`;
  if (own.length) return `${lead}, with ${listPhrase(own)} added as ${c.designer}'s own ${own.length > 1 ? 'accents' : 'accent'}`;
  return asked.length > 1 ? `${lead}, and no other hue joins them` : `${lead}, and no other hue sits beside it`;
}

/**
 * Whether the designer's colour habit, in words, is true of the logo as drawn: a "hot, warm pairing" said of black
 * on grey, or "a full spectrum" of one ink, contradicts the picture beside it.
 */
const HABIT_SHOWS: Record<ColorStrategy, (k: LogoColorCharacter) => boolean> = {
  mono: (k) => k.inks <= 2 && k.hues <= 1,
  duo: (k) => k.inks >= 2,
  accent: (k) => k.inks >= 2 && k.hues >= 1,
  'primary-set': (k) => k.vivid,
  spectrum: (k) => k.hues >= 3,
  'spectrum|mono': (k) => k.hues >= 3 || (k.inks <= 2 && k.hues <= 1),
  flag: (k) => k.inks >= 3,
  'warm-pair': (k) => k.warm && k.inks >= 2,
  earth: (k) => k.earthy,
};

/** The colour logic told from the inks drawn, when the designer's habit in words would not be true of them. */
function drawnLogic({ colors: k }: StrategyContext): string {
  const inks = listPhrase(k.logo.all);
  const { character } = k.logo;
  if (character.neutral) return `the logo keeps to ${inks} alone, so it holds in any medium and leaves colour to the wider palette`;
  if (character.hues === 1 && character.inks <= 2) return `the logo is drawn in ${inks}, one colour with one job`;
  return `the logo is drawn in ${inks}, each ink with its own part to play`;
}

const habitShows = (c: StrategyContext) => HABIT_SHOWS[c.colorStrategy](c.colors.logo.character);

function colorLogic(c: StrategyContext): string {
  if (c.groundLed) return GROUND_LOGIC;
  if (c.requestedInks > 0) return requestedLogic(c);
  return habitShows(c) ? COLOR_LOGIC[c.colorStrategy] : drawnLogic(c);
}

const CONCEPT_LINK: Frame[] = [
  (c) => `The chosen route follows ${c.designer}'s principle "${c.principles[0]}"`,
  (c) => `${c.designer} ${c.tense('starts', 'started')} from one question, ${c.voice.question} This route is the answer for ${c.name}`,
  (c) =>
    `This direction was selected because it puts "${c.principles[1] ?? c.principles[0]}" first, as ${c.designer} ${c.tense('does', 'did')}`,
  (c) =>
    `This route best expresses ${c.designer}'s rule "${c.principles[0]}" while staying specific to ${c.reading.offer ?? c.industry.choice}`,
  (c) =>
    `We chose the route that best unites ${c.voice.adjectives[0]} and ${c.voice.adjectives[1]}, the two qualities ${c.designer} ${c.tense('prizes', 'prized')}`,
];

/** What the figure shows, with articles: "a sailboat", "a boat and an anchor", "mountains". */
function subjectPhrase(c: StrategyContext): string {
  return listPhrase((c.mark.subjects.length ? c.mark.subjects : [c.mark.subject ?? 'figure']).map(nounPhrase));
}

/** The same with the definite article: "the sailboat", "the boat and the anchor". */
function theSubject(c: StrategyContext): string {
  return listPhrase((c.mark.subjects.length ? c.mark.subjects : [c.mark.subject ?? 'figure']).map((s) => `the ${s}`));
}

/** The verb form that agrees with the figure: "the boat comes", "the mountains come". */
function agree(c: StrategyContext, singular: string, plural: string): string {
  return c.mark.subjects.length > 1 || isPluralPhrase(c.mark.subject ?? '') ? plural : singular;
}

function quoted(words: readonly string[]): string {
  return listPhrase(words.slice(0, 3).map((w) => `"${w}"`));
}

/** Why this mark, by what it really is. */
const MARK_WHY: Record<StrategyContext['mark']['kind'], Frame[]> = {
  figure: [
    (c) =>
      c.mark.subjectWords.length
        ? `${capitalise(theSubject(c))} ${agree(c, 'comes', 'come')} straight from the brief's words ${quoted(c.mark.subjectWords)}, so the symbol says what ${c.name} does before the name is read`
        : `${capitalise(theSubject(c))} ${agree(c, 'says', 'say')} what ${c.name} does before the name is read`,
    (c) =>
      `${capitalise(subjectPhrase(c))} ${agree(c, 'is', 'are')} the most concrete picture of ${c.reading.offer ?? c.industry.choice}, drawn plainly enough to read at favicon size`,
    (c) =>
      c.mark.inLetter
        ? `${capitalise(theSubject(c))} ${agree(c, 'takes', 'take')} ${/^[ijı]$/.test(c.mark.inLetter) ? `the place of the dot of the ${c.mark.inLetter}` : `the counter of the ${c.mark.inLetter}`} in ${c.name}, so picture and name are one sign that cannot be split or copied apart`
        : c.mark.framed
          ? `${capitalise(theSubject(c))} ${agree(c, 'is', 'are')} held in one compact shape, so the symbol works alone as an app icon, a stamp or a favicon`
          : `${capitalise(theSubject(c))} ${agree(c, 'stands', 'stand')} free, drawn in a few flat shapes that survive a one-colour stamp and a 16-pixel favicon`,
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

/** Where a request shows in the logo, in words: "the symbol", "the name", "the ground". */
function partsPhrase(c: StrategyContext, parts: readonly string[]): string {
  // A wordmark's "mark" is the name itself; a badge holds the name.
  const mark = c.mark.kind === 'wordmark' ? 'the name' : `the ${markNoun(c)}`;
  return listPhrase([...new Set(parts.map((p) => (p === 'mark' ? mark : p === 'name' ? 'the name' : 'the ground')))]);
}

/**
 * What became of each requested colour, read from the logo as drawn: "Both requested colours are in the logo: coral
 * as Coral in the symbol and mint as Deep Mint in the name." A request the logo does not paint is said to stay in the
 * palette, never claimed as kept.
 */
function honouredSentence(c: StrategyContext): string | undefined {
  const requests = c.colors.logo.requests.slice(0, 3);
  if (!requests.length) return undefined;
  const as = (r: (typeof requests)[number]) =>
    r.name.toLocaleLowerCase() === r.requested.toLocaleLowerCase() ? r.requested : `${r.requested} (as ${r.name})`;
  const shown = requests.filter((r) => r.shownIn.length > 0);
  // Requests shown in the same parts are named together: "tomato and yellow (as Deep Yellow) in the name".
  const groups = new Map<string, string[]>();
  for (const r of shown) groups.set(partsPhrase(c, r.shownIn), [...(groups.get(partsPhrase(c, r.shownIn)) ?? []), as(r)]);
  const kept = [...groups].map(([parts, names]) => `${listPhrase(names)} in ${parts}`);
  const missing = requests.filter((r) => r.shownIn.length === 0).map((r) => r.requested);
  const rest = missing.length
    ? `${capitalise(listPhrase(missing))} ${missing.length > 1 ? 'stay' : 'stays'} in the palette for print and screen rather than in the logo`
    : '';
  if (!shown.length) return rest;
  const lead =
    shown.length === 1
      ? requests.length === 1
        ? 'The requested colour is in the logo'
        : 'One requested colour is in the logo'
      : `${shown.length === 2 ? 'Both' : 'All three'} requested colours are in the logo`;
  return `${lead}: ${listPhrase(kept)}${rest ? `. ${rest}` : ''}`;
}

/** Palette sentences name each colour once: a palette whose accent is its ink does not list it twice. */
const distinctPalette = ({ colors: k }: StrategyContext) => new Set([k.primary, k.secondary, k.accent, k.ink]).size === 4;

const PALETTE_NAMES: Frame[] = [
  (c) =>
    distinctPalette(c)
      ? `${c.colors.primary} is the primary colour, ${c.colors.secondary} the secondary and ${c.colors.accent} the accent, all set on ${c.colors.ground}`
      : undefined,
  (c) =>
    distinctPalette(c)
      ? `The palette leads with ${c.colors.primary}, supports it with ${c.colors.secondary} and saves ${c.colors.accent} for accents`
      : undefined,
  (c) =>
    distinctPalette(c)
      ? `Colour roles are fixed: ${c.colors.primary} as primary, ${c.colors.secondary} as secondary, ${c.colors.accent} as the accent and ${c.colors.ink} for text`
      : undefined,
  ({ colors: k }) => `The logo itself is drawn in ${listPhrase(k.logo.all)}, on ${k.ground}`,
];

/** What to call the mark in a sentence about its colour. */
function markNoun(c: StrategyContext): string {
  return c.mark.kind === 'badge' ? 'badge' : c.mark.kind === 'letters' ? 'monogram' : 'symbol';
}

/** The name's ink is known only when the lockup sets the name beside the mark, not when the mark draws it. */
/** Each said naming the ground, or (once a sentence has named it) as "the ground colour". */
const NAME_COLOR: Frame[] = [(c) => nameColorSentence(c, c.colors.ground), (c) => nameColorSentence(c, 'the ground colour')];

function nameColorSentence(c: StrategyContext, ground: string): string | undefined {
  if (c.mark.kind === 'badge' || c.mark.kind === 'wordmark') return undefined;
  return c.colors.primaryTooLightForText
    ? `${c.colors.primary} is too light to carry text on ${ground}, so the name is set in ${c.colors.nameColor}${c.colors.logo.mark.includes(c.colors.primary) ? ` and ${c.colors.primary} carries the ${markNoun(c)}` : ''}`
    : `The name is set in ${c.colors.nameColor}, which reads as text on ${ground}`;
}

const PALETTE_WHY: Frame[] = [
  (c) => `The logic is ${c.designer}'s: ${colorLogic(c)}`,
  (c) => `Following ${c.designer}'s colour habit, ${colorLogic(c)}`,
  (c) => `This reflects how ${c.designer} ${c.tense('handles', 'handled')} colour, where ${colorLogic(c)}`,
  (c) => `For ${c.reading.offer ?? c.industry.choice}, ${colorLogic(c)}`,
];

/** When the brief asked for colours, or the logo as drawn does not show the designer's habit, no frame credits it. */
const REQUESTED_PALETTE_WHY: Frame[] = [
  (c) => `${capitalise(colorLogic(c))}`,
  (c) => `For ${c.reading.offer ?? c.industry.choice}, ${colorLogic(c)}`,
];

/** The display face's kind as a countable noun: "geometric sans", "condensed caps face" (never "a condensed caps"). */
function typeKind(c: StrategyContext): string {
  return isPluralPhrase(c.display.category) ? `${c.display.category} face` : c.display.category;
}

const TYPE_NAMES: Frame[] = [
  (c) => `The name is set in ${c.display.family}, ${withArticle(typeKind(c))}, with ${c.support.family} for taglines and supporting text`,
  (c) => `${c.display.family} gives the name its voice, while ${c.support.family} handles everything that must simply be read`,
  (c) => `Type pairs ${c.display.family} for display with ${c.support.family} for support, both open-licence families`,
  (c) => `For lettering we paired ${c.display.family}, ${withArticle(typeKind(c))}, with the quieter ${c.support.family}`,
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
  (c) => (hasSymbol(c) ? `The ${typeKind(c)} shares the symbol's proportions, so symbol and name read as one family` : undefined),
  (c) => `This pairing keeps the name ${c.voice.adjectives[0]} without losing legibility at small sizes`,
  (c) => `${capitalFirst(withArticle(typeKind(c)))} suits ${c.designer}'s approach, and the tuned spacing keeps ${c.name} compact`,
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
      ? `Proportions sit on ${withArticle(`${c.dna.geometry.gridModules}-module`)} grid, so every lockup can be rebuilt exactly`
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
  () => 'Every colour pair in the logos meets WCAG AA contrast, so the identity stays readable for everyone',
  (c) => `${c.colors.nameColor} was checked against ${c.colors.ground} for text contrast, not just judged by eye`,
];

const OPTIONAL_MONO: Frame[] = [
  (c) => `A one-colour version in ${c.colors.ink} and a reversed version on dark grounds are part of the system from day one`,
  (c) => `The ${hasSymbol(c) ? 'symbol' : 'name'} was checked in a single ink first; colour is a bonus, never a crutch`,
  (c) => `In one colour the logo still holds, which is the test ${c.designer} ${c.tense('applies', 'applied')} before any other`,
];

/** No frame claims the logo avoids clichés: that is for the viewer to judge, and a cup for a café is the cliché. */
const OPTIONAL_CONTEXT: Frame[] = [
  (c) =>
    c.tagline
      ? `The tagline "${c.tagline}" sits beneath the name in ${c.support.family}, smaller and lighter`
      : `It leaves room for a tagline set in ${c.support.family}`,
  (c) => `It avoids ${c.voice.enemy}, the trap many ${c.industry.peers} fall into`,
];

const RESERVE: Frame[] = [
  () => 'Clear space around the logo equals a fixed share of its height, so it never feels crowded',
  (c) => `The files are pure vector outlines in ${listPhrase(c.colors.logo.all)}, ready for print and screen alike`,
  (c) => `Nothing here depends on a trend, so ${c.name} should age slowly`,
  (c) => `The system is small enough for ${c.name} to learn in minutes and flexible enough to last for years`,
];

const RATIONALE_BOUNDS = { min: 150, max: 200 };

/** A sentence written outside pickFrame still spends what it names (the ground colour), so later frames vary. */
function spoken(c: StrategyContext, sentence: string | undefined): string | undefined {
  if (sentence) spendVoice(c, sentence);
  return sentence;
}

export function writeRationale(c: StrategyContext): string {
  const required = [
    pickFrame(c, 'rationale.concept', CONCEPT_LINK),
    c.markSentence,
    pickFrame(c, 'rationale.mark', MARK_WHY[c.mark.kind]),
    spoken(c, honouredSentence(c)) ?? pickFrame(c, 'rationale.palette', PALETTE_NAMES),
    pickFrame(c, 'rationale.nameColor', NAME_COLOR),
    pickFrame(
      c,
      'rationale.paletteWhy',
      (c.requestedInks > 0 && !c.groundLed) || (!c.groundLed && !habitShows(c)) ? REQUESTED_PALETTE_WHY : PALETTE_WHY,
    ),
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
