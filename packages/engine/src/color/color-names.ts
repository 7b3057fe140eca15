/**
 * Human names for generated colours: the nearest entry (Euclidean distance in OKLab, a perceptually uniform space,
 * https://bottosson.github.io/posts/oklab/) in a list of everyday colour words, so palettes read "Cobalt" or "Sage"
 * rather than "#0047AB".
 */
import { converter, differenceEuclidean, nearest } from 'culori';
import { EXTRA_COLOR_WORDS } from '../brief/color-words';
import { COLOR_DICTIONARY } from '../brief/data/color-dictionary.generated';

/** Words people actually say, spaced for display; their values are the colour dictionary's (what people mean). */
const NAMING_WORDS = [
  'black',
  'white',
  'silver',
  'gray',
  'navy',
  'teal',
  'gold',
  'crimson',
  'coral',
  'salmon',
  'tomato',
  'orange',
  'olive',
  'maroon',
  'plum',
  'indigo',
  'ivory',
  'beige',
  'khaki',
  'lavender',
  'turquoise',
  'forest green',
  'sky blue',
  'royal blue',
  'midnight blue',
  'slate gray',
  'steel blue',
  'sea green',
  'chocolate',
  'sienna',
  'tan',
  'orchid',
  'violet',
  'purple',
  'magenta',
  'red',
  'blue',
  'green',
  'yellow',
  'dark orange',
  'dark red',
  'dark green',
  'goldenrod',
  'saddle brown',
  'lime green',
  'dodger blue',
  'deep pink',
  'hot pink',
  'light gray',
  'linen',
  'wheat',
] as const;

/** Paint-chip and trade words people use for brand colours (values from the colour dictionary). */
const PAINT_WORDS = [
  'burgundy',
  'wine',
  'mustard',
  'cream',
  'charcoal',
  'graphite',
  'terracotta',
  'sage',
  'mint',
  'emerald',
  'jade',
  'ruby',
  'cherry',
  'scarlet',
  'vermilion',
  'sapphire',
  'cobalt',
  'denim',
  'ocean',
  'cerulean',
  'peach',
  'rust',
  'ochre',
  'amber',
  'mauve',
  'lilac',
  'sand',
  'taupe',
  'bronze',
  'copper',
  'champagne',
  'blush',
  'brick',
  'mahogany',
  'espresso',
  'mocha',
  'caramel',
  'lemon',
  'pine',
  'moss',
  'seafoam',
  'aubergine',
  'eggplant',
  'sky',
  'midnight',
  'blood',
  'forest',
  'slate',
  'saffron',
  'sunflower',
  'marigold',
  'honey',
  'butter',
  'buttercream',
  'vanilla',
  'canary',
  'apricot',
  'tangerine',
  'pumpkin',
  'persimmon',
  'cinnamon',
  'clay',
  'adobe',
  'umber',
  'sepia',
  'chestnut',
  'walnut',
  'oak',
  'cedar',
  'cognac',
  'stone',
  'pebble',
  'ash',
  'smoke',
  'fog',
  'mist',
  'steel',
  'gunmetal',
  'pewter',
  'platinum',
  'pearl',
  'bone',
  'oat',
  'oatmeal',
  'biscuit',
  'ecru',
  'parchment',
  'stucco',
  'rose',
  'flamingo',
  'bubblegum',
  'berry',
  'raspberry',
  'cranberry',
  'oxblood',
  'claret',
  'merlot',
  'garnet',
  'pistachio',
  'avocado',
  'fern',
  'kelly',
  'juniper',
  'spruce',
  'evergreen',
  'hunter',
  'basil',
  'eucalyptus',
  'celadon',
  'cyan',
  'peacock',
  'petrol',
  'lagoon',
  'cornflower',
  'periwinkle',
  'ice',
  'glacier',
  'ultramarine',
  'royal',
  'prussian',
  'ink',
  'amethyst',
  'grape',
  'iris',
  'wisteria',
  'heather',
  'mulberry',
  'onyx',
  'jet',
  'ebony',
  'obsidian',
  'concrete',
  'cement',
  'brass',
] as const;

/** Names for tones the lists above miss: near-blacks and the darkened yellows contrast repair produces. */
const TONE_WORDS: Record<string, string> = {
  '#111111': 'Jet Black',
  '#1C1C1C': 'Ink Black',
  '#2B2B2B': 'Soot',
  '#8C7500': 'Old Gold',
  '#7A6A00': 'Dark Mustard',
  '#9B7A00': 'Antique Gold',
  '#4A0000': 'Oxblood',
  '#1B2A4A': 'Deep Navy',
  '#5C646F': 'Slate',
  '#636363': 'Graphite Grey',
};

function titleCase(words: string): string {
  return words.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

const NAME_BY_HEX = new Map<string, string>();
for (const word of [...NAMING_WORDS, ...PAINT_WORDS]) {
  const value = COLOR_DICTIONARY[word] ?? COLOR_DICTIONARY[word.replace('gray', 'grey')] ?? COLOR_DICTIONARY[word.replace(/ /g, '')];
  if (value !== undefined && !NAME_BY_HEX.has(value.toUpperCase()))
    NAME_BY_HEX.set(value.toUpperCase(), titleCase(word.replace('gray', 'grey')));
}
for (const [word, hex] of Object.entries(EXTRA_COLOR_WORDS)) {
  if (!word.includes(' ') || !NAME_BY_HEX.has(hex)) NAME_BY_HEX.set(hex.toUpperCase(), titleCase(word === 'offwhite' ? 'off white' : word));
}

for (const [hex, name] of Object.entries(TONE_WORDS)) NAME_BY_HEX.set(hex, name);

const distance = differenceEuclidean('oklab');
const findNearest = nearest([...NAME_BY_HEX.keys()], distance);
const toOklab = converter('oklab');
/** The named colours in OKLab, converted once (the metric takes OKLab colours as they are). */
const NAMED_OKLAB = [...NAME_BY_HEX.keys()].map((hex) => ({ hex, oklab: toOklab(hex) }));

/** The everyday name closest to `hex`, e.g. "#1B5FAA" → "Denim". */
export function nameColor(hex: string): string {
  const color = toOklab(hex);
  let closest: string | undefined;
  if (color && NAMED_OKLAB.every((named) => named.oklab)) {
    // The first of the nearest in list order, as nearest() gives it, without converting the whole list per call.
    let best = Number.POSITIVE_INFINITY;
    for (const named of NAMED_OKLAB) {
      const d = distance(color, named.oklab!);
      if (d < best) {
        best = d;
        closest = named.hex;
      }
    }
  } else [closest] = findNearest(hex, 1);
  return (closest && NAME_BY_HEX.get(closest)) ?? hex.toUpperCase();
}
