/**
 * A tagline set in a grey is the setting's quiet voice, not a colour of the logo: a designer of one colour and
 * black (Davidson: the colour in the mark, the name in black) keeps its tagline without failing its ink count.
 */
import { describe, expect, it } from 'vitest';
import { DESIGNER_IDS } from '../src/dna';
import { designBrand } from '../src/node';

const brief = {
  brandName: 'Fenwick Veterinary',
  industry: 'veterinary clinic',
  oneLiner: 'Dog and cat care on the high street',
  tagline: 'Kind hands for every paw',
  desiredColors: 'teal',
};

describe('a colour brief with a tagline', () => {
  it.each(DESIGNER_IDS)('%s: designs it, within its ink count', (designerId) => {
    const design = designBrand(brief, designerId);
    expect(design.quality.checks.find((c) => c.id === 'ink-count')?.passed).toBe(true);
    // The designer's own mark stands: none was thrown away for the tagline's grey.
    expect(design.quality.repairs.filter((r) => r.includes('ink-count'))).toEqual([]);
    expect(design.logos.primary).toContain('fill=');
  });
});
