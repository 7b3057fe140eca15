/**
 * Renders marks per archetype × sample brands to PNG contact strips for visual review.
 * Run: npx tsx packages/engine/scripts/render-marks.ts [archetype …] [--designer id] [--variant n]
 * Output: $TMPDIR/logo-dna-marks/<archetype>.png (one strip per archetype, one tile per brand).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { DESIGNER_IDS, getDesigner } from '../src/dna';
import { buildMark, checkForbiddenMotifs, listMarkArchetypes, type Mark } from '../src/marks';
import { createFixtureContext, SAMPLE_BRIEFS } from './mark-fixtures';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const designerFlag = flag('--designer');
const variant = Number(flag('--variant') ?? 0);
const outDir = join(tmpdir(), 'logo-dna-marks');
mkdirSync(outDir, { recursive: true });

/** The designer whose archetype list names this archetype first (so tiles show the right hand). */
function designerFor(archetype: string): string {
  if (designerFlag) return designerFlag;
  const ranked = DESIGNER_IDS.map((id) => ({ id, index: getDesigner(id).archetypes.findIndex((a) => a.id === archetype) })).filter(
    (d) => d.index >= 0,
  );
  ranked.sort((a, b) => a.index - b.index);
  return ranked[0]?.id ?? 'paul-rand';
}

const COLORS: Record<string, string> = { primary: '#1B5FAA', secondary: '#E03A2F', accent: '#F5B400', ink: '#111111', ground: '#FFFFFF' };

function tile(mark: Mark, x: number): string {
  const paths = mark.layers.map((l) => `<path d="${l.d}" fill="${COLORS[l.ink]}" fill-rule="${l.fillRule}"/>`).join('');
  return `<g transform="translate(${x} 0)"><rect width="1000" height="1000" fill="#fff" stroke="#ddd" stroke-width="4"/>${paths}</g>`;
}

const archetypes = args.length > 0 ? args : listMarkArchetypes();
const rows: string[] = [];
for (const archetype of archetypes) {
  const designerId = designerFor(archetype);
  const tiles: string[] = [];
  SAMPLE_BRIEFS.forEach((brief, i) => {
    try {
      const mark = buildMark(createFixtureContext({ designerId, brief, variant }), archetype);
      const guard = checkForbiddenMotifs(mark, getDesigner(designerId));
      if (!guard.passed) console.warn(`${archetype}/${brief.brandName}: ${guard.violations.map((v) => v.id).join(', ')}`);
      tiles.push(tile(mark, i * 1000));
    } catch (error) {
      console.error(`${archetype}/${brief.brandName}: ${(error as Error).message}`);
    }
  });
  rows.push(`<g transform="translate(0 ${rows.length * 1000})">${tiles.join('')}</g>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SAMPLE_BRIEFS.length * 1000} 1000">${tiles.join('')}</svg>`;
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: 900 } }).render().asPng();
  writeFileSync(join(outDir, `${archetype}.png`), png);
  console.log(`${archetype} (${designerId}) → ${join(outDir, `${archetype}.png`)}`);
}

// Contact sheets of 12 rows each, in the order printed above.
const ROWS_PER_SHEET = 12;
for (let start = 0; start < rows.length; start += ROWS_PER_SHEET) {
  const chunk = rows.slice(start, start + ROWS_PER_SHEET).map((row, i) => row.replace(/translate\(0 \d+\)/, `translate(0 ${i * 1000})`));
  const sheet = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SAMPLE_BRIEFS.length * 1000} ${chunk.length * 1000}">${chunk.join('')}</svg>`;
  writeFileSync(
    join(outDir, `_sheet-${start / ROWS_PER_SHEET + 1}.png`),
    new Resvg(sheet, { fitTo: { mode: 'width', value: 600 } }).render().asPng(),
  );
}
