import { describe, expect, it } from 'vitest';
import { extractBriefTerms } from './keywords';
import { lemmatize } from './lemmas';

const find = (text: string, word: string) => lemmatize(text).find((l) => l.word === word);

describe('lemmatize', () => {
  it.each([
    ['Electric ferries for island commuters', 'ferry', 'noun'],
    ['Wood-fired sourdough and pastries baked every morning', 'pastry', 'noun'],
    ['Wood-fired sourdough and pastries baked every morning', 'bake', 'verb'],
    ['Hand-tied bouquets and seasonal flowers', 'bouquet', 'noun'],
  ])('"%s" has the lemma %s (%s)', (text, word, pos) => {
    expect(find(text, word)?.pos).toBe(pos);
  });

  it('drops stop words and filler', () => {
    const words = lemmatize('The best new company that helps people with their ferries').map((l) => l.word);
    expect(words).toContain('ferry');
    for (const w of ['the', 'best', 'new', 'company', 'help', 'people', 'their']) expect(words).not.toContain(w);
  });

  it('keeps hyphenated compounds whole, with their halves marked as parts', () => {
    expect(find('Wood-fired loaves', 'wood-fired')?.compound).toBe(true);
    expect(find('Wood-fired loaves', 'wood')?.part).toBe(true);
  });

  it('marks who is served ("for …") and where ("by …") apart from what the business is', () => {
    expect(find('Electric ferries for island commuters', 'commuter')?.audience).toBe(true);
    expect(find('Electric ferries for island commuters', 'ferry')?.audience).toBeUndefined();
    expect(find('Small plates by the harbour', 'harbour')?.setting).toBe(true);
    expect(find('Outdoor, play-based early years education', 'education')?.setting).toBeUndefined();
  });

  it('marks what comes with the service ("… included") as kit, not the trade', () => {
    const text = 'Guided caving trips into limestone caves, helmets and lamps included.';
    for (const word of ['helmet', 'lamp']) expect(find(text, word)?.extra, word).toBe(true);
    for (const word of ['cave', 'caving', 'trip']) expect(find(text, word)?.extra, word).toBeUndefined();
  });

  it('roots "chillies" as the pepper, not the adjective "chilly"', () => {
    const text = 'We ferment chillies from our own polytunnel.';
    expect(find(text, 'chilli')?.pos).toBe('noun');
    expect(find(text, 'chilly')).toBeUndefined();
  });

  it('keeps "3D" as a word', () => {
    expect(find('Online 3D printing in resin and nylon', '3d')).toBeDefined();
  });

  it('keeps a list of whom the business serves as the audience past its commas, and no further', () => {
    const text = 'Rents and installs lighting for weddings, festivals and outdoor parties';
    for (const word of ['wedding', 'festival', 'party']) expect(find(text, word)?.audience, word).toBe(true);
    expect(find(text, 'lighting')?.audience).toBeUndefined();
    // A comma that starts a new clause ends the audience.
    // "care" tagged as a verb after the list's "and" names the homes: the list goes on (twenty-ninth review).
    const homes = 'Fire-warden training for shops, offices and care homes.';
    for (const word of ['shop', 'office', 'care', 'home']) expect(find(homes, word)?.audience, word).toBe(true);
    const clauses = 'Coffee for commuters, pastries baked daily';
    expect(find(clauses, 'commuter')?.audience).toBe(true);
    expect(find(clauses, 'pastry')?.audience).toBeUndefined();
  });

  it('keeps two-letter business words (HR, AI)', () => {
    expect(lemmatize('HR software').map((l) => l.word)).toContain('hr');
  });
});

describe('extractBriefTerms', () => {
  it('reads the one-liner, the name, the industry and the tagline, each tagged with its source', () => {
    const terms = extractBriefTerms({
      brandName: 'Halcyon Ferry',
      industry: 'transport',
      oneLiner: 'Electric ferries',
      tagline: 'Cross calm',
    });
    const sourceOf = (word: string) => terms.find((t) => t.word === word)?.source;
    expect(sourceOf('ferry')).toBe('oneLiner');
    expect(sourceOf('halcyon')).toBe('name');
    expect(sourceOf('transport')).toBe('industry');
    expect(sourceOf('calm')).toBe('tagline');
  });

  it('reads the singular of a plural in a title-cased name ("Little Acorns" names an acorn), not of a word in -ss', () => {
    const words = extractBriefTerms({ brandName: 'Little Acorns', industry: 'nursery school', oneLiner: 'Play outdoors' }).map(
      (t) => `${t.source}:${t.word}`,
    );
    expect(words).toContain('name:acorn');
    expect(extractBriefTerms({ brandName: 'Boss Press', industry: 'printing', oneLiner: 'Posters' }).map((t) => t.word)).not.toContain(
      'pres',
    );
  });
});
