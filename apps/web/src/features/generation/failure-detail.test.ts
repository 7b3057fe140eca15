import { describe, expect, it } from 'vitest';
import { toValidationDetail } from './failure-detail';

class FakeSdkError extends Error {
  constructor(
    message: string,
    readonly kind: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

const CASES: Array<{ name: string; error: unknown; expected: string | undefined }> = [
  {
    name: 'a 400 validation error names the field by its label',
    error: new FakeSdkError('brandName is longer than 60 characters', 'validation', 400),
    expected: 'Brand name is longer than 60 characters.',
  },
  {
    name: 'the wire path of a field is not shown',
    error: new FakeSdkError('brief.industry is required', 'validation', 400),
    expected: 'Industry is required.',
  },
  {
    name: 'a letterless brand name',
    error: new FakeSdkError('brandName needs at least one letter or digit', 'validation', 400),
    expected: 'Brand name needs at least one letter or digit.',
  },
  {
    name: 'a feature error carrying status 400 keeps its own full stop',
    error: new FakeSdkError('desiredColors has too many entries.', 'ai', 400),
    expected: 'Desired colours has too many entries.',
  },
  { name: 'a server fault says nothing more', error: new FakeSdkError('Internal error', 'network', 500), expected: undefined },
  { name: 'a network failure says nothing more', error: new FakeSdkError('fetch failed', 'network', undefined), expected: undefined },
  { name: 'a plain Error', error: new Error('brandName is bad'), expected: undefined },
  { name: 'an empty validation message', error: new FakeSdkError('  ', 'validation', 400), expected: undefined },
  { name: 'a non-object', error: 'brandName', expected: undefined },
  { name: 'null', error: null, expected: undefined },
];

describe('toValidationDetail', () => {
  for (const { name, error, expected } of CASES) {
    it(name, () => {
      expect(toValidationDetail(error)).toBe(expected);
    });
  }

  it('does not rewrite words that merely contain a field id', () => {
    expect(toValidationDetail(new FakeSdkError('brandNames list is wrong', 'validation', 400))).toBe('brandNames list is wrong.');
  });
});
