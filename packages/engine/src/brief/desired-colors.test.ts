import { describe, expect, it } from 'vitest';
import { parseDesiredColors } from './desired-colors';

const hexes = (input: string | string[] | undefined) => parseDesiredColors(input).colors.map((c) => c.hex);

describe('parseDesiredColors', () => {
  it.each<[string, string | string[] | undefined, string[]]>([
    ['CSS names split by comma and "and"', 'navy, teal and gold', ['#000080', '#008080', '#FFD700']],
    ['two-word CSS name then a common word, spaces only', 'forest green burgundy', ['#228B22', '#800020']],
    ['#rgb and #rrggbb, any case', '#f60 #AbCdEf', ['#FF6600', '#ABCDEF']],
    ['array input', ['Navy', 'Gold'], ['#000080', '#FFD700']],
    ['hue word after a colour', 'navy blue & emerald green', ['#000080', '#50C878']],
    ['hyphenated and spaced off-white', 'off-white / off white', ['#FAF9F6']],
    ['CSS compound names', 'light blue, dark red, sky blue', ['#ADD8E6', '#8B0000', '#87CEEB']],
    ['British grey', 'slate grey', ['#708090']],
    ['CSS functions with commas inside', 'rgb(255, 0, 0) and hsl(120 50% 50%)', ['#FF0000', '#40BF40']],
    ['filler words ignored', 'navy and gold tones, please', ['#000080', '#FFD700']],
    ['duplicates dropped', 'teal, #008080, Teal', ['#008080']],
    ['semicolons and newlines', 'crimson;\nivory', ['#DC143C', '#FFFFF0']],
    ['lime means lime green (the hue of CSS lime), not the neon screen primary', 'lime', ['#32CD32']],
  ])('%s', (_name, input, expected) => {
    expect(hexes(input)).toEqual(expected);
  });

  it.each<[string | string[] | undefined]>([[undefined], [''], ['   '], ['auto'], ['AUTO'], ['any'], [[]], [['auto']]])(
    'treats %j as automatic',
    (input) => {
      expect(parseDesiredColors(input)).toEqual({ colors: [], unknown: [], auto: true });
    },
  );

  it('names colours in title case and keeps what the user typed', () => {
    expect(parseDesiredColors('forest green').colors[0]).toEqual({ input: 'forest green', name: 'Forest Green', hex: '#228B22' });
    expect(parseDesiredColors('#ff6600').colors[0]).toEqual({ input: '#ff6600', name: '#FF6600', hex: '#FF6600' });
  });

  it('applies shade modifiers in OKLCH, keeping the hue family', () => {
    const [deep, pastel] = parseDesiredColors('deep teal, pastel pink').colors;
    expect(deep?.name).toBe('Deep Teal');
    expect(deep?.hex).toBe('#005151');
    expect(pastel?.name).toBe('Pastel Pink');
    expect(pastel?.hex).toBe('#EACACF');
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
    'rebeccapurple',
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
    expect(parseDesiredColors('mint').colors[0]?.hex).toBe('#AAF0D1');
    const [light, dark, muted, bright] = parseDesiredColors('light sage, dark terracotta, muted mustard, bright coral').colors;
    expect([light?.name, dark?.name, muted?.name, bright?.name]).toEqual([
      'Light Sage',
      'Dark Terracotta',
      'Muted Mustard',
      'Bright Coral',
    ]);
    expect(parseDesiredColors('sage and terracotta, auto').colors.map((c) => c.input)).toEqual(['sage', 'terracotta']);
  });

  it('reports words that are not colours without inventing one', () => {
    expect(parseDesiredColors('earthy warm tones')).toEqual({ colors: [], unknown: ['earthy', 'warm'], auto: false });
    expect(parseDesiredColors('navy and sparkly')).toMatchObject({ unknown: ['sparkly'] });
    expect(parseDesiredColors('#12345').colors).toEqual([]);
  });
});
