/** The regular expressions of `match`/`imatch`: RE2's language and linear-time engine, both spellings, the limits. */
import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import {
  compileRegex,
  InvalidRegexError,
  isRegexLimitError,
  MAX_REGEX_LENGTH,
  MAX_REGEX_SUBJECT_LENGTH,
  parseRegex,
  regexMatches,
} from './regex-pattern';

describe('regexMatches', () => {
  it('runs on RE2, whose matching time is linear in the text', () => {
    expect(compileRegex('^(a|a)*$', false)).toBeInstanceOf(RE2JS);
  });

  it.each(['^(a|a)*$', '^(a+)+$', '^(a|aa)*$', '^(a?){25}a{25}$', '^(.*a){20}$', '(x+x+)+y'])(
    'answers %s over a long text that defeats a backtracking engine',
    (pattern) => {
      expect(regexMatches(pattern, false, `${'a'.repeat(5_000)}!`)).toBe(false);
    },
  );

  it('reads POSIX classes, and word boundaries in either spelling', () => {
    expect(regexMatches('^[[:alpha:]]+$', false, 'Omega')).toBe(true);
    expect(regexMatches('^[[:digit:]]+$', false, '12a')).toBe(false);
    expect(regexMatches('\\ycat\\y', false, 'a cat sat')).toBe(true);
    expect(regexMatches('\\bcat\\b', false, 'concatenate')).toBe(false);
  });

  it('lets . match a newline and $ only the end, as PostgreSQL does', () => {
    expect(regexMatches('a.b', false, 'a\nb')).toBe(true);
    expect(regexMatches('a$', false, 'a\nb')).toBe(false);
  });

  it('folds case for imatch only', () => {
    expect(regexMatches('^acme', false, 'Acme')).toBe(false);
    expect(regexMatches('^acme', true, 'Acme')).toBe(true);
  });

  it('refuses a value longer than the limit rather than reading part of it', () => {
    const error = (() => {
      try {
        regexMatches('a', false, 'a'.repeat(MAX_REGEX_SUBJECT_LENGTH + 1));
      } catch (caught) {
        return caught;
      }
    })();
    expect(isRegexLimitError(error) && error.limit).toBe('subject');
    expect(regexMatches('a$', false, 'a'.repeat(MAX_REGEX_SUBJECT_LENGTH))).toBe(true);
  });
});

describe('parseRegex', () => {
  it('spells word boundaries and the end of text for each engine', () => {
    expect(parseRegex('\\bx\\B\\z')).toEqual({ re2: '\\bx\\B\\z', postgres: '\\yx\\Y\\Z' });
    expect(parseRegex('\\yx\\Y\\Z')).toEqual({ re2: '\\bx\\B\\z', postgres: '\\yx\\Y\\Z' });
    expect(parseRegex('[a-z\\d]{2,3}(?:ab)+')).toEqual({ re2: '[a-z\\d]{2,3}(?:ab)+', postgres: '[a-z\\d]{2,3}(?:ab)+' });
  });

  it.each([
    ['(unclosed', 'missing closing )'],
    ['(a)\\1', '\\1 is not supported'],
    ['\\x41B', '\\x is not supported'],
    ['[\\x41]', '\\x is not supported'],
    ['\\Qa.b\\E', '\\Q is not supported'],
    ['\\pL', '\\p is not supported'],
    ['\\mword', '\\m is not supported'],
    ['(?i)a', 'flags'],
    ['(?=a)', 'look-arounds'],
    ['(?P<n>a)', 'named groups'],
    ['a{256}', 'above 255'],
    ['a{,3}', 'escaped as \\{'],
    ['a\\', 'trailing backslash'],
  ])('refuses %s (%s)', (pattern, reason) => {
    expect(() => parseRegex(pattern)).toThrow(InvalidRegexError);
    expect(() => parseRegex(pattern)).toThrow(reason);
  });

  it('bounds the pattern length', () => {
    expect(parseRegex('x'.repeat(MAX_REGEX_LENGTH)).re2).toHaveLength(MAX_REGEX_LENGTH);
    expect(() => parseRegex('x'.repeat(MAX_REGEX_LENGTH + 1))).toThrow(/at most 1000 characters/);
  });
});
