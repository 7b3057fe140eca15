/**
 * Corpus run: every brief of packages/engine/test/corpus/briefs.ts through all 20 designers, with the checks of
 * the engine's second pass (names intact, concept family, requested hues, app icon contrast, seed variety,
 * famous-mark matches) and wall time. Prints a table and rewrites bench/corpus/README.md with the figures.
 * Run: node --import tsx bench/corpus/run.ts [--briefs N] [--variety-briefs K] [--no-write]
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DESIGNER_IDS } from '../../packages/engine/src/dna';
import { CORPUS, type CorpusBrief } from '../../packages/engine/test/corpus/briefs';
import {
  attemptDesign,
  checkConcept,
  checkGuardrail,
  checkHues,
  checkNameIntact,
  countAlikeSeeds,
  guardrailRepairs,
  measureIconContrast,
} from '../../packages/engine/test/corpus/checks';

const { values } = parseArgs({
  options: { briefs: { type: 'string' }, 'variety-briefs': { type: 'string' }, 'no-write': { type: 'boolean' } },
});
const briefs = CORPUS.slice(0, Number(values.briefs ?? CORPUS.length));
const varietyCount = Number(values['variety-briefs'] ?? 3);

interface Tally {
  pass: number;
  fail: number;
  na: number;
}
const tally = (): Tally => ({ pass: 0, fail: 0, na: 0 });
const add = (t: Tally, verdict: string) => {
  if (verdict === 'pass') t.pass++;
  else if (verdict === 'fail') t.fail++;
  else t.na++;
};

interface DesignerRow {
  designs: number;
  errors: number;
  name: Tally;
  concept: Tally;
  lettering: number;
  hues: Tally;
  icon: Tally;
  guardrail: Tally;
  guardrailRepairs: number;
  alikePairs: number;
  varietyDesigners: number;
  ms: number[];
}

const rows = new Map<string, DesignerRow>(
  DESIGNER_IDS.map((id) => [
    id,
    {
      designs: 0,
      errors: 0,
      name: tally(),
      concept: tally(),
      lettering: 0,
      hues: tally(),
      icon: tally(),
      guardrail: tally(),
      guardrailRepairs: 0,
      alikePairs: 0,
      varietyDesigners: 0,
      ms: [],
    },
  ]),
);
const errors: string[] = [];
const conceptMisses = new Map<string, string[]>();
const hueMisses = new Map<string, number>();
const nameCheckIds = new Set<string>();
/** Designs whose mark draws an icon that the primary lockup does not show (record: lockups[].showsMark). */
let iconOutsidePrimary = 0;

function runBrief(entry: CorpusBrief): void {
  for (const id of DESIGNER_IDS) {
    const row = rows.get(id) as DesignerRow;
    const attempt = attemptDesign(entry, id);
    row.designs++;
    row.ms.push(attempt.ms);
    const design = attempt.design;
    if (!design) {
      row.errors++;
      errors.push(`${entry.id} × ${id}: ${attempt.error} (${(attempt.message ?? '').slice(0, 140)})`);
      for (const t of [row.name, row.concept, row.icon, row.guardrail]) t.fail++;
      for (const _ of entry.colors) row.hues.fail++;
      continue;
    }
    const name = checkNameIntact(design);
    for (const checkId of name.ids) nameCheckIds.add(checkId);
    add(row.name, name.verdict);
    const concept = checkConcept(design, entry.concepts);
    if (concept === 'lettering') {
      row.lettering++;
      add(row.concept, entry.concepts.includes('lettering') ? 'pass' : 'n/a');
    } else add(row.concept, concept);
    if ((design.decisions?.mark.icons.length ?? 0) > 0 && design.decisions?.lockups.find((l) => l.id === 'primary')?.showsMark === false)
      iconOutsidePrimary++;
    if (concept === 'fail') {
      const icons = design.decisions?.mark.icons.join('+') ?? '';
      conceptMisses.set(entry.id, [...(conceptMisses.get(entry.id) ?? []), `${id}:${icons}`]);
    }
    for (const hue of checkHues(design, entry.colors)) {
      // Kept in the logo passes; kept only in the palette is the designer's one-colour logic, not a loss.
      add(row.hues, hue.verdict === 'logo' ? 'pass' : hue.verdict === 'palette' ? 'n/a' : 'fail');
      if (hue.verdict === 'lost') hueMisses.set(`${entry.id}/${hue.word}`, (hueMisses.get(`${entry.id}/${hue.word}`) ?? 0) + 1);
    }
    add(row.icon, measureIconContrast(design) >= 3 ? 'pass' : 'fail');
    add(row.guardrail, checkGuardrail(design));
    row.guardrailRepairs += guardrailRepairs(design);
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

const rate = (t: Tally) => (t.pass + t.fail === 0 ? 'n/a' : `${Math.round((100 * t.pass) / (t.pass + t.fail))}%`);
const cell = (t: Tally) => `${t.pass}/${t.pass + t.fail}${t.na ? ` (${t.na} n/a)` : ''}`;

// The commit measured (read before the run: others may commit while it runs).
const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
const started = performance.now();
for (const entry of briefs) runBrief(entry);
const designMs = performance.now() - started;

// Seed variety: briefs spread over the corpus, seeds 1–4, every designer.
const varietyBriefs = Array.from(
  { length: Math.min(varietyCount, briefs.length) },
  (_, i) => briefs[Math.floor((i * briefs.length) / varietyCount)] as CorpusBrief,
);
const varietyStart = performance.now();
for (const entry of varietyBriefs) {
  for (const id of DESIGNER_IDS) {
    const row = rows.get(id) as DesignerRow;
    const result = countAlikeSeeds(entry, id);
    row.alikePairs += result.alike + result.errors.length;
    if (result.alike === 0 && result.errors.length === 0) row.varietyDesigners++;
  }
}
const varietyMs = performance.now() - varietyStart;

const total = (pick: (r: DesignerRow) => Tally): Tally => {
  const t = tally();
  for (const row of rows.values()) {
    const r = pick(row);
    t.pass += r.pass;
    t.fail += r.fail;
    t.na += r.na;
  }
  return t;
};
const allMs = [...rows.values()].flatMap((r) => r.ms);
const designs = allMs.length;
const errorCount = [...rows.values()].reduce((s, r) => s + r.errors, 0);
const lettering = [...rows.values()].reduce((s, r) => s + r.lettering, 0);
const caught = [...rows.values()].reduce((s, r) => s + r.guardrailRepairs, 0);
const fullVariety = [...rows.values()].reduce((s, r) => s + r.varietyDesigners, 0);

const header =
  '| designer | errors | names intact | icon in family | lettering | hues kept | icon ≥ 3:1 | seeds 1–4 distinct | famous-mark clear | median ms |';
const divider = '|---|---|---|---|---|---|---|---|---|---|';
const designerLines = DESIGNER_IDS.map((id) => {
  const r = rows.get(id) as DesignerRow;
  return `| ${id} | ${r.errors} | ${cell(r.name)} | ${cell(r.concept)} | ${r.lettering} | ${cell(r.hues)} | ${cell(r.icon)} | ${r.varietyDesigners}/${varietyBriefs.length} | ${cell(r.guardrail)} | ${Math.round(percentile(r.ms, 0.5))} |`;
});
const summary = [
  `| check | result |`,
  `|---|---|`,
  `| designs | ${designs} (${briefs.length} briefs × ${DESIGNER_IDS.length} designers) |`,
  `| errors (brief threw) | ${errorCount} |`,
  `| names intact (QA ${[...nameCheckIds].join(', ') || 'name checks'}) | ${rate(total((r) => r.name))} ${cell(total((r) => r.name))} |`,
  `| icon from the expected concept family | ${rate(total((r) => r.concept))} ${cell(total((r) => r.concept))}; ${lettering} marks drew no icon; ${iconOutsidePrimary} icons not shown in the primary |`,
  `| requested hues kept (±10° OKLCH, in primary fills) | ${rate(total((r) => r.hues))} ${cell(total((r) => r.hues))} |`,
  `| app icon figure/ground ≥ 3:1 | ${rate(total((r) => r.icon))} ${cell(total((r) => r.icon))} |`,
  `| seed variety (seeds 1–4 all distinct) | ${fullVariety}/${varietyBriefs.length * DESIGNER_IDS.length} designer × brief (${varietyBriefs.map((b) => b.id).join(', ')}) |`,
  `| famous-mark check clear | ${rate(total((r) => r.guardrail))} ${cell(total((r) => r.guardrail))}; ${caught} candidates replaced by the gate |`,
  `| wall time | ${(designMs / 1000).toFixed(1)} s for the corpus (median ${Math.round(percentile(allMs, 0.5))} ms, p95 ${Math.round(percentile(allMs, 0.95))} ms per design); ${(varietyMs / 1000).toFixed(1)} s for seed variety |`,
];
const misses = [...conceptMisses].map(([brief, list]) => `- ${brief}: ${list.join(', ')}`);
const hueLines = [...hueMisses].sort((a, b) => b[1] - a[1]).map(([key, n]) => `- ${key}: ${n}/${DESIGNER_IDS.length}`);

const report = [
  ...summary,
  '',
  header,
  divider,
  ...designerLines,
  '',
  `Errors (${errors.length}):`,
  ...errors.slice(0, 40).map((e) => `- ${e}`),
  '',
  'Icons outside the concept family (brief: designer:icons):',
  ...misses,
  '',
  'Requested colours lost (brief/colour: designers):',
  ...hueLines,
].join('\n');
console.log(report);

if (!values['no-write']) {
  const readme = `# Corpus benchmark

The brief corpus (\`packages/engine/test/corpus/briefs.ts\`: ${CORPUS.length} briefs written the way people type them,
across industries, colour requests and scripts) through all ${DESIGNER_IDS.length} designers, with the checks of the
engine's second pass. The test suite runs a fixed sample of the same checks
(\`packages/engine/test/corpus-sample.test.ts\`).

Run:

\`\`\`sh
node --import tsx bench/corpus/run.ts                  # whole corpus, seed variety on 3 briefs; rewrites this file
node --import tsx bench/corpus/run.ts --briefs 10 --no-write
node --import tsx bench/corpus/sheets.ts               # docs/corpus-sheet.png and docs/seed-sheet.png
node --import tsx bench/corpus/look.ts --designers saul-bass --briefs petal-stem,ember-crumb --seeds 1,2 --lockup icon --out look.png
\`\`\`

What each check measures:

- **names intact**: the QA report's name checks (\`name-*\`) on the returned design; a brief that throws counts as a failure.
- **icon in family**: an icon id of the decision record (\`decisions.mark.icons\`) is in the brief's concept family.
  Marks without an icon are counted as lettering (a pass only where the family lists "lettering").
- **hues kept**: each requested colour has a fill in the primary SVG within 10° OKLCH hue (neutral requests:
  a neutral of similar lightness; a shape with no fill paints black).
- **icon ≥ 3:1**: the app icon at 192 px on the light ground, central 70 %: WCAG ratio of the two commonest colours.
- **seed variety**: primary logos for seeds 1–4 differ pairwise (other bytes and ≥ 0.5 % of pixels at 200 px).
- **famous-mark clear**: the QA report's \`guardrails\` check; "replaced by the gate" counts candidates the
  check rejected before the user saw them.

## Figures

Commit ${commit}, ${new Date().toISOString().slice(0, 16)} UTC, one process on a shared 2-core machine.

${report}
`;
  // The hand-written sections (blind reviews, the app icon count) stay; only the figures are rewritten.
  const file = join(import.meta.dirname, 'README.md');
  const marker = '\n## Figures\n';
  const kept = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const written = kept.includes(marker) ? `${kept.slice(0, kept.indexOf(marker))}${readme.slice(readme.indexOf(marker))}` : readme;
  writeFileSync(file, written);
}
