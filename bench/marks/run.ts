/**
 * Cost of building marks: every archetype × 3 sample briefs with the designer who ranks it highest,
 * after a warm-up round (fonts parsed, icon index built). Reports median CPU time per mark
 * (process.cpuUsage, stable on a shared box) and the size of the path data.
 * Run: node --import tsx bench/marks/run.ts
 */

import { createFixtureContext, SAMPLE_BRIEFS } from '../../packages/engine/scripts/mark-fixtures';
import { DESIGNER_IDS, getDesigner } from '../../packages/engine/src/dna';
import { buildMark, listMarkArchetypes } from '../../packages/engine/src/marks';

function designerFor(archetype: string): string {
  const ranked = DESIGNER_IDS.map((id) => ({ id, index: getDesigner(id).archetypes.findIndex((a) => a.id === archetype) })).filter(
    (d) => d.index >= 0,
  );
  return ranked.sort((a, b) => a.index - b.index)[0]?.id ?? 'paul-rand';
}

function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const contexts = listMarkArchetypes().map((archetype) => ({
  archetype,
  contexts: SAMPLE_BRIEFS.map((brief) => createFixtureContext({ designerId: designerFor(archetype), brief })),
}));
for (const { archetype, contexts: list } of contexts) for (const ctx of list) buildMark(ctx, archetype);

const rows: Array<{ archetype: string; ms: number; bytes: number }> = [];
for (const { archetype, contexts: list } of contexts) {
  let bytes = 0;
  const times = list.map((ctx) =>
    cpuMs(() => {
      bytes = Math.max(
        bytes,
        buildMark(ctx, archetype).layers.reduce((sum, layer) => sum + layer.d.length, 0),
      );
    }),
  );
  rows.push({ archetype, ms: median(times), bytes });
}
rows.sort((a, b) => b.ms - a.ms);
console.log('archetype                        median ms   max path bytes');
for (const row of rows) console.log(`${row.archetype.padEnd(32)} ${row.ms.toFixed(1).padStart(9)} ${String(row.bytes).padStart(16)}`);
const all = rows.map((r) => r.ms);
console.log(
  `\n${rows.length} archetypes: median ${median(all).toFixed(1)} ms, slowest ${Math.max(...all).toFixed(1)} ms, total ${all.reduce((a, b) => a + b, 0).toFixed(0)} ms per brief`,
);
