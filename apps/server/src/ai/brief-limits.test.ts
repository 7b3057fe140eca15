/** The form and the engine agree on how long a brand name may be. */
import { MAX_BRAND_NAME_LENGTH as ENGINE_LIMIT } from '@logo-dna/engine';
import { MAX_BRAND_NAME_LENGTH } from '@logo-dna/protocol';
import { describe, expect, it } from 'vitest';

describe('brand name limit', () => {
  it('is the same number in the protocol the form reads and in the engine that refuses longer names', () => {
    expect(MAX_BRAND_NAME_LENGTH).toBe(ENGINE_LIMIT);
  });
});
