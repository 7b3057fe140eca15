/** The name check: every wordmark the lockups set, and a mark that claims to carry the name, spell the whole name. */
import type { LockupMaster } from '../lockups/types';
import type { Mark } from '../marks/types';
import { stripEmoji } from '../type/emoji';
import { applyTextCase } from '../type/text-case';
import type { SetTextResult, TextCase } from '../type/types';
import type { QualityCheck } from '../types';

export interface NameCheckParams {
  name: string;
  /** The DNA's wordmark case transform. */
  textCase: TextCase;
  master: Pick<LockupMaster, 'wordmark' | 'stackedLines'>;
  mark: Pick<Mark, 'carriesName' | 'features'>;
}

// Only a character of a non-Latin script may be missing (no bundled font draws it); Latin letters, digits,
// "&" and punctuation (Common script) and combining marks (Inherited) never may.
const OMITTABLE = /^[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]$/u;

const visible = (chars: Iterable<string>): string[] => [...chars].filter((c) => !/\s/u.test(c));

/**
 * Where `set` departs from `expected` (both without spaces), or null when it spells it: an omission is allowed
 * only for an omittable character, any other difference is reported.
 */
export function findSpellingError(expected: readonly string[], set: readonly string[]): string | null {
  let j = 0;
  for (let i = 0; i < expected.length; i++) {
    const want = expected[i]!;
    if (set[j] === want) {
      j++;
      continue;
    }
    if (OMITTABLE.test(want)) continue;
    return set[j] === undefined ? `"${want}" missing` : `"${set[j]}" set where "${want}" belongs`;
  }
  return j < set.length ? `extra "${set.slice(j).join('')}"` : null;
}

/** The characters of a name after a case transform, spaces and emoji (never set, see type/emoji) removed. */
export function expectedCharacters(name: string, textCase: TextCase): string[] {
  return visible(applyTextCase(stripEmoji(name.normalize('NFC').trim()), textCase).map((c) => c.char));
}

function glyphChars(lines: readonly SetTextResult[]): string[] {
  // A ligature glyph (Arabic lām-alif) draws several characters.
  return visible(lines.flatMap((line) => line.glyphs.flatMap((g) => Array.from(g.char))));
}

/**
 * Whether the mark's own lettering spells the name; marks apply their own case (a collage in capitals,
 * a script in title case), so letters compare case-insensitively.
 */
export function markSpellsName(mark: Pick<Mark, 'carriesName' | 'features'>, name: string): boolean {
  const letters = mark.features?.letters;
  if (!mark.carriesName || letters === undefined) return false;
  const upper = (text: string) => visible(text.normalize('NFC').toLocaleUpperCase('en'));
  return findSpellingError(upper(name), upper(letters)) === null;
}

export function checkNameSpelled(params: NameCheckParams): QualityCheck {
  const expected = expectedCharacters(params.name, params.textCase);
  const errors: string[] = [];
  const wordmark = findSpellingError(expected, glyphChars([params.master.wordmark]));
  if (wordmark) errors.push(`wordmark: ${wordmark}`);
  // Stacked lines are split on spaces, so joined they must spell the same characters.
  const stacked = findSpellingError(expected, glyphChars(params.master.stackedLines));
  if (stacked) errors.push(`stacked wordmark: ${stacked}`);
  if (params.mark.carriesName && !markSpellsName(params.mark, params.name))
    errors.push(`the mark claims the name but sets "${params.mark.features?.letters ?? ''}"`);
  return {
    id: 'name-spelled',
    passed: errors.length === 0,
    detail: errors.length === 0 ? `"${expected.join('')}" set in full` : errors.join('; '),
  };
}
