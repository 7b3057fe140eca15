import { describe, expect, it } from 'vitest';
import { toOneLineStyle, toTitleCase } from './designer-text';

describe('toTitleCase (spec §2: the preset name in title case from the id)', () => {
  it.each([
    ['paul-rand', 'Paul Rand'],
    ['chermayeff-geismar-haviv', 'Chermayeff Geismar Haviv'],
    ['frank-mason-robinson', 'Frank Mason Robinson'],
    ['salvador-dali', 'Salvador Dali'],
  ])('%s → %s', (id, title) => expect(toTitleCase(id)).toBe(title));
});

describe('toOneLineStyle', () => {
  it.each([
    ['Playful modernism. Elementary geometry is bent into a symbol.', 'Playful modernism.'],
    ['Eclectic, warm, idea-first graphics. Rebus and symbol substitution.', 'Eclectic, warm, idea-first graphics.'],
    ['No full stop at all', 'No full stop at all'],
    ['Keeps abbreviations like e.g.x in one sentence. Second.', 'Keeps abbreviations like e.g.x in one sentence.'],
  ])('%s', (description, line) => expect(toOneLineStyle(description)).toBe(line));
});
