/**
 * Contact sheets for looking at the engine's output: docs/corpus-sheet.png (20 designers × 6 corpus briefs,
 * primary logos, one row per designer) and docs/seed-sheet.png (seeds 1–4 × 20 designers for one brief).
 * Run: node --import tsx bench/corpus/sheets.ts [--brief ID]
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DESIGNER_IDS } from '../../packages/engine/src/dna';
import { type ContactSheetCell, getFontSource, renderContactSheet } from '../../packages/engine/src/node';
import { corpusBrief, SHEET_IDS } from '../../packages/engine/test/corpus/briefs';
import { attemptDesign } from '../../packages/engine/test/corpus/checks';

const { values } = parseArgs({ options: { brief: { type: 'string' } } });
const DOCS = join(import.meta.dirname, '..', '..', 'docs');
/** An empty cell for a brief that threw; the label carries the error code. */
const EMPTY_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><path fill="#F3D6D6" d="M0 0h4v3H0z"/></svg>';

function cellFor(briefId: string, designerId: string, label: string, seed?: number): ContactSheetCell {
  const attempt = attemptDesign(corpusBrief(briefId), designerId, seed);
  if (!attempt.design) return { svg: EMPTY_SVG, label: `${label}: ${attempt.error}` };
  const decisions = attempt.design.decisions;
  const icons = decisions?.mark.icons.join('+');
  const inPrimary = decisions?.lockups.find((l) => l.id === 'primary')?.showsMark !== false;
  return { svg: attempt.design.logos.primary, label: icons ? `${label} [${icons}${inPrimary ? '' : ', not in primary'}]` : label };
}

function writeSheet(file: string, cells: ContactSheetCell[], columns: number): void {
  const png = renderContactSheet(cells, { columns, cellWidth: 360, cellHeight: 220, fonts: getFontSource() });
  writeFileSync(join(DOCS, file), png);
  console.log(`${file}: ${cells.length} cells`);
}

const corpusCells = DESIGNER_IDS.flatMap((designerId) =>
  SHEET_IDS.map((briefId) => cellFor(briefId, designerId, `${designerId} · ${briefId}`)),
);
writeSheet('corpus-sheet.png', corpusCells, SHEET_IDS.length);

const seedBrief = values.brief ?? 'halcyon-ferry';
const seedCells = DESIGNER_IDS.flatMap((designerId) =>
  [1, 2, 3, 4].map((seed) => cellFor(seedBrief, designerId, `${designerId} · seed ${seed}`, seed)),
);
writeSheet('seed-sheet.png', seedCells, 4);
