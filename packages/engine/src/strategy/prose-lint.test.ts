import { describe, expect, it } from 'vitest';
import { articleFor, isPluralNoun, nounPhrase, pluralPhrase, readIndustry } from './grammar';
import { type LintRule, lintProse } from './prose-lint';

const rulesOf = (text: string, options = {}) => lintProse(text, options).map((f) => f.rule);

describe('prose linter: the slips seen in generated strategies fail', () => {
  it.each<[string, LintRule]>([
    ['Vaultline is a security systems, and its work is trust.', 'article-before-plural'],
    ['Most security systemses blur together.', 'double-plural'],
    ['Most ferrieses blur together.', 'double-plural'],
    ['The route shows a avocado drawn plainly.', 'article'],
    ['The name is set in a old-style serif.', 'article'],
    ['It is an unicorn among florists.', 'article'],
    ['It opens a hour earlier.', 'article'],
    ['It shows a hourglass.', 'article'],
    ['It answers a FAQ in one glance.', 'article'],
    ['Its security systems is the best on the market.', 'plural-subject-singular-verb'],
    ['It is a symbol for the the brand.', 'repeated-word'],
    ['It is a a mark.', 'repeated-word'],
    ['It is a mark for undefined.', 'slot-leftover'],
    ['It is a mark for  the brand.', 'slot-leftover'],
    ['It is a mark for the .', 'slot-leftover'],
    ['It is a mark ( ) for the brand.', 'slot-leftover'],
    ["A dot (the brief's concept, baby, has no simple figure that fits a letter).", 'engine-reasoning'],
    ['Three blades turning (abstract: the brief names no concrete subject).', 'engine-reasoning'],
    ['The line "stay out of trouble is the promise.', 'unbalanced'],
  ])('%s → %s', (text, rule) => {
    expect(rulesOf(text)).toContain(rule);
  });

  it('flags a singular count noun left bare where it needs its article', () => {
    const text = 'Little Acorn is a nursery, and its work comes down to forest nursery.';
    expect(rulesOf(text, { countNouns: ['forest nursery'] })).toContain('bare-singular');
    expect(rulesOf('Its work comes down to a forest nursery.', { countNouns: ['forest nursery'] })).toEqual([]);
  });

  it('passes prose a person would write', () => {
    for (const text of [
      'Halcyon Ferry is a transport company for island commuters, and electric ferries are its whole offer.',
      'The name is set in an old-style serif, an hour before a unicorn, a European and an FAQ page.',
      'Vaultline is a security systems company; most security systems companies look alike.',
      'The initials A and K share a stem, and a bold H holds a sailboat.',
      'Ferries are the offer; news is good; the series is long; a glass bowl; a bus stop.',
      'Coral carries the symbol and a deeper shade of Coral sets the name.',
      'A steady base colour carries the identity while a single loud accent supplies the surprise.',
      'The counter of a heavy O holds cherries: the letter and the business in one form.',
      'Both stand free, drawn in a few flat shapes that survive a one-colour stamp, and a couple of lines.',
    ])
      expect(lintProse(text), text).toEqual([]);
  });

  it("does not judge the user's own words: the name, the tagline and quotations", () => {
    expect(lintProse('Little Molars is a dentist whose line "Brave smiles smiles" stays.', { userText: ['Little Molars'] })).toEqual([]);
    expect(lintProse('Bora Bora is a travel company.', { userText: ['Bora Bora'] })).toEqual([]);
    expect(rulesOf('Bora Bora is a travel company.')).toContain('repeated-word');
    expect(rulesOf('Every pair in the The Salted Anchor logos passes.', { userText: ['The Salted Anchor'] })).toContain('repeated-word');
  });
});

describe('grammar through the maintained libraries', () => {
  it.each([
    ['old-style serif', 'an'],
    ['avocado', 'an'],
    ['hour', 'an'],
    ['unicorn', 'a'],
    ['FAQ', 'an'],
    ['HR platform', 'an'],
    ['SaaS company', 'a'],
    ['European studio', 'a'],
    ['herb garden', 'a'],
    ['Didone', 'a'],
  ])('%s takes "%s"', (word, article) => {
    expect(articleFor(word)).toBe(article);
  });

  it('pluralises the head of a phrase once, and never a plural or a mass noun', () => {
    expect(pluralPhrase('coffee roastery')).toBe('coffee roasteries');
    expect(pluralPhrase('ferries')).toBe('ferries');
    expect(pluralPhrase('security systems')).toBe('security systems');
    expect(pluralPhrase('audit software')).toBe('audit software');
    expect(isPluralNoun('ferries')).toBe(true);
    expect(isPluralNoun('bus')).toBe(false);
    expect(isPluralNoun('glass')).toBe(false);
  });

  it('gives a noun phrase its article only when it is a singular count noun', () => {
    expect(nounPhrase('forest nursery')).toBe('a forest nursery');
    expect(nounPhrase('electric ferries')).toBe('electric ferries');
    expect(nounPhrase('coffee')).toBe('coffee');
    expect(nounPhrase('avocado')).toBe('an avocado');
  });

  it.each([
    ['security systems', 'a security systems company', 'security systems companies'],
    ['ferries', 'a ferry company', 'ferry companies'],
    ['Florist', 'a florist', 'florists'],
    ['audit software', 'an audit software company', 'audit software companies'],
  ])('%s → %s, %s', (industry, one, peers) => {
    const read = readIndustry(industry);
    expect(read.one).toBe(one);
    expect(read.peers).toBe(peers);
    expect(lintProse(`Vaultline is ${read.one}; most ${read.peers} blur together ${read.among}.`)).toEqual([]);
  });
});
