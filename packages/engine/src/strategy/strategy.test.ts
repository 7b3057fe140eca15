import { describe, expect, it } from 'vitest';
import { buildPalette } from '../color/build-palette';
import { DESIGNER_IDS, getDesigner } from '../dna/index';
import type { DesignerId } from '../dna/types';
import type { Brief, FontChoice, Typography } from '../types';
import type { StrategyMark } from './facts';
import { articleFor, capitalFirst, readIndustry } from './grammar';
import { iconPhrase } from './icon-nouns';
import { countTokens, countWords, writeStrategy } from './index';
import { lintProse } from './prose-lint';
import { readOneLiner } from './reading';
import { DESIGNER_VOICES, LIVING_DESIGNERS } from './voices';

const font = (family: string, category: string): FontChoice => ({
  family,
  package: `@fontsource/${family.toLowerCase().replace(/ /g, '-')}`,
  weights: [400],
  style: 'normal',
  category,
});

function typographyFor(id: string): Typography {
  const t = getDesigner(id).typography;
  const display = t.display[0];
  const support = t.support[0];
  return {
    display: font(display?.family ?? 'Jost', display?.category ?? 'sans'),
    support: font(support?.family ?? 'Inter', support?.category ?? 'sans'),
  };
}

const FIGURE: StrategyMark = {
  archetype: 'pictogram-silhouette',
  baseArchetype: 'pictogram-silhouette',
  description: 'A single boat silhouette, simplified until it reads at favicon size.',
  hasText: false,
  carriesName: false,
  concept: { label: 'boat', icons: ['boat'], words: ['ferries'] },
};
const WORDMARK: StrategyMark = {
  archetype: 'pure-wordmark',
  baseArchetype: 'pure-wordmark',
  description: 'The name set as a refined wordmark.',
  hasText: true,
  carriesName: true,
  concept: { label: 'lettering', icons: [], words: [] },
};
const LETTERS: StrategyMark = {
  archetype: 'geometric-monogram',
  baseArchetype: 'geometric-monogram',
  description: 'A lowercase monogram knocked out of a solid disc.',
  hasText: true,
  carriesName: false,
  features: { letters: 'N' },
};
const ABSTRACT: StrategyMark = {
  archetype: 'rotational-symbol',
  baseArchetype: 'rotational-symbol',
  description: 'Four identical segments turning around a central void.',
  hasText: false,
};

const palettes = new Map<string, ReturnType<typeof buildPalette>>();
function paletteFor(id: string, brief: Brief, variant: number) {
  const key = `${id}|${JSON.stringify(brief)}|${variant}`;
  const palette = palettes.get(key) ?? buildPalette(getDesigner(id), brief, variant);
  palettes.set(key, palette);
  return palette;
}

function strategyFor(brief: Brief, id: string, variant = 0, mark: StrategyMark = LETTERS) {
  const dna = getDesigner(id);
  return writeStrategy({
    brief,
    dna,
    archetype: mark.archetype,
    markDescription: mark.description,
    mark,
    palette: paletteFor(id, brief, variant % 2),
    typography: typographyFor(id),
    variant,
  });
}

const BRIEFS: Brief[] = [
  {
    brandName: 'Northwind Coffee',
    industry: 'Coffee roastery',
    oneLiner: 'We roast small-batch beans for busy mornings.',
    tagline: 'Wake up to better',
    competitors: 'Starbucks, Blue Bottle',
  },
  { brandName: 'Orbitra', industry: 'Satellite data', oneLiner: 'Daily imagery of every field on Earth for farmers' },
  {
    brandName: 'The Kind Fork & Co',
    industry: 'Vegan restaurant',
    oneLiner: 'Plant food that even sceptics love',
    desiredColors: 'forest green, cream',
  },
  { brandName: 'X', industry: 'AI', oneLiner: 'It is what it is' },
  {
    brandName: 'Lumen Legal Partners of North America',
    industry: 'Law firm',
    oneLiner: `${'We help founders raise money and stay out of trouble '.repeat(20)}`,
    tagline: 'Counsel without the fog '.repeat(8),
    competitors: 'Cooley, Wilson Sonsini, Gunderson and Latham and Goodwin',
  },
];

const HALCYON: Brief = {
  brandName: 'Halcyon Ferry',
  industry: 'transport',
  oneLiner: 'Electric ferries for island commuters',
  desiredColors: 'mint, coral',
};

const inBounds = (text: string, min: number, max: number) => {
  expect(countWords(text), text).toBeGreaterThanOrEqual(min);
  expect(countTokens(text), text).toBeLessThanOrEqual(max);
};

const textOf = (s: ReturnType<typeof strategyFor>) => `${s.positioning} ${s.selectedConcept} ${s.rationale}`;

describe('writeStrategy word bounds (spec §9)', () => {
  it.each(DESIGNER_IDS)('%s: positioning 50–120 and rationale 150–200 words for every brief, mark and variant', (id) => {
    for (const brief of [...BRIEFS, HALCYON]) {
      for (const [variant, mark] of [FIGURE, WORDMARK, LETTERS, ABSTRACT].entries()) {
        const s = strategyFor(brief, id, variant, mark);
        inBounds(s.positioning, 50, 120);
        inBounds(s.rationale, 150, 200);
        expect(s.concepts).toHaveLength(3);
        expect(new Set(s.concepts).size).toBe(3);
        expect(s.concepts).toContain(s.selectedConcept);
      }
    }
  });
});

interface ExpectedReading {
  offer?: string;
  audience?: string;
  tension?: string;
}

describe('reading the brief', () => {
  it.each<[string, ExpectedReading]>([
    ['Electric ferries for island commuters', { offer: 'electric ferries', audience: 'island commuters', tension: 'novel' }],
    [
      'Gentle dental care for kids who hate the dentist',
      { offer: 'gentle dental care', audience: 'kids who hate the dentist', tension: 'dislike' },
    ],
    ['We help founders raise money and stay out of trouble', { audience: 'founders' }],
    ['Audit software that finance teams actually trust', { offer: 'audit software', audience: 'finance teams', tension: 'actually' }],
    ['Wood-fired sourdough every morning', { offer: 'wood-fired sourdough', tension: 'craft' }],
    ['Groceries at your door in 20 minutes', { offer: 'groceries', tension: 'speed' }],
    ['We roast small-batch beans for busy mornings', { offer: 'small-batch beans' }],
    ['It is what it is', {}],
  ])('%s', (line, expected) => {
    const r = readOneLiner(line);
    expect(r.offer).toBe(expected.offer);
    expect(r.audience).toBe(expected.audience);
    if (expected.tension) expect(r.tension?.kind).toBe(expected.tension);
  });

  it('uses the offer and the audience in its own sentences instead of quoting the line', () => {
    for (const id of ['paul-rand', 'sagi-haviv', 'paula-scher', 'walter-landor']) {
      const s = strategyFor(HALCYON, id, 0, FIGURE);
      expect(s.positioning).toContain('electric ferries');
      expect(s.positioning.toLowerCase()).toContain('island commuters');
      expect(textOf(s)).not.toContain('"Electric ferries for island commuters"');
    }
  });

  it('quotes only the first sentence of a line it cannot parse, clipped with an ellipsis', () => {
    for (let v = 0; v < 8; v++) {
      const s = strategyFor({ ...(BRIEFS[3] as Brief), oneLiner: 'It is what it is. Every day, for everyone.' }, 'paul-rand', v);
      expect(textOf(s)).not.toContain('Every day, for everyone');
    }
    const long = strategyFor(BRIEFS[4] as Brief, 'terry-heckler');
    const longText = `${long.positioning} ${long.rationale}`;
    expect((longText.match(/"/g) ?? []).length % 2, longText).toBe(0);
    for (const quote of longText.match(/"[^"]+"/g) ?? []) expect(countTokens(quote)).toBeLessThanOrEqual(22);
  });

  it('answers the tagline when given', () => {
    for (let v = 0; v < 6; v++) expect(strategyFor(BRIEFS[0] as Brief, 'ruth-kedar', v).positioning).toContain('"Wake up to better"');
  });

  it('positions against the competitors when given', () => {
    const seen = [0, 1, 2, 3, 4, 5].map((v) => strategyFor(BRIEFS[0] as Brief, 'paul-rand', v).positioning);
    for (const text of seen) expect(text).toMatch(/Starbucks and Blue Bottle/);
  });
});

describe('grammar for any industry phrase', () => {
  it.each([
    ['Florist', 'a florist', 'florists'],
    ['restaurant', 'a restaurant', 'restaurants'],
    ['audit software', 'an audit software company', 'audit software companies'],
    ['AI', 'an AI company', 'AI companies'],
    ['SaaS', 'a SaaS company', 'SaaS companies'],
    ['HR platform', 'an HR platform', 'HR platforms'],
    ["Kids' dentist", "a kids' dentist", "kids' dentists"],
    ['Real Estate', 'a real estate company', 'real estate companies'],
    ['Coffee roastery', 'a coffee roastery', 'coffee roasteries'],
    ['Logistics', 'a logistics company', 'logistics companies'],
    ['University', 'a university', 'universities'],
    ['Wood-fired bakery', 'a wood-fired bakery', 'wood-fired bakeries'],
  ])('%s → %s, %s', (industry, one, peers) => {
    expect(readIndustry(industry).one).toBe(one);
    expect(readIndustry(industry).peers).toBe(peers);
  });

  it('never writes a bare singular, a wrong article or a pluralised mass noun in the documents', () => {
    const industries = [
      'Florist',
      'restaurant',
      'audit software',
      'AI',
      'HR platform',
      "Kids' dentist",
      'Real estate',
      'Yoga studio',
      'Furniture',
    ];
    for (const industry of industries) {
      for (const id of DESIGNER_IDS) {
        const s = strategyFor({ brandName: 'Wren', industry, oneLiner: 'Calm help for busy parents' }, id);
        const text = textOf(s);
        expect(text).not.toMatch(/values (florist|restaurant)\b|\bsoftwares\b|\bfurnitures\b|\bestates\b|florist and|restaurant brand/i);
        for (const [, article, word] of text.matchAll(/\b(a|an) ([\p{L}'’-]+)/gu)) {
          if (/^(a|an)$/.test(word as string)) continue;
          expect(`${article} ${word}`, text).toBe(`${articleFor(word as string)} ${word}`);
        }
      }
    }
  });
});

describe('claims match the built design', () => {
  const noSymbolTalk = (text: string) => text.replace(/\b(no|needs no|without a) symbol\b/gi, '');

  it.each(DESIGNER_IDS)('%s: a wordmark-only logo is never described as having a symbol', (id) => {
    for (let v = 0; v < 6; v++) {
      const s = strategyFor(HALCYON, id, v, WORDMARK);
      expect(noSymbolTalk(`${s.positioning} ${s.rationale}`)).not.toMatch(/\bsymbol|pictogram|silhouette|emblem\b/i);
    }
  });

  it('a lettered mark that spells the whole name counts as a wordmark, a badge holding the name as a badge', () => {
    const spelled: StrategyMark = {
      archetype: 'arc-gesture-wordmark',
      description: 'The name in lowercase with one arc.',
      hasText: true,
      features: { letters: 'halcyonferry' },
    };
    for (let v = 0; v < 6; v++) {
      const s = strategyFor(HALCYON, 'paula-scher', v, spelled);
      expect(noSymbolTalk(`${s.positioning} ${s.rationale}`)).not.toMatch(/\bsymbol|pictogram|silhouette|emblem\b/i);
    }
    const badge: StrategyMark = {
      archetype: 'emblem-badge',
      baseArchetype: 'emblem-badge',
      description: 'The name inside an oval.',
      hasText: true,
      carriesName: true,
    };
    expect(strategyFor(HALCYON, 'walter-landor', 0, badge).rationale).toMatch(/badge/);
  });

  it('a figure mark is described by what it depicts and the words that chose it', () => {
    const texts = [0, 1, 2, 3].map((v) => strategyFor(HALCYON, 'rob-janoff', v, FIGURE).rationale);
    for (const t of texts) expect(t).toMatch(/\bboat\b/);
    expect(texts.join(' ')).not.toMatch(/\btruck\b/);
  });

  it('an abstract mark is not said to picture the business', () => {
    for (let v = 0; v < 6; v++) {
      const s = strategyFor(HALCYON, 'chermayeff-geismar-haviv', v, ABSTRACT);
      expect(s.rationale).not.toMatch(/picture of|depicts (a|an) /);
    }
  });

  it('names the requested colours and the roles that honour them', () => {
    const dna = getDesigner('sagi-haviv');
    const palette = buildPalette(dna, HALCYON, 0);
    const honoured = palette.colors.filter((c) => c.requested);
    const s = strategyFor(HALCYON, 'sagi-haviv', 0, FIGURE);
    for (const c of honoured) expect(s.rationale.toLowerCase()).toContain(c.requested);
    expect(s.rationale).toMatch(/Plus Jakarta Sans|Inter|Jost/);
  });

  it('says both requested colours are kept only when the logo paints both', () => {
    const dna = getDesigner('sagi-haviv');
    const palette = buildPalette(dna, HALCYON, 0);
    const coral = palette.colors.find((c) => c.requested === 'coral')?.hex as string;
    const mint = palette.colors.find((c) => c.requested === 'mint')?.hex as string;
    const write = (fills: string[], name: string) =>
      writeStrategy({
        brief: HALCYON,
        dna,
        archetype: FIGURE.archetype,
        markDescription: FIGURE.description,
        mark: FIGURE,
        palette,
        nameInk: name,
        drawn: { fills, name },
        typography: typographyFor('sagi-haviv'),
      }).rationale;
    const onlyCoral = write([coral, '#111111'], '#111111');
    expect(onlyCoral).not.toMatch(/Both requested colours/);
    expect(onlyCoral).toMatch(/One requested colour is in the logo: coral in the symbol\. Mint stays in the palette/);
    const both = write([coral, mint], mint);
    expect(both).toMatch(/Both requested colours are in the logo: coral in the symbol and mint/);
    const withOwnRed = write([coral, mint, '#1565C0'], mint);
    expect(withOwnRed).not.toMatch(/no other hue/);
  });
});

describe('the rationale does not contradict the drawing beside it', () => {
  const COFFEE: Brief = { brandName: 'Ember Cup', industry: 'Coffee shop', oneLiner: 'Espresso and pastries by the station' };
  const write = (id: string, mark: StrategyMark, fills: string[], variant: number) =>
    writeStrategy({
      brief: COFFEE,
      dna: getDesigner(id),
      archetype: mark.archetype,
      markDescription: mark.description,
      mark,
      palette: paletteFor(id, COFFEE, 0),
      nameInk: fills.at(-1) as string,
      drawn: { fills, name: fills.at(-1) as string },
      typography: typographyFor(id),
      variant,
    }).rationale;
  const CUP_IN_DISC: StrategyMark = {
    archetype: 'pictogram-silhouette',
    baseArchetype: 'pictogram-silhouette',
    description: 'A cup knocked out of a solid disc.',
    hasText: false,
    carriesName: false,
    concept: { label: 'cup', icons: ['cup'], words: ['espresso'] },
  };

  it('a designer whose habit is a warm pair says nothing of warmth when the logo is black on grey', () => {
    for (const id of ['saul-bass', 'walter-landor']) {
      for (let v = 0; v < 12; v++) {
        const text = write(id, CUP_IN_DISC, ['#1A1A1A', '#6B6B6B'], v);
        expect(text, `${id} v${v}`).not.toMatch(/warm pairing|appetite/);
      }
    }
    // The habit is still named when the logo really wears it.
    const warm = Array.from({ length: 12 }, (_, v) => write('saul-bass', CUP_IN_DISC, ['#D2341E', '#1A1A1A'], v));
    expect(warm.some((t) => /warm pairing/.test(t))).toBe(true);
  });

  it('saturated primaries and flag inks are not claimed for a logo drawn in one grey ink', () => {
    const habits = DESIGNER_IDS.filter((id) => ['primary-set', 'flag'].includes(getDesigner(id).color.strategy));
    expect(habits.length).toBeGreaterThan(1);
    for (const id of habits)
      for (let v = 0; v < 12; v++) expect(write(id, FIGURE, ['#3A3A3A'], v), `${id} v${v}`).not.toMatch(/saturated primaries|like a flag/);
  });

  it('never calls a stock figure in a disc a departure from generic emblems or clichés', () => {
    for (const id of DESIGNER_IDS)
      for (let v = 0; v < 6; v++) expect(write(id, CUP_IN_DISC, ['#5A3A22', '#1A1A1A'], v)).not.toMatch(/generic emblems|clich/);
  });

  it('names the ground colour at most twice, not in every sentence about colour', () => {
    let most = 0;
    for (const id of DESIGNER_IDS)
      for (let v = 0; v < 8; v++) {
        const brief = BRIEFS[v % 3] as Brief;
        const ground = paletteFor(id, brief, v % 2).colors.find((c) => c.role === 'background')?.name ?? 'white';
        const text = strategyFor(brief, id, v, FIGURE).rationale;
        const count = text.split(ground).length - 1;
        most = Math.max(most, count);
        expect(count, `${id} v${v}: ${text}`).toBeLessThanOrEqual(2);
      }
    expect(most).toBeGreaterThan(0);
  });

  it('never points at routes the page does not show ("of the three routes")', () => {
    for (const id of DESIGNER_IDS)
      for (let v = 0; v < 12; v++) expect(write(id, FIGURE, ['#0B3D91', '#1A1A1A'], v)).not.toMatch(/three routes/i);
  });

  it('says where a figure fused with the name sits', () => {
    const KEY_IN_O: StrategyMark = {
      archetype: 'rebus',
      baseArchetype: 'rebus',
      description: 'HOLLIS with a key in the counter of the O.',
      hasText: true,
      carriesName: true,
      concept: { label: 'key', icons: ['key'], words: ['locksmith'] },
      features: { letters: 'HOLLIS', icons: ['key'], counterFigure: 'O' },
    };
    const texts = Array.from({ length: 12 }, (_, v) => write('paul-rand', KEY_IN_O, ['#C8102E', '#1A1A1A'], v));
    expect(texts.some((t) => /The key takes the counter of the O in Ember Cup/.test(t))).toBe(true);
  });
});

describe('one document does not repeat itself', () => {
  it.each(DESIGNER_IDS)("%s: the designer's question and enemy appear at most once per document", (id) => {
    const { question, enemy } = DESIGNER_VOICES[id as DesignerId];
    for (let v = 0; v < 8; v++) {
      const s = strategyFor(BRIEFS[v % 5] as Brief, id, v, [FIGURE, LETTERS, ABSTRACT, WORDMARK][v % 4]);
      const text = `${s.positioning} ${s.concepts.join(' ')} ${s.rationale}`;
      expect(text.split(question).length - 1, text).toBeLessThanOrEqual(1);
      expect(text.split(enemy).length - 1, text).toBeLessThanOrEqual(1);
    }
  });
});

describe('tense per designer', () => {
  // Present: third person singular, or plural for a firm ("Chermayeff & Geismar & Haviv build").
  const PRESENT =
    /^(starts?|does|do|prizes?|handles?|applies|apply|makes?|uses?|reduces?|lets?|draws?|sets?|builds?|looks?|checks?|tests?|cuts?|adds?|puts?|writes?|wraps?|turns?|finds?|gives?|combines?|treats?|removes?|frames?|grounds?|mixes|mix|trusts?|borrows?|plays?)$/;
  const PAST =
    /^(started|did|prized|handled|applied|made|used|reduced|let|drew|set|built|looked|checked|tested|cut|added|put|wrote|wrapped|turned|found|gave|combined|treated|removed|framed|grounded|mixed|trusted|borrowed|played)$/;

  it.each(DESIGNER_IDS)('%s: living designers in the present, the late in the past', (id) => {
    const designer = getDesigner(id).name;
    const living = LIVING_DESIGNERS.has(id);
    const verbs: string[] = [];
    for (let v = 0; v < 24; v++) {
      const s = strategyFor(BRIEFS[v % 3] as Brief, id, v, [FIGURE, LETTERS, ABSTRACT][v % 3]);
      const text = `${s.positioning} ${s.rationale}`;
      for (const m of text.matchAll(new RegExp(`${designer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},? (?:who )?(\\w+)`, 'g')))
        verbs.push(m[1] as string);
    }
    // "let", "set", "put" and "cut" are both; only unambiguous forms count as wrong.
    const wrong = verbs.filter((verb) => (living ? PAST : PRESENT).test(verb) && !/^(let|set|put|cut)$/.test(verb));
    expect(wrong).toEqual([]);
    expect(verbs.some((verb) => (living ? PRESENT : PAST).test(verb))).toBe(true);
  });
});

describe('the palette sentence says what the palette does', () => {
  const SOLACE: Brief = {
    brandName: 'Solace Hospice',
    industry: 'healthcare',
    oneLiner: 'Compassionate end-of-life care at home',
    desiredColors: 'lavender',
  };

  it.each(DESIGNER_IDS)('%s: a lavender ground with its own deep ink is never described as a loud accent or a spectrum', (id) => {
    for (const variant of [0, 1, 2, 3]) {
      const text = strategyFor(SOLACE, id, variant, WORDMARK).rationale;
      expect(text).not.toMatch(/loud accent|full spectrum|saturated primaries|hot, warm pairing|earthy, roasted/);
    }
  });
});

describe('the issue examples, written for every designer, lint clean', () => {
  const figure = (icon: string): StrategyMark => ({
    archetype: 'pictogram-silhouette',
    baseArchetype: 'pictogram-silhouette',
    description: `${capitalFirst(iconPhrase(icon))} knocked out of a solid disc.`,
    hasText: false,
    carriesName: false,
    concept: { label: icon, icons: [icon], words: [] },
  });
  const briefs: Brief[] = [
    { brandName: 'Vaultline', industry: 'security systems', oneLiner: 'Alarm systems for small shops', desiredColors: 'orange' },
    { brandName: 'Halcyon', industry: 'ferries', oneLiner: 'Electric ferries for island commuters' },
    { brandName: 'Little Acorn', industry: 'forest nursery', oneLiner: 'A forest nursery for curious toddlers' },
    { brandName: 'Café Zoé', industry: 'vegan café', oneLiner: 'Avocado toast and oat lattes', desiredColors: 'avocado, cream' },
  ];

  it.each(DESIGNER_IDS)('%s', (id) => {
    const findings: string[] = [];
    for (const [i, brief] of briefs.entries()) {
      for (const icon of ['avocado', 'scales', 'mountains', 'egg', 'hourglass']) {
        const s = strategyFor(brief, id, i, figure(icon));
        const fields = [s.positioning, ...s.concepts, s.rationale];
        for (const text of fields)
          for (const f of lintProse(text, { userText: [brief.brandName] })) findings.push(`${f.rule}: ${f.message} — ${text}`);
        expect(textOf(s)).not.toMatch(/\bsecurity systemses|ferrieses|is a security systems(?! company)|comes down to forest nursery/);
      }
    }
    expect(findings).toEqual([]);
  });
});

describe('the selected route is told by the built mark', () => {
  it('opens with the description, lowered after the title unless it starts with the name', () => {
    for (let v = 0; v < 4; v++) {
      const s = strategyFor(HALCYON, 'rob-janoff', v, FIGURE);
      expect(s.selectedConcept).toMatch(/^[^:]+: a single boat silhouette, simplified until it reads at favicon size/);
    }
    const named: StrategyMark = { ...WORDMARK, description: 'Halcyon Ferry in a flowing script with one swash.' };
    expect(strategyFor(HALCYON, 'frank-mason-robinson', 0, named).selectedConcept).toMatch(/^[^:]+: Halcyon Ferry in a flowing script/);
  });
});

describe('a plural figure takes a plural verb', () => {
  const figure = (icons: string[]): StrategyMark => ({
    archetype: 'pictogram-silhouette',
    baseArchetype: 'pictogram-silhouette',
    description: `${capitalFirst(iconPhrase(icons[0] as string))} knocked out of a solid disc.`,
    hasText: false,
    carriesName: false,
    concept: { label: icons[0] as string, icons, words: [] },
  });
  const brief: Brief = { brandName: 'Summit', industry: 'mountain guides', oneLiner: 'Guided climbs in the high mountains' };
  // "The mountains says", "the scales comes": a singular verb after a plural or a pair of subjects.
  const WRONG =
    /\bthe (?:mountains|scales|boat and the anchor|mountains and the sun) (?:says|comes|shows|stands|reads|carries|keeps|holds|is|was)\b/i;

  it.each(DESIGNER_IDS)('%s', (id) => {
    for (const icons of [['mountains'], ['scales'], ['boat', 'anchor'], ['mountains', 'sun']]) {
      for (let variant = 0; variant < 6; variant++) expect(textOf(strategyFor(brief, id, variant, figure(icons)))).not.toMatch(WRONG);
    }
  });

  it('the sentence is written, with the plural verb', () => {
    const texts = DESIGNER_IDS.flatMap((id) => [0, 1, 2, 3, 4, 5].map((v) => textOf(strategyFor(brief, id, v, figure(['mountains'])))));
    expect(texts.some((text) => /\bThe mountains say what\b/.test(text))).toBe(true);
  });
});

describe('a pictogram named after a brand is called what it shows', () => {
  it('the Phosphor "lego" brick is a toy brick in the copy, never a trademark', () => {
    expect(iconPhrase('ph:lego-fill')).toBe('a toy brick');
    expect(iconPhrase('lego')).not.toMatch(/lego/i);
  });
});
