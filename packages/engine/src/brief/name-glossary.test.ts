import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { conceptsForWord } from '../icons/concepts';
import { dealtIdeas, namePunOf } from '../marks/icon-pick';
import type { Brief } from '../types';
import { glossNameWords, NAME_GLOSSARY } from './name-glossary';

describe('Cyrillic and Greek name words', () => {
  it('gives every word an English word the concept table knows', () => {
    const unknown = NAME_GLOSSARY.filter(([, english]) => conceptsForWord(english).length === 0);
    expect(unknown).toEqual([]);
  });

  it.each([
    ['Ласточка', ['swallow']],
    ['СОРОКА', ['magpie']],
    ['Φάρος', ['lighthouse']],
    ['ΦΑΡΟΣ', ['lighthouse']],
    ['Мёд и Хлеб', ['honey', 'bread']],
    ['Снегирь', ['bullfinch']],
    // Й and ё fold under NFD like the entries: the sparrow and the tea are found.
    ['Воробей', ['sparrow']],
    ['Чай и Мёд', ['tea', 'honey']],
    ['Kestrel Crane Hire', []],
    ['Иванов и партнёры', []],
  ])('reads %s as %j', (name, english) => {
    expect(glossNameWords(name)).toEqual(english);
  });

  // Nobody drew the swallow, the magpie or the lighthouse these names are (twenty-ninth and thirtieth reviews).
  it.each<[string, Brief, string]>([
    [
      'the swallow of Ласточка',
      {
        brandName: 'Ласточка',
        industry: 'Saturday Russian language school for children',
        oneLiner: 'Saturday morning Russian lessons, songs and stories for children aged 4 to 12, in a church hall in Bristol.',
      },
      'bird',
    ],
    [
      'the magpie of Сорока',
      { brandName: 'Сорока', industry: 'pawnbroker', oneLiner: 'Loans against jewellery, watches and gold, valued while you wait.' },
      'bird',
    ],
    [
      'the lighthouse of Φάρος',
      // No word of the coast but the name's own: the lighthouse is the name's picture.
      { brandName: 'Φάρος', industry: 'sailing school', oneLiner: 'Dinghy and keelboat courses for adults and children.' },
      'lighthouse',
    ],
  ])('deals %s as an idea of the name', (_, brief, icon) => {
    const ctx = createFixtureContext({ designerId: 'paul-rand', brief, variant: 0 });
    expect(namePunOf(ctx)?.name).toBe(icon);
    expect(dealtIdeas(ctx).map((m) => m.name)).toContain(icon);
  });
});
