/**
 * Real variety and originality (designer-dna.md §0, §6): every seed is a different take of the designer, the same
 * designer draws different marks for different briefs, and no module's first choice is a famous mark. Checked on
 * the candidates the modules build, before the QA gate could replace anything.
 */
import { describe, expect, it } from 'vitest';
import { DESIGNER_IDS } from '../src/dna';
import { buildCandidate, type Candidate, NO_REPAIR } from '../src/integrate/candidate';
import { checkForbiddenMotifs } from '../src/marks';
import { getFontSource } from '../src/node';
import { seedFor } from '../src/random';
import type { Brief } from '../src/types';
import { corpusBrief, SAMPLE_IDS, SHEET_IDS } from './corpus/briefs';

const fonts = getFontSource();

function candidate(brief: Brief, designerId: string, seed: number, variant = 0): Candidate {
  return buildCandidate({ brief, designerId, seed, takeSeed: seed, variant, fonts }, NO_REPAIR);
}

/** What a take is, in words: its archetype and its mark's construction, numbers and letters aside. */
function formOf(c: Candidate): string {
  return `${c.mark.archetype}|${c.mark.description.replace(/\d+(\.\d+)?/g, '#')}`;
}

/** The mark's geometry alone (no colour): the layers' outlines. */
function geometryOf(c: Candidate): string {
  return c.mark.layers.map((l) => l.d).join('|');
}

const briefOf = (id: string): Brief => corpusBrief(id).brief;

describe('seeds 1–4 of one brief', () => {
  const brief = briefOf('halcyon-ferry');

  it.each(DESIGNER_IDS)('%s: four different primaries, each a different archetype or family', (designerId) => {
    const takes = [1, 2, 3, 4].map((seed) => candidate(brief, designerId, seed));
    expect(new Set(takes.map((c) => c.design.logos.primary)).size).toBe(4);
    expect(new Set(takes.map(formOf)).size, takes.map(formOf).join('\n')).toBe(4);
  });

  it.each(['carolyn-davidson', 'chermayeff-geismar-haviv', 'sagi-haviv', 'saul-bass'])(
    '%s: regenerating from seed 1 walks the takes of seeds 2–4',
    (designerId) => {
      const bySeed = [2, 3, 4].map((seed) => candidate(brief, designerId, seed).mark.archetype);
      const byVariant = [1, 2, 3].map((variant) => candidate(brief, designerId, 1, variant).mark.archetype);
      expect(byVariant).toEqual(bySeed);
    },
  );
});

describe('one designer, different briefs', () => {
  it.each(DESIGNER_IDS)('%s: six briefs give six different marks', (designerId) => {
    // Each brief at its own default seed, as a user first sees it.
    const marks = SHEET_IDS.map((id) => candidate(briefOf(id), designerId, seedFor(briefOf(id).brandName, designerId, 0)));
    expect(new Set(marks.map(geometryOf)).size).toBe(SHEET_IDS.length);
  });
});

describe('originality', () => {
  const ids = [...new Set([...SAMPLE_IDS, ...SHEET_IDS])].slice(0, 10);

  it('uses ten briefs', () => {
    expect(ids).toHaveLength(10);
  });

  it.each(DESIGNER_IDS)('%s: no first-choice mark of ten briefs matches a famous mark', (designerId) => {
    const failures = ids.flatMap((id) => {
      const c = candidate(briefOf(id), designerId, seedFor(briefOf(id).brandName, designerId, 0));
      const result = checkForbiddenMotifs(c.mark, c.dna);
      return result.passed ? [] : [`${id}: ${c.mark.archetype} ${result.violations.map((v) => v.id).join(',')}`];
    });
    expect(failures).toEqual([]);
  });
});
