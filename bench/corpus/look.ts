/**
 * A larger contact sheet for a close look: the primary logos (or app icons) of some designers over some corpus briefs.
 * Run: node --import tsx bench/corpus/look.ts --designers saul-bass,rob-janoff --briefs halcyon-ferry,petal-stem
 *        [--seeds 1,2] [--lockup primary|icon|horizontal|stacked|monochrome|reversed] [--out FILE]
 *        [--file briefs.json]  (briefs from outside the corpus: a JSON array of { id, brief })
 *        [--cells DIR]  (each cell's SVG too, to compare two builds file by file)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DESIGNER_IDS } from '../../packages/engine/src/dna';
import { getFontSource, renderContactSheet } from '../../packages/engine/src/node';
import { type CorpusBrief, corpusBrief, SHEET_IDS } from '../../packages/engine/test/corpus/briefs';
import { attemptDesign } from '../../packages/engine/test/corpus/checks';

const { values } = parseArgs({
  options: {
    designers: { type: 'string' },
    briefs: { type: 'string' },
    seeds: { type: 'string' },
    lockup: { type: 'string', default: 'primary' },
    columns: { type: 'string', default: '4' },
    out: { type: 'string', default: 'look.png' },
    file: { type: 'string' },
    // Also writes each cell's SVG here (<brief>__<designer>[__<seed>].svg), to compare two builds file by file.
    cells: { type: 'string' },
  },
});
const list = (value: string | undefined, fallback: readonly string[]) => (value ? value.split(',') : [...fallback]);
const designers = list(values.designers, DESIGNER_IDS);
const extra: CorpusBrief[] = values.file
  ? (JSON.parse(readFileSync(values.file, 'utf8')) as Pick<CorpusBrief, 'id' | 'brief'>[]).map((b) => ({
      ...b,
      concepts: [],
      colors: [],
      script: 'latin',
    }))
  : [];
const briefOf = (id: string) => extra.find((b) => b.id === id) ?? corpusBrief(id);
const briefs = list(values.briefs, extra.length > 0 ? extra.map((b) => b.id) : SHEET_IDS);
const seeds = values.seeds ? values.seeds.split(',').map(Number) : [undefined];
const lockup = values.lockup as 'primary';

const cells = designers.flatMap((designerId) =>
  briefs.flatMap((briefId) =>
    seeds.map((seed) => {
      const attempt = attemptDesign(briefOf(briefId), designerId, seed);
      const label = `${designerId} · ${briefId}${seed === undefined ? '' : ` · ${seed}`}`;
      if (!attempt.design)
        return { svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"/>', label: `${label}: ${attempt.error}` };
      const icons = attempt.design.decisions?.mark.icons.join('+');
      if (values.cells) {
        mkdirSync(values.cells, { recursive: true });
        const file = [briefId, designerId, ...(seed === undefined ? [] : [String(seed)])].join('__');
        writeFileSync(join(values.cells, `${file}.svg`), attempt.design.logos[lockup]);
      }
      return { svg: attempt.design.logos[lockup], label: `${label} · ${attempt.design.archetype}${icons ? ` [${icons}]` : ''}` };
    }),
  ),
);
writeFileSync(
  values.out!,
  renderContactSheet(cells, { columns: Number(values.columns), cellWidth: 360, cellHeight: 220, fonts: getFontSource() }),
);
console.log(`${values.out}: ${cells.length} cells`);
