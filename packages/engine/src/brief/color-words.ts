/**
 * Colour words for a brief. The dictionary (data/color-dictionary.generated.ts, from the XKCD colour survey and NTC.js)
 * answers most; the tables here hold only what it cannot: a survey value nobody means in a brand brief, and trade
 * words neither list names (values are common published approximations).
 */
import type { Hex } from '../dna/types';

/**
 * Words whose dictionary value is not what a brand brief means: "lime" is the fruit's yellow-green, neither the neon
 * #AAFF32 nor the grass green #32CD32 (CSS's limegreen), and a cream is a paper tone, not a pale lemon. Looked up
 * before the dictionary.
 */
export const EVERYDAY_COLOR_WORDS: Readonly<Record<string, Hex>> = {
  lime: '#8DC63F',
  // Paper tones: the survey's creams are pale lemons (#FFFFC2); in a brief they mean the paper a name is printed on, a
  // warm off-white (CSS's #FFFDD0 still read as a lemon panel behind a sign painter's name, fifteenth review).
  cream: '#FAF3E0',
  ivory: '#FFFFF0',
  offwhite: '#FAF9F6',
  'off white': '#FAF9F6',
  // More papers: the survey's bone is a pinkish taupe and its eggshell a lemon; "bone white" is one paper, not two
  // colours (a butcher's oxblood and bone white gave taupe in every design, sixteenth review).
  bone: '#EEE6D6',
  'bone white': '#F5F0E6',
  eggshell: '#F5F0E1',
  chalk: '#F4F2EC',
  'chalk white': '#F4F2EC',
  // The survey's sea green is a neon mint (#53FCA1); a brief means the blue-green of the sea (CSS's seagreen).
  'sea green': '#2E8B57',
  // The survey's navies are all but black (#01153E, and a "deep navy" #000418); a brief means a dark blue that still
  // reads as blue beside black.
  navy: '#1C2E5C',
  'navy blue': '#1C2E5C',
  'dark navy': '#0B1A48',
  // The survey's straw is a lemon (#FCF679); a brief means dried straw, a soft gold.
  straw: '#E2C16B',
  // The survey's brass is an olive (#B5A642); a brief means the polished metal.
  brass: '#BC9A45',
  // The survey names no chilli, and its red is the screen primary (#E50000): a brief means the deep warm red of a dried
  // chilli (a hot sauce's "chili red" came out as screen red in twelve of twenty designs, twenty-fourth review).
  chili: '#C72C1C',
  chilli: '#C72C1C',
  'chili red': '#C72C1C',
  'chilli red': '#C72C1C',
  // The survey's mustards are olive yellows (#CEB301, #D2BD0A): a brief means the brown-gold of the condiment.
  mustard: '#D9A514',
  'mustard yellow': '#D9A514',
  // Signal and safety colours are standard paints, not the survey's screen primaries: its yellow is a lemon (#FFFF14,
  // pasted as a neon ground for a crane hire's "safety yellow", thirtieth review) and its red the screen red. Values
  // are the published approximations of the safety colour and the RAL signal and traffic yellows.
  'safety yellow': '#EED202',
  'signal yellow': '#E5BE01',
  'traffic yellow': '#FAD201',
  'safety orange': '#FF7900',
  'fire engine red': '#CE2029',
  'fire-engine red': '#CE2029',
  // The letterbox red of British post; unlisted, its words fell apart into "box red" and an unknown "pillar".
  'pillar box red': '#DA291C',
  'pillar-box red': '#DA291C',
  'post box red': '#DA291C',
  'postbox red': '#DA291C',
  'post office red': '#DA291C',
  // The survey's petrol blue is a bright royal blue (#0343DF); the name means the dark blue-green of a petrol sheen.
  'petrol blue': '#005F6A',
  petrol: '#005F6A',
  // The survey's deep purple is all but black (#36013F, L 0.24): a magician's "deep purple" read as black in every
  // design (thirty-second review). A brief means a dark purple that still reads as purple.
  'deep purple': '#512888',
};

/** Trade words the dictionary does not name. */
export const EXTRA_COLOR_WORDS: Readonly<Record<string, Hex>> = {
  'signal red': '#E03A2F',
  oak: '#806517',
  smoke: '#848884',
  mist: '#E3E7E8',
  oat: '#DFD3BC',
  stucco: '#E3D5BE',
  'rose gold': '#B76E79',
  garnet: '#733635',
  kelly: '#4CBB17',
  peacock: '#005F69',
  prussian: '#003153',
  ink: '#1B1F3B',
  jet: '#343434',
  'mint cream': '#F5FFFA',
  'sea glass': '#A7D3C7',
  honey: '#EBA937',
  buttercream: '#F3E5AB',
  pebble: '#A39E93',
  platinum: '#E5E4E2',
  pearl: '#EAE0C8',
  oatmeal: '#DFD3BC',
  biscuit: '#E4C9A1',
  oxblood: '#4A0000',
  hunter: '#355E3B',
  basil: '#579229',
  herb: '#708452',
  lagoon: '#4A9DA3',
  onyx: '#353839',
  obsidian: '#1B1B1B',
};

/**
 * Hue words a colour word of their own family qualifies ("straw gold", "brass gold" name one gold each); after a colour
 * of another family they are a second colour ("navy gold" is navy and gold).
 */
export const FAMILY_HUES: ReadonlySet<string> = new Set(['gold']);

/** Basic hue words: "navy blue" or "emerald green" means the first colour, the hue word only confirms it. */
export const BASIC_HUES: ReadonlySet<string> = new Set([
  'red',
  'green',
  'blue',
  'yellow',
  'orange',
  'purple',
  'pink',
  'brown',
  'grey',
  'gray',
]);

export interface ShadeModifier {
  dl?: number;
  chroma?: number;
  minL?: number;
  /** Turn the hue toward orange or blue. */
  dh?: 'warm' | 'cool';
}

/** Shade modifiers applied in OKLCH when "deep teal" or "pastel pink" is not a name of its own. */
export const SHADE_MODIFIERS: Readonly<Record<string, ShadeModifier>> = {
  dark: { dl: -0.15 },
  deep: { dl: -0.15, chroma: 1.1 },
  light: { dl: 0.15 },
  pale: { dl: 0.18, chroma: 0.6 },
  pastel: { minL: 0.86, chroma: 0.5 },
  bright: { chroma: 1.25 },
  vivid: { chroma: 1.3 },
  neon: { chroma: 1.4 },
  muted: { chroma: 0.55 },
  dusty: { chroma: 0.5, dl: -0.03 },
  soft: { chroma: 0.7, dl: 0.05 },
  rich: { dl: -0.08, chroma: 1.15 },
  dusky: { chroma: 0.6, dl: -0.06 },
  faded: { chroma: 0.5, dl: 0.08 },
  // Temperature words turn the hue toward orange (warm) or blue (cool) rather than changing its lightness.
  warm: { dh: 'warm' },
  cool: { dh: 'cool' },
};

/** Words that may appear in a colour list without being colours ("navy and gold tones, please"). */
export const COLOR_FILLER_WORDS: ReadonlySet<string> = new Set([
  'color',
  'colors',
  'colour',
  'colours',
  'tone',
  'tones',
  'shade',
  'shades',
  'with',
  'a',
  'an',
  'the',
  'of',
  'some',
  'touch',
  'hint',
  'accent',
  'accents',
  'please',
  'maybe',
  'ish',
  'like',
  'plus',
  'mostly',
  'primarily',
  'and',
  'or',
]);

/** Answers that mean "no preference". */
export const AUTO_WORDS: ReadonlySet<string> = new Set(['auto', 'automatic', 'any', 'none', 'no preference', 'surprise me', 'n/a', '-']);
