import { converter } from 'culori';
import { describe, expect, it } from 'vitest';
import { svgColors } from '../../test/corpus/checks';
import { DESIGNER_IDS } from '../dna';
import { designBrand } from '../node';
import { EVERYDAY_COLOR_WORDS } from './color-words';
import { COLOR_DICTIONARY } from './data/color-dictionary.generated';
import { askedColors, colorsInText, parseDesiredColors } from './desired-colors';

const hexes = (input: string | string[] | undefined) => parseDesiredColors(input).colors.map((c) => c.hex);

/** What a word means in a brief: the everyday value where the survey's is not what people mean, else the survey's. */
const word = (name: string) => (EVERYDAY_COLOR_WORDS[name] ?? COLOR_DICTIONARY[name])?.toUpperCase();
const lch = (hex: string | undefined) => converter('oklch')(hex ?? '#000000') ?? { l: 0, c: 0, h: 0 };
const hueGap = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe('parseDesiredColors', () => {
  it.each<[string, string | string[] | undefined, (string | undefined)[]]>([
    ['words split by comma and "and"', 'navy, teal and gold', [word('navy'), word('teal'), word('gold')]],
    ['two-word name then a one-word name, spaces only', 'forest green burgundy', [word('forest green'), word('burgundy')]],
    ['#rgb and #rrggbb, any case', '#f60 #AbCdEf', ['#FF6600', '#ABCDEF']],
    ['array input', ['Navy', 'Gold'], [word('navy'), word('gold')]],
    ['hue word after a colour', 'navy blue & emerald green', [word('navy blue'), word('emerald green')]],
    ['hyphenated and spaced off-white', 'off-white / off white', ['#FAF9F6']],
    ['compound names', 'light blue, dark red, sky blue', [word('light blue'), word('dark red'), word('sky blue')]],
    ['British grey', 'slate grey', [word('slate grey')]],
    ['CSS functions with commas inside', 'rgb(255, 0, 0) and hsl(120 50% 50%)', ['#FF0000', '#40BF40']],
    ['filler words ignored', 'navy and gold tones, please', [word('navy'), word('gold')]],
    ['duplicates dropped', 'teal, #029386, Teal', [word('teal')]],
    ['semicolons and newlines', 'crimson;\nivory', [word('crimson'), '#FFFFF0']],
    ['lime means the yellow-green of the fruit, neither the neon screen primary nor grass green', 'lime', ['#8DC63F']],
  ])('%s', (_name, input, expected) => {
    expect(expected.every(Boolean)).toBe(true);
    expect(hexes(input)).toEqual(expected);
  });

  // Words an art director saw pasted as CSS values (art-direction.md, Colour): each must read as itself.
  it.each<[string, (c: { l: number; c: number; h: number }) => boolean]>([
    // Lavender is a pale violet, not CSS's near-white #E6E6FA.
    ['lavender', (c) => c.l < 0.82 && c.c > 0.08 && hueGap(c.h, 305) < 25],
    // Gold is a warm yellow, not an olive.
    ['gold', (c) => c.l > 0.72 && c.c > 0.12 && hueGap(c.h, 88) < 15],
    // Tangerine is an orange, not a brown.
    ['tangerine', (c) => c.l > 0.7 && c.c > 0.15 && hueGap(c.h, 60) < 15],
    // Chili red is a deep warm red, not the screen primary (#FF0000, nor the survey's red #E50000).
    ['chili red', (c) => c.c > 0.15 && hueGap(c.h, 29) < 12 && c.l < 0.56],
    ['chilli', (c) => c.c > 0.15 && hueGap(c.h, 29) < 12 && c.l < 0.56],
    // Mustard is the condiment's brown-gold, not the survey's olive yellow.
    ['mustard yellow', (c) => hueGap(c.h, 85) < 8 && c.c > 0.12],
    // Signal orange is an orange, not CSS's amber #FFA500.
    ['signal orange', (c) => hueGap(c.h, 50) < 12 && c.c > 0.15],
    // Warm yellow is a golden yellow, not a lemon.
    ['warm yellow', (c) => hueGap(c.h, 95) < 10 && c.l < 0.93],
    // Safety and signal yellows are the paint's golden yellow, not the survey's neon lemon (thirtieth review).
    ['safety yellow', (c) => hueGap(c.h, 97) < 8 && c.l < 0.9 && c.c > 0.15],
    ['signal yellow', (c) => hueGap(c.h, 92) < 8 && c.l < 0.9 && c.c > 0.15],
    ['traffic yellow', (c) => hueGap(c.h, 95) < 8 && c.l < 0.9 && c.c > 0.15],
    // Fire-engine and pillar-box reds are deep warm reds, not the screen primary.
    ['fire-engine red', (c) => hueGap(c.h, 27) < 8 && c.l < 0.6 && c.c > 0.15],
    ['fire engine red', (c) => hueGap(c.h, 27) < 8 && c.l < 0.6 && c.c > 0.15],
    ['pillar box red', (c) => hueGap(c.h, 30) < 8 && c.l < 0.62 && c.c > 0.15],
    ['post office red', (c) => hueGap(c.h, 30) < 8 && c.l < 0.62 && c.c > 0.15],
    // Petrol blue is a dark blue-green, not a bright royal blue.
    ['petrol blue', (c) => hueGap(c.h, 210) < 20 && c.l < 0.5],
    // Deep purple is a dark purple that still reads as one, not the survey's near-black.
    ['deep purple', (c) => hueGap(c.h, 300) < 15 && c.l > 0.33 && c.l < 0.5 && c.c > 0.12],
  ])('reads %j as the colour people mean', (input, reads) => {
    const [color] = parseDesiredColors(input).colors;
    expect(color?.hex).not.toBe(
      new Map([
        ['chili red', '#FF0000'],
        ['signal orange', '#FFA500'],
        ['lavender', '#E6E6FA'],
        ['safety yellow', '#FFFF14'],
        ['fire-engine red', '#FE0002'],
      ]).get(input),
    );
    const { l, c, h } = lch(color?.hex);
    expect(reads({ l, c: c ?? 0, h: h ?? 0 })).toBe(true);
  });

  it('reads cream and ivory as paper tones, not the pale lemons of the survey', () => {
    for (const input of ['cream', 'ivory', 'off white', 'bone white', 'eggshell', 'chalk white']) {
      expect(parseDesiredColors(input).colors, input).toHaveLength(1);
      const { l, c, h } = lch(parseDesiredColors(input).colors[0]?.hex);
      expect(l, input).toBeGreaterThan(0.95);
      expect(c ?? 0, input).toBeLessThan(0.06);
      // A cream is a warm paper, not a lemon: its hue leans to orange of the yellows (h ≈ 90, not 105).
      if (input === 'cream') expect(h ?? 0, input).toBeLessThan(95);
      expect(parseDesiredColors(input).colors[0]?.hex).not.toBe(COLOR_DICTIONARY[input]?.toUpperCase());
    }
  });

  it('does not take CSS values for words people use differently', () => {
    for (const [input, css] of [
      ['green', '#008000'],
      ['red', '#FF0000'],
      ['orange', '#FFA500'],
      ['yellow', '#FFFF00'],
    ] as const)
      expect(parseDesiredColors(input).colors[0]?.hex).not.toBe(css);
  });

  it.each<[string | string[] | undefined]>([[undefined], [''], ['   '], ['auto'], ['AUTO'], ['any'], [[]], [['auto']]])(
    'treats %j as automatic',
    (input) => {
      expect(parseDesiredColors(input)).toEqual({ colors: [], unknown: [], auto: true });
    },
  );

  it('names colours in title case and keeps what the user typed', () => {
    expect(parseDesiredColors('forest green').colors[0]).toEqual({
      input: 'forest green',
      name: 'Forest Green',
      hex: word('forest green'),
    });
    expect(parseDesiredColors('#ff6600').colors[0]).toEqual({ input: '#ff6600', name: '#FF6600', hex: '#FF6600' });
  });

  it('applies shade modifiers in OKLCH, keeping the hue family', () => {
    const [deep, pastel] = parseDesiredColors('deep sage, pastel coral').colors;
    expect(deep?.name).toBe('Deep Sage');
    expect(pastel?.name).toBe('Pastel Coral');
    const sage = lch(word('sage'));
    const coral = lch(word('coral'));
    expect(lch(deep?.hex).l).toBeLessThan(sage.l - 0.1);
    expect(hueGap(lch(deep?.hex).h ?? 0, sage.h ?? 0)).toBeLessThan(8);
    expect(lch(pastel?.hex).l).toBeGreaterThanOrEqual(0.85);
    expect(hueGap(lch(pastel?.hex).h ?? 0, coral.h ?? 0)).toBeLessThan(8);
  });

  it.each([
    'sage',
    'terracotta',
    'saffron',
    'blush',
    'charcoal',
    'burgundy',
    'teal',
    'navy',
    'forest',
    'mustard',
    'ochre',
    'rust',
    'cream',
    'sand',
    'mint',
    'coral',
    'lavender',
    'plum',
    'olive',
    'slate',
    'peach',
    'gold',
    'copper',
    'emerald',
    'cobalt',
    'ivory',
    'periwinkle',
    'oatmeal',
    'dusty rose',
  ])('understands the paint-chip or CSS word %j', (word) => {
    const parsed = parseDesiredColors(word);
    expect(parsed.unknown).toEqual([]);
    expect(parsed.colors).toHaveLength(1);
    expect(parsed.colors[0]?.input).toBe(word);
  });

  it('reads mint as the pastel people mean and keeps modifiers on any word', () => {
    expect(lch(parseDesiredColors('mint').colors[0]?.hex).l).toBeGreaterThan(0.85);
    const [light, dark, muted, bright] = parseDesiredColors('light sage, dark terracotta, muted mustard, bright coral').colors;
    expect([light?.name, dark?.name, muted?.name, bright?.name]).toEqual([
      'Light Sage',
      'Dark Terracotta',
      'Muted Mustard',
      'Bright Coral',
    ]);
    expect(parseDesiredColors('sage and terracotta, auto').colors.map((c) => c.input)).toEqual(['sage', 'terracotta']);
  });

  // Fourteenth review: sea green drawn as a neon mint, deep navy as black, straw and brass golds as lemon and olive.
  it('reads sea green as the sea’s blue-green, and navy and deep navy as blues that are not black', () => {
    const sea = lch(word('sea green'));
    expect(sea.l).toBeLessThan(0.65);
    expect(sea.h ?? 0).toBeGreaterThan(140);
    for (const navy of ['navy', 'navy blue', 'deep navy', 'dark navy']) {
      const hex = parseDesiredColors(navy).colors[0]?.hex;
      const { l, c, h } = lch(hex);
      expect({ navy, blue: c >= 0.08 && (h ?? 0) > 250 && (h ?? 0) < 285, notBlack: l >= 0.2 }).toEqual({
        navy,
        blue: true,
        notBlack: true,
      });
    }
  });

  it('reads a gold qualified by a colour of its family as one gold, and a colour of another family as two colours', () => {
    for (const gold of ['straw gold', 'brass gold']) {
      const parsed = parseDesiredColors(`${gold} and charcoal`).colors;
      expect(parsed.map((c) => c.input)).toEqual([gold, 'charcoal']);
      const { l, c, h } = lch(parsed[0]?.hex);
      // A soft or metallic gold: neither the survey's lemon straw nor its olive brass.
      expect({ gold, golden: (h ?? 0) > 70 && (h ?? 0) < 95 && c >= 0.08 && l < 0.85 }).toEqual({ gold, golden: true });
    }
    expect(parseDesiredColors('navy gold').colors.map((c) => c.input)).toEqual(['navy', 'gold']);
  });

  it('reads a greyed colour word before a colour as its qualifier: "hemp tan" is one tan (twenty-second review)', () => {
    const parsed = parseDesiredColors('hemp tan and deep sea blue').colors;
    expect(parsed.map((c) => c.input)).toEqual(['hemp tan', 'deep sea blue']);
    expect(parsed[0]?.hex).toBe(parseDesiredColors('tan').colors[0]?.hex);
    // Listed, they are two colours; a chromatic word before another is not taken for a grey qualifier.
    expect(parseDesiredColors('hemp and tan').colors.map((c) => c.input)).toEqual(['hemp', 'tan']);
    expect(parseDesiredColors('teal tan').colors.map((c) => c.input)).toEqual(['teal', 'tan']);
  });

  it('keeps a survey colour named after a hue in that hue: "sunset orange" is an orange, not the survey\'s red', () => {
    // The twenty-third review: a community radio station's sunset orange was drawn red in almost every cell.
    const { h } = lch(parseDesiredColors('sunset orange').colors[0]?.hex);
    expect(h ?? 0).toBeGreaterThanOrEqual(38);
    expect(h ?? 0).toBeLessThanOrEqual(70);
    // A colour already inside its hue is left as the survey has it.
    expect(parseDesiredColors('tomato red').colors[0]?.hex).toBe('#EC2D01');
  });

  it('reports words that are not colours without inventing one', () => {
    expect(parseDesiredColors('sparkly warm tones')).toEqual({ colors: [], unknown: ['sparkly', 'warm'], auto: false });
    expect(parseDesiredColors('navy and sparkly')).toMatchObject({ unknown: ['sparkly'] });
    expect(parseDesiredColors('#12345').colors).toEqual([]);
  });
});

describe('colours ruled out', () => {
  it.each([
    ['no red', [], ['#E50000']],
    ['navy, but no red', ['#1C2E5C'], ['#E50000']],
    ['no pink, not purple', [], ['#FF81C0', '#7E1E9C']],
  ])('"%s" asks for %j and rules out %j', (input, asked, avoided) => {
    const result = parseDesiredColors(input);
    expect(result.colors.map((c) => c.hex)).toEqual(asked);
    expect((result.avoided ?? []).map((c) => c.hex)).toEqual(avoided);
  });

  it('leaves the colours to the designer when the only words rule colours out', () => {
    expect(parseDesiredColors('no red').auto).toBe(true);
  });
});

describe('words for a family of colours', () => {
  it('reads "earthy tones" and "autumn colours" as the colours people mean, not as no colour', () => {
    const earthy = parseDesiredColors('earthy tones');
    expect(earthy.unknown).toEqual([]);
    expect(earthy.auto).toBe(false);
    expect(earthy.colors.map((c) => c.name)).toEqual(['Terracotta', 'Olive Green', 'Ochre']);
    expect(parseDesiredColors('autumn colours').colors.map((c) => c.name)).toContain('Burnt Orange');
  });

  it('reads "pastels" as pastel colours, and a shade word before a family shades each of them', () => {
    const pastels = parseDesiredColors('pastels');
    expect(pastels.unknown).toEqual([]);
    expect(pastels.colors.map((c) => c.name)).toEqual(['Pastel Pink', 'Powder Blue', 'Sage']);
    const muted = parseDesiredColors('muted pastels');
    expect(muted.unknown).toEqual([]);
    expect(muted.colors).toHaveLength(3);
    muted.colors.forEach((c, i) => {
      const plain = pastels.colors[i]!;
      expect(lch(c.hex).c).toBeLessThan(lch(plain.hex).c);
      // Still the same colour, only quieter.
      expect(Math.abs((lch(c.hex).h ?? 0) - (lch(plain.hex).h ?? 0))).toBeLessThan(20);
    });
  });

  it('gives no designer a blue or a purple for "earthy tones"', () => {
    const brief = {
      brandName: 'Old Loom',
      industry: 'Vintage clothing',
      oneLiner: 'Denim and leather jackets',
      desiredColors: 'earthy tones',
    };
    for (const id of DESIGNER_IDS) {
      const cool = svgColors(designBrand(brief, id).logos.primary).filter((hex) => {
        const { h, c } = lch(hex);
        return (c ?? 0) > 0.05 && (h ?? 0) > 200 && (h ?? 0) < 330;
      });
      expect(cool, id).toEqual([]);
    }
  });
});

describe('colours asked for in the one-liner', () => {
  it('reads a closing colour phrase when the colour field is empty', () => {
    expect(colorsInText({ oneLiner: 'After-school maths and reading tutoring for children, in navy blue.' })).toBe('navy blue');
    expect(colorsInText({ oneLiner: 'Copper pans and good kitchen tools, in warm copper orange' })).toBe('warm copper orange');
    expect(colorsInText({ oneLiner: 'Window cleaning for homes.', tagline: 'Colours: sky blue and white' })).toBe('sky blue and white');
  });

  it('reads nothing from a phrase that is not all colours (a place, the pine woods)', () => {
    for (const oneLiner of [
      'A campground with a lake in the pine woods.',
      'A bakery in Leeds.',
      'Tax returns in plain English.',
      'Fresh bread.',
      // "Studio" and "Cloud" are colour names in the dictionary; after an article they are places and things.
      'Made-to-measure suits, alterations and wedding wear cut and sewn in the studio.',
      'Backups that live in the cloud.',
    ])
      expect(colorsInText({ oneLiner }), oneLiner).toBeUndefined();
  });

  it('lets the colour field win when it has one, and the phrase stand in when it is empty', () => {
    const oneLiner = 'Tutoring for children, in navy blue.';
    expect(askedColors({ desiredColors: 'forest green', oneLiner })).toBe('forest green');
    expect(askedColors({ desiredColors: '', oneLiner })).toBe('navy blue');
    expect(askedColors({ oneLiner })).toBe('navy blue');
    expect(parseDesiredColors(askedColors({ oneLiner })).colors[0]?.name).toBe('Navy Blue');
  });
});
