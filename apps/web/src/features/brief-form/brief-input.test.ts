import { BRIEF_LIMITS as PROTOCOL_LIMITS } from '@logo-dna/protocol';
import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, MAX_TAGLINE_LENGTH } from '../editor/TextControls';
import { BRIEF_LIMITS, type BriefValues, briefErrors, canSubmitBrief, createEmptyBrief, toBrandInput } from './brief-input';

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
    [
      'every field at its limit',
      { ...complete, oneLiner: 'x'.repeat(200), competitors: 'y'.repeat(300), tagline: 'z'.repeat(120) },
      false,
      true,
    ],
    ['a one-liner over its limit', { ...complete, oneLiner: 'x'.repeat(201) }, false, false],
    ['a 2,000-character tagline', { ...complete, tagline: 'x'.repeat(2000) }, false, false],
    ['competitors over their limit', { ...complete, competitors: 'y'.repeat(301) }, false, false],
    ['a name of 60 characters', { ...complete, brandName: 'x'.repeat(60) }, false, true],
    // The server draws names of up to 60 characters and refuses longer ones: the form says so before sending.
    ['a name longer than a logo is drawn for', { ...complete, brandName: 'x'.repeat(61) }, false, false],
  ];
  it.each(cases)('%s', (_name, values, generating, expected) => {
    expect(canSubmitBrief(values, generating)).toBe(expected);
  });
});

describe('field limits', () => {
  it('are the protocol’s own limits, imported rather than copied, in the form and in the editor', () => {
    expect(BRIEF_LIMITS).toBe(PROTOCOL_LIMITS);
    expect(MAX_NAME_LENGTH).toBe(PROTOCOL_LIMITS.brandName);
    expect(MAX_TAGLINE_LENGTH).toBe(PROTOCOL_LIMITS.tagline);
  });

  it.each(Object.entries(PROTOCOL_LIMITS))('flag a %s over %i characters, named as the form names it', (field, limit) => {
    const errors = briefErrors({ ...complete, [field]: 'x'.repeat(limit + 1) });
    expect(Object.keys(errors)).toEqual([field]);
    expect(briefErrors({ ...complete, [field]: 'x'.repeat(limit) })).toEqual({});
  });

  it('say which field is over and by how much', () => {
    expect(briefErrors({ ...complete, tagline: 'x'.repeat(130) }).tagline).toBe('Tagline is 130 characters; the limit is 120.');
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
