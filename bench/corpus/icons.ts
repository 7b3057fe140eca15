/**
 * How many app icons are initials only, as a reviewer counts them: the name's initial(s) with nothing of the brief's
 * idea (alone, or with a swash, rule, full stop or sequence colours), or a mark that is letters and nothing else (a
 * monogram), over review briefs × all 20 designers. Also counted: the narrower "initial and nothing added".
 * Run: node --import tsx bench/corpus/icons.ts [--file bench/corpus/review-briefs.json] [--briefs id,id] [--list]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { designBrandWith } from '../../packages/engine/src/design';
import { DESIGNER_IDS } from '../../packages/engine/src/dna';
import type { Candidate } from '../../packages/engine/src/integrate/candidate';
import { planAppIcon } from '../../packages/engine/src/lockups/app-icon';
import { getFontSource, runRasterChecks } from '../../packages/engine/src/node';
import type { Brief } from '../../packages/engine/src/types';

const { values } = parseArgs({
  options: {
    file: { type: 'string', default: 'bench/corpus/review-briefs.json' },
    briefs: { type: 'string' },
    list: { type: 'boolean', default: false },
  },
});
const all = JSON.parse(readFileSync(values.file!, 'utf8')) as { id: string; brief: Brief }[];
const wanted = values.briefs ? new Set(values.briefs.split(',')) : undefined;
const briefs = all.filter((b) => !wanted || wanted.has(b.id));

let total = 0;
let initialsOnly = 0;
let lettersOnly = 0;
const lettersPerDesigner = new Map<string, number>();
/** Devices that add nothing of the brief's idea to the initial. */
const PLAIN_DEVICES = new Set(['swash', 'rule', 'full-stop', 'sequence-colours']);
let failed = 0;
const perDesigner = new Map<string, number>();
const byFigure = new Map<string, number>();
for (const { id, brief } of briefs) {
  let row = 0;
  for (const designerId of DESIGNER_IDS) {
    let last: Candidate | undefined;
    try {
      designBrandWith({
        brief,
        designerId,
        fonts: getFontSource(),
        extraChecks: (candidate) => {
          last = candidate;
          return runRasterChecks(candidate);
        },
      });
    } catch {
      failed++;
      continue;
    }
    if (!last) continue;
    const plan = planAppIcon(last.master) as ReturnType<typeof planAppIcon> & { device?: string };
    const key = plan.device ? `${plan.figure}+${plan.device}` : plan.figure;
    byFigure.set(key, (byFigure.get(key) ?? 0) + 1);
    total++;
    const only = plan.figure === 'initial' && !plan.device;
    const letters =
      (plan.figure === 'initial' && (!plan.device || PLAIN_DEVICES.has(plan.device))) ||
      (plan.figure === 'mark' && last.mark.hasText && (last.mark.features?.icons ?? []).length === 0);
    if (letters) {
      lettersOnly++;
      lettersPerDesigner.set(designerId, (lettersPerDesigner.get(designerId) ?? 0) + 1);
    }
    if (only) {
      initialsOnly++;
      row++;
      perDesigner.set(designerId, (perDesigner.get(designerId) ?? 0) + 1);
    }
    if (values.list) console.log(`${id} · ${designerId} · ${last.mark.archetype} · ${key}`);
  }
  console.log(`${id}: ${row} / ${DESIGNER_IDS.length} initials only`);
}
console.log(
  `\ninitials only: ${initialsOnly} / ${total} (${Math.round((100 * initialsOnly) / Math.max(1, total))} %)${failed ? `, ${failed} failed` : ''}`,
);
console.log(`letters only (no idea of the brief): ${lettersOnly} / ${total} (${Math.round((100 * lettersOnly) / Math.max(1, total))} %)`);
console.log('by figure:', Object.fromEntries([...byFigure].sort((a, b) => b[1] - a[1])));
console.log('by designer:', Object.fromEntries([...perDesigner].sort((a, b) => b[1] - a[1])));
console.log('letters only by designer:', Object.fromEntries([...lettersPerDesigner].sort((a, b) => b[1] - a[1])));
