/** The brief's text rules: what is refused before any drawing, and the length limits the engine holds itself to. */
import { describe, expect, it } from 'vitest';
import { BRIEF_LIMITS, parseBrief } from '../brief-check';
import { EngineError } from '../types';
import { findTextProblem, hasDrawableLetter, MAX_STACKED_MARKS } from './text-rules';

const BRIEF = { brandName: 'Northwind', industry: 'Coffee', oneLiner: 'Small-batch coffee' };

describe('findTextProblem', () => {
  it.each([
    ['a letter under a tower of combining marks', `a${'\u0301'.repeat(59)}`, true, /more than 4 accents or marks stacked/],
    ['a lone surrogate', 'Ab\ud800c', false, /lone UTF-16 surrogate/],
    ['a control character in a name', 'Ab\u0007c', true, /control or bidi-override/],
    ['a bidi override in a tagline', 'ab\u202Ecd', true, /control or bidi-override/],
    ['a NUL in a one-liner', 'small\u0000batch', false, /control characters/],
  ])('refuses %s', (_name, text, drawn, problem) => {
    expect(findTextProblem(text, drawn)).toMatch(problem);
  });

  it.each([
    ['Vietnamese (two marks on a letter)', 'Phở Việt'],
    ['Thai (vowel and tone mark)', 'ที่นี่'],
    ['Devanagari', 'कें'],
    [`${MAX_STACKED_MARKS} marks on one letter, decomposed`, `e${'\u0301\u0302\u0303\u0304'}`],
    ['line breaks in a multi-line field', 'one\ntwo\tthree'],
  ])('accepts %s', (_name, text) => {
    expect(findTextProblem(text, false)).toBeUndefined();
  });
});

describe('hasDrawableLetter', () => {
  it.each([
    ['Hangul fillers', '\u3164\u3164', false],
    ['zero-width joiners', '\u200d\u200b', false],
    ['marks alone', '\u0301\u0302', false],
    ['emoji alone', '🚀🔥', false],
    ['full-width letters', 'ＡＢＣ', true],
    ['a digit', '7', true],
  ])('%s: %s', (_name, text, expected) => {
    expect(hasDrawableLetter(text)).toBe(expected);
  });
});

describe('parseBrief limits', () => {
  it.each(Object.entries(BRIEF_LIMITS))('refuses a %s over %i characters and accepts one at the limit', (field, limit) => {
    expect(() => parseBrief({ ...BRIEF, [field]: 'x'.repeat(limit) })).not.toThrow();
    expect(() => parseBrief({ ...BRIEF, [field]: 'x'.repeat(limit + 1) })).toThrowError(
      new EngineError(`${field} is longer than ${limit} characters`, 'INVALID_BRIEF'),
    );
  });

  it('counts desired colours given as a list as the list written out', () => {
    const colors = Array.from({ length: 20 }, () => 'crimson');
    expect(() => parseBrief({ ...BRIEF, desiredColors: colors })).toThrowError(/desiredColors is longer than 120/);
  });
});
