import { describe, expect, it } from 'vitest';
import { type BriefValues, canSubmitBrief, createEmptyBrief, toBrandInput } from './brief-input';

const complete: BriefValues = {
  ...createEmptyBrief('paul-rand'),
  brandName: 'Northwind',
  industry: 'Coffee',
  oneLiner: 'Small-batch coffee',
};

describe('canSubmitBrief (spec §5)', () => {
  const cases: Array<[name: string, values: BriefValues, generating: boolean, expected: boolean]> = [
    ['all required fields filled', complete, false, true],
    ['while generating', complete, true, false],
    ['empty brand name', { ...complete, brandName: '' }, false, false],
    ['whitespace-only industry', { ...complete, industry: '   ' }, false, false],
    ['empty one-liner', { ...complete, oneLiner: '' }, false, false],
    ['no designer', { ...complete, designerDna: '' }, false, false],
    ['optional fields empty', { ...complete, tagline: '', desiredColors: '', competitors: '' }, false, true],
    ['other long values have no bound', { ...complete, oneLiner: 'x'.repeat(5000), competitors: 'y'.repeat(5000) }, false, true],
    ['a name of 60 characters', { ...complete, brandName: 'x'.repeat(60) }, false, true],
    // The server draws names of up to 60 characters and refuses longer ones: the form says so before sending.
    ['a name longer than a logo is drawn for', { ...complete, brandName: 'x'.repeat(61) }, false, false],
  ];
  it.each(cases)('%s', (_name, values, generating, expected) => {
    expect(canSubmitBrief(values, generating)).toBe(expected);
  });
});

describe('toBrandInput', () => {
  it('trims values and leaves blank optional fields out', () => {
    expect(toBrandInput({ ...complete, brandName: '  Northwind ', tagline: '  ', desiredColors: ' auto ' })).toEqual({
      brandName: 'Northwind',
      industry: 'Coffee',
      oneLiner: 'Small-batch coffee',
      tagline: undefined,
      desiredColors: 'auto',
      competitors: undefined,
      designerDna: 'paul-rand',
    });
  });
});
