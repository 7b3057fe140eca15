import { describe, expect, it } from 'vitest';
import { getDesigner } from '../../dna';
import { type Box, boxOfRings, isPointInRings, ringsArea } from '../../geometry';
import { fitArchetypes } from '../../integrate/archetype-fit';
import { buildCandidate, NO_REPAIR } from '../../integrate/candidate';
import { designBrand, getFontSource } from '../../node';
import { regionFromPath } from '../../path';
import { checkNameIntact, checkNameSpelled } from '../../qa/name-check';
import type { Brief } from '../../types';
import { NAME_WORD_DESIGNERS, offersNameWords, readNameWords } from '../name-words';

const NAME_WORD = 'name-word-lettering';
const DESIGNERS = Object.keys(NAME_WORD_DESIGNERS);

const wobbly: Brief = { brandName: 'Wobbly Giraffe Toys', industry: 'Toy shop', oneLiner: 'Wooden toys and jigsaw puzzles for children.' };
const dogEared: Brief = { brandName: 'Dog-Eared Books', industry: 'Bookshop', oneLiner: 'New and second-hand fiction, with story time.' };
const plainNames: Brief[] = [
  { brandName: 'Nailed It Studio', industry: 'Nail salon', oneLiner: 'Gel manicures and nail art.' },
  { brandName: 'Ink & Iron Collective', industry: 'Tattoo studio', oneLiner: 'Blackwork and fine-line tattoos.' },
];

/**
 * The brief with its last word swapped until this designer has a seat for the name (three designers act out one name's
 * words: offersNameWords), so each designer's treatment can be measured.
 */
function seated(brief: Brief, designerId: string): Brief {
  const stem = brief.brandName.split(' ').slice(0, -1).join(' ');
  const names = [
    brief.brandName,
    ...['Shop', 'Club', 'Store', 'House', 'Press', 'Room', 'Works', 'Studio', 'Place'].map((w) => `${stem} ${w}`),
  ];
  const name = names.find((candidate) => offersNameWords(designerId, candidate));
  if (!name) throw new Error(`no seat for ${designerId}`);
  return { ...brief, brandName: name };
}

/** The design this designer draws when the name-word archetype is its only choice (every other one skipped). */
function nameWordCandidate(brief: Brief, designerId: string, seed = 0) {
  const skipArchetypes = getDesigner(designerId).archetypes.map((a) => a.id);
  return buildCandidate({ brief, designerId, seed, variant: 0, fonts: getFontSource() }, { ...NO_REPAIR, skipArchetypes });
}

/** The angle of a shape's principal axis (degrees), from the second moments of its area sampled on a grid. */
function principalAngle(d: string): { angle: number; elongation: number } {
  const rings = regionFromPath(d, 0.5);
  const box: Box = boxOfRings(rings);
  const n = 60;
  let m = 0;
  let sx = 0;
  let sy = 0;
  const points: Array<[number, number]> = [];
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const x = box.minX + ((i + 0.5) / n) * (box.maxX - box.minX);
      const y = box.minY + ((j + 0.5) / n) * (box.maxY - box.minY);
      if (!isPointInRings({ x, y }, rings)) continue;
      points.push([x, y]);
      m++;
      sx += x;
      sy += y;
    }
  const cx = sx / m;
  const cy = sy / m;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (const [x, y] of points) {
    xx += (x - cx) ** 2;
    yy += (y - cy) ** 2;
    xy += (x - cx) * (y - cy);
  }
  const angle = (0.5 * Math.atan2(2 * xy, xx - yy) * 180) / Math.PI;
  const spread = Math.sqrt((xx - yy) ** 2 + 4 * xy * xy);
  return { angle, elongation: (xx + yy + spread) / Math.max(1e-9, xx + yy - spread) };
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const turn = (a: number, b: number) => {
  const d = ((((a - b) % 180) + 270) % 180) - 90;
  return Math.abs(d);
};

describe('the lexicon of name words', () => {
  it('reads the words that ask for a treatment, and only whole words', () => {
    expect(readNameWords('Wobbly Giraffe Toys').map((w) => [w.word, w.family])).toEqual([
      ['Wobbly', 'wobble'],
      ['Giraffe', 'reach'],
    ]);
    expect(readNameWords('Dog-Eared Books').map((w) => w.family)).toEqual(['fold']);
    expect(readNameWords('Sharp & Co.').map((w) => w.family)).toEqual(['cut']);
    expect(readNameWords('Seam & Thread').map((w) => w.family)).toEqual(['stitch', 'stitch']);
    for (const name of ['Nailed It Studio', 'Ink & Iron Collective', 'Okafor & Sons Plumbing', 'Highland Rovers', 'Rockpool Café'])
      expect(readNameWords(name)).toEqual([]);
  });

  it('reads a closed compound by its parts, the whole word acting it out, and never a word that is common alone', () => {
    expect(readNameWords('Hemline').map((w) => [w.word, w.family])).toEqual([['Hemline', 'stitch']]);
    expect(readNameWords('Hopscotch').map((w) => [w.word, w.family])).toEqual([['Hopscotch', 'wobble']]);
    expect(readNameWords('Cutwater Marine').map((w) => w.family)).toEqual(['cut']);
    expect(readNameWords('Towerbridge').map((w) => w.family)).toEqual(['reach']);
    // Common words on their own, a part ending other words, place names, no lexicon part.
    for (const name of ['Seamless', 'Handmade', 'Hopeless', 'Highfield', 'Edgeware', 'Kiln', 'Sunfield', 'Copperline'])
      expect(readNameWords(name), name).toEqual([]);
  });

  it("gives a compound name's default designs the lettering that acts it out (a tailor's Hemline sewn along its baseline)", () => {
    const hemline: Brief = {
      brandName: 'Hemline',
      industry: 'Tailoring and alterations',
      oneLiner: 'Hems taken up and suits fitted by hand.',
    };
    const offering = DESIGNERS.filter((id) => offersNameWords(id, hemline.brandName));
    expect(offering).toHaveLength(3);
    const drawn = offering.map((id) => designBrand(hemline, id)).filter((d) => d.archetype === NAME_WORD);
    expect(drawn.length).toBeGreaterThanOrEqual(1);
    for (const design of drawn) {
      expect(design.strategy.rationale).toMatch(/running stitch/);
      expect(design.quality.checks.filter((c) => !c.passed)).toEqual([]);
    }
  });
});

describe('which designers offer it', () => {
  it('gives three of the listed designers the archetype first, at its share, when the name carries a word, and never otherwise', () => {
    for (const brief of [wobbly, dogEared, { ...wobbly, brandName: 'Jolly Tailors' }, { ...wobbly, brandName: 'Sharp Edge Cutlers' }]) {
      const offering = DESIGNERS.filter((id) => offersNameWords(id, brief.brandName));
      expect(offering.length, brief.brandName).toBe(3);
      for (const id of DESIGNERS) {
        const fitted = fitArchetypes(getDesigner(id), brief).dna.archetypes;
        if (offering.includes(id)) expect(fitted[0]).toEqual({ id: NAME_WORD, weight: NAME_WORD_DESIGNERS[id]!.weight });
        else expect(fitted.map((a) => a.id)).not.toContain(NAME_WORD);
        expect(fitted.reduce((sum, a) => sum + a.weight, 0)).toBeCloseTo(1, 6);
      }
    }
    // Which three changes from name to name.
    const seatsOf = (name: string) => DESIGNERS.filter((id) => offersNameWords(id, name)).join();
    expect(new Set(['Wobbly Toys', 'Wobbly Bakes', 'Wobbly Books', 'Wobbly Socks', 'Jolly Wobbly'].map(seatsOf)).size).toBeGreaterThan(1);
    for (const id of DESIGNERS)
      for (const brief of plainNames)
        expect(fitArchetypes(getDesigner(id), brief).dna.archetypes.map((a) => a.id)).not.toContain(NAME_WORD);
    // A designer whose rules do not letter the name this way never gets it.
    expect(fitArchetypes(getDesigner('rob-janoff'), wobbly).dna.archetypes.map((a) => a.id)).not.toContain(NAME_WORD);
  });

  it('is chosen often among the default designs of a name that carries a word', () => {
    const designer = DESIGNERS.find((id) => offersNameWords(id, dogEared.brandName))!;
    const chosen = [0, 1, 2, 3, 4, 5].filter((seed) => designBrand(dogEared, designer, seed).archetype === NAME_WORD);
    expect(chosen.length).toBeGreaterThanOrEqual(2);
  });

  it('never draws it for a name without one', () => {
    for (const brief of plainNames)
      for (const seed of [0, 1]) expect(designBrand(brief, 'paula-scher', seed).archetype).not.toBe(NAME_WORD);
  });
});

describe('a wobbly name wobbles', () => {
  it.each(DESIGNERS.filter((id) => NAME_WORD_DESIGNERS[id]!.families.includes('wobble')))(
    '%s tips the letters of "Wobbly" alternately and keeps the rest upright',
    (designerId) => {
      // The take steps through the families the name carries: find this designer's wobble.
      const candidate = [0, 1, 2, 3, 4, 5]
        .map((seed) => nameWordCandidate(seated(wobbly, designerId), designerId, seed))
        .find((c) => c.mark.features?.nameWord?.family === 'wobble');
      expect(candidate, 'a take that wobbles').toBeDefined();
      const { mark, master } = candidate!;
      const glyphs = mark.features!.nameGlyphs!;
      const clean = master.wordmark.glyphs.filter((g) => g.d.trim() !== '');
      expect(glyphs.map((g) => g.char).join('')).toBe(clean.map((g) => g.char).join(''));
      const turns = glyphs.map((g, i) => {
        const drawn = principalAngle(g.d);
        const set = principalAngle(clean[i]!.d);
        return set.elongation > 1.6 ? turn(drawn.angle, set.angle) : undefined;
      });
      const wobbled = turns.slice(0, 6).filter((t): t is number => t !== undefined);
      const steady = turns.slice(6).filter((t): t is number => t !== undefined);
      expect(wobbled.length).toBeGreaterThanOrEqual(2);
      // Measured against the name line set in the same face (its weight may differ a little for some designers).
      expect(median(wobbled)).toBeGreaterThanOrEqual(5);
      expect(Math.max(...wobbled)).toBeLessThanOrEqual(14);
      // Well under the wobble: the reference line may be another weight of the face, whose diagonals lean a little apart.
      expect(median(steady)).toBeLessThan(2.5);
      // The bouncing baseline: the word's letters do not sit on one line.
      const bottoms = glyphs.slice(0, 5).map((g) => boxOfRings(regionFromPath(g.d, 0.5)).maxY);
      const cap = boxOfRings(regionFromPath(glyphs[0]!.d, 0.5)).maxY - boxOfRings(regionFromPath(glyphs[0]!.d, 0.5)).minY;
      expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeGreaterThan(cap * 0.08);
      // Every letter whole and clear of its neighbours; the name spelled; the strategy says what the drawing does.
      const design = candidate!.design;
      expect(checkNameIntact({ master, mark, logos: { primary: design.logos.primary }, ground: candidate!.inks.light }).passed).toBe(true);
      expect(
        checkNameSpelled({ name: seated(wobbly, designerId).brandName, textCase: candidate!.dna.typography.wordmark.case, master, mark })
          .passed,
      ).toBe(true);
      expect(JSON.stringify(design.strategy)).toMatch(/bouncing baseline/);
    },
  );
});

describe('a dog-eared name gets a folded corner', () => {
  it.each(DESIGNERS.filter((id) => NAME_WORD_DESIGNERS[id]!.families.includes('fold')))(
    '%s folds the top corner of the page over as a triangle in a second tone',
    (designerId) => {
      const brief = seated(dogEared, designerId);
      const { mark, design, master } = nameWordCandidate(brief, designerId);
      expect(mark.features?.nameWord?.family).toBe('fold');
      const page = boxOfRings(mark.layers.flatMap((l) => regionFromPath(l.d, 0.5)));
      const flap = mark.layers.find((l) => l.tone !== undefined);
      expect(flap?.tone?.dl).toBeGreaterThan(0);
      const rings = regionFromPath(flap!.d, 0.5);
      const box = boxOfRings(rings);
      // A right triangle (half its box) in the page's top right corner.
      expect(ringsArea(rings) / ((box.maxX - box.minX) * (box.maxY - box.minY))).toBeCloseTo(0.5, 1);
      expect(box.maxX).toBeCloseTo(page.maxX, 0);
      expect(box.minY).toBeCloseTo(page.minY, 0);
      // The flap never reaches a letter: the letters are knocked out of the page, whole.
      for (const g of mark.features!.letterGlyphs!) {
        const letter = boxOfRings(regionFromPath(g.d, 0.5));
        expect(letter.maxX < box.minX || letter.minY > box.maxY).toBe(true);
      }
      expect(
        checkNameSpelled({ name: brief.brandName, textCase: getDesigner(designerId).typography.wordmark.case, master, mark }).passed,
      ).toBe(true);
      expect(JSON.stringify(design.strategy)).toMatch(/folded over/);
    },
  );
});

describe('a name without a lexicon word', () => {
  it('cannot be drawn by the module', () => {
    const candidate = nameWordCandidate(plainNames[0]!, 'paula-scher');
    expect(candidate.mark.archetype).not.toBe(NAME_WORD);
  });
});

describe('a ridge climbs to a crest', () => {
  const ridgeline: Brief = { brandName: 'Ridgeline Roofing', industry: 'Roofing contractor', oneLiner: 'Slate and tile roofs repaired.' };

  it.each(DESIGNERS.filter((id) => NAME_WORD_DESIGNERS[id]!.families.includes('rise')))(
    '%s sets the middle of RIDGELINE higher than its ends, every letter upright and whole',
    (designerId) => {
      const brief = seated(ridgeline, designerId);
      const candidate = nameWordCandidate(brief, designerId);
      expect(candidate.mark.features?.nameWord?.family).toBe('rise');
      const { mark, master, design } = candidate;
      const glyphs = mark.features!.nameGlyphs!.slice(0, 9);
      const boxes = glyphs.map((g) => boxOfRings(regionFromPath(g.d, 0.5)));
      const cap = boxes[0]!.maxY - boxes[0]!.minY;
      // y grows downwards: a raised letter's foot is higher (smaller) than the ends'.
      const feet = boxes.map((b) => b.maxY);
      const ends = Math.min(feet[0]!, feet[feet.length - 1]!);
      expect(Math.min(...feet.slice(2, -2))).toBeLessThan(ends - cap * 0.25);
      // Upright: no letter turned, so each keeps its height relative to the first as set.
      const clean = master.wordmark.glyphs.filter((g) => g.d.trim() !== '').map((g) => boxOfRings(regionFromPath(g.d, 0.5)));
      const setCap = clean[0]!.maxY - clean[0]!.minY;
      boxes.forEach((b, i) => {
        expect((b.maxY - b.minY) / cap).toBeCloseTo((clean[i]!.maxY - clean[i]!.minY) / setCap, 2);
      });
      expect(checkNameIntact({ master, mark, logos: { primary: design.logos.primary }, ground: candidate.inks.light }).passed).toBe(true);
      expect(checkNameSpelled({ name: brief.brandName, textCase: candidate.dna.typography.wordmark.case, master, mark }).passed).toBe(true);
      expect(JSON.stringify(design.strategy)).toMatch(/crests?/);
    },
  );

  it('leaves a word of four letters level (a plateau is no crest)', () => {
    expect(readNameWords('Peak Cycles').map((w) => w.family)).toEqual(['rise']);
    const candidate = nameWordCandidate({ ...ridgeline, brandName: 'Peak Cycles' }, 'paula-scher');
    expect(candidate.mark.archetype).not.toBe(NAME_WORD);
  });
});

describe('a rooted name sinks one stem like a root', () => {
  const rootline: Brief = {
    brandName: 'Rootline Genealogy',
    industry: 'Family history research',
    oneLiner: 'Professional genealogists who trace family trees.',
  };

  it('reads roots, depth and anchors, and a compound by its root', () => {
    expect(readNameWords('Rootline').map((w) => w.family)).toEqual(['root']);
    expect(readNameWords('Deep Roots').map((w) => w.family)).toEqual(['root', 'root']);
    expect(readNameWords('Anchor Yard').map((w) => w.family)).toEqual(['root']);
    expect(readNameWords('Rooster Coffee')).toEqual([]);
  });

  it.each(DESIGNERS.filter((id) => NAME_WORD_DESIGNERS[id]!.families.includes('root')))(
    '%s runs one stem of ROOTLINE down below the line, the name intact and spelled',
    (designerId) => {
      const brief = seated(rootline, designerId);
      const candidate = nameWordCandidate(brief, designerId);
      expect(candidate.mark.features?.nameWord?.family).toBe('root');
      const { mark, master, design } = candidate;
      const glyphs = mark.features!.nameGlyphs!.slice(0, 8);
      const boxes = glyphs.map((g) => boxOfRings(regionFromPath(g.d, 0.5)));
      const feet = boxes.map((b) => b.maxY);
      const base = median(feet);
      const cap = median(boxes.map((b) => b.maxY - b.minY));
      const rooted = feet.flatMap((y, i) => (y > base + cap * 0.5 ? [glyphs[i]!.char] : []));
      // One letter roots, and only one whose stem is its whole foot (never the E of DEEP losing its arm).
      expect(rooted).toHaveLength(1);
      expect(rooted[0]).toMatch(/^[ITFPl]$/);
      expect(checkNameIntact({ master, mark, logos: { primary: design.logos.primary }, ground: candidate.inks.light }).passed).toBe(true);
      expect(checkNameSpelled({ name: brief.brandName, textCase: candidate.dna.typography.wordmark.case, master, mark }).passed).toBe(true);
      expect(JSON.stringify(design.strategy)).toMatch(/like a root/);
    },
  );
});
