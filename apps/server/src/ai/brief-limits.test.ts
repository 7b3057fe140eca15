/** The form, the API and the engine agree on how long each brief field may be. */
import { BRIEF_LIMITS as ENGINE_LIMITS, MAX_BRAND_NAME_LENGTH as ENGINE_NAME_LIMIT, MAX_EDITED_TAGLINE_LENGTH } from '@logo-dna/engine';
import { BRIEF_LIMITS, MAX_BRAND_NAME_LENGTH } from '@logo-dna/protocol';
import { describe, expect, it } from 'vitest';

describe('brief field limits', () => {
  it('are the same numbers in the protocol the form reads and in the engine that refuses longer text', () => {
    expect(ENGINE_LIMITS).toEqual(BRIEF_LIMITS);
    expect(MAX_BRAND_NAME_LENGTH).toBe(ENGINE_NAME_LIMIT);
  });

  it('bound what the editor may set as well', () => {
    expect(MAX_EDITED_TAGLINE_LENGTH).toBe(BRIEF_LIMITS.tagline);
  });
});
