/** A host check that cannot measure a candidate fails it: the design is repaired or refused, never a crash. */
import { describe, expect, it } from 'vitest';
import { designBrandWith } from '../design';
import { EngineError } from '../types';
import { createNodeFontSource } from './fonts';

const BRIEF = { brandName: 'Northwind', industry: 'Coffee', oneLiner: 'Small-batch coffee' };

describe('designBrandWith with a throwing extra check', () => {
  it('ends in QUALITY_FAILED (422 on the wire) after its repairs, with the reason in the report', () => {
    const design = () =>
      designBrandWith({
        brief: BRIEF,
        designerId: 'paul-rand',
        seed: 1,
        fonts: createNodeFontSource(),
        extraChecks: () => {
          throw new Error('Target size is zero');
        },
      });
    expect(design).toThrowError(EngineError);
    expect(design).toThrowError(/could not be measured \(Target size is zero\)/);
    try {
      design();
    } catch (error) {
      expect((error as EngineError).code).toBe('QUALITY_FAILED');
    }
  });
});
