/**
 * Brand-kit benchmark: time to build the whole kit (.zip) for one design, after a warm-up, as the server does
 * it (one worker thread), plus the time to design the brand itself.
 * Usage: node --import tsx bench/kit/run.ts [runs=5]   (KIT_DESIGNERS=paul-rand for one design)
 */
import type { buildBrandKit as BuildBrandKit } from '@logo-dna/engine/kit';
import type { designBrand as DesignBrand } from '@logo-dna/engine/node';

/**
 * KIT_ENGINE_ROOT=/path/to/packages/engine times another checkout's engine with the same script (e.g. the commit
 * before a change, `git archive <commit> packages/engine | tar -x -C /tmp/before`), for a before/after ratio.
 */
const root = process.env.KIT_ENGINE_ROOT;
const { buildBrandKit } = (await import(root ? `${root}/src/node/kit/index.ts` : '@logo-dna/engine/kit')) as {
  buildBrandKit: typeof BuildBrandKit;
};
const { designBrand } = (await import(root ? `${root}/src/node/index.ts` : '@logo-dna/engine/node')) as { designBrand: typeof DesignBrand };
const designers = (process.env.KIT_DESIGNERS ?? 'paul-rand,saul-bass,massimo-vignelli').split(',');

const runs = Number(process.argv[2] ?? 5);
const brief = {
  brandName: 'Northwind Coffee',
  industry: 'coffee roastery',
  oneLiner: 'Small-batch coffee roasted for neighbourhood cafés',
  tagline: 'Roasted on Tuesdays',
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

await buildBrandKit(designBrand(brief, 'paul-rand'));
const rows: Array<{ designer: string; designMs: number; kitMs: number; kitCpuMs: number; files: number; zipKB: number }> = [];
for (const designer of designers) {
  const designTimes: number[] = [];
  const kitTimes: number[] = [];
  // CPU time of the whole process (the main thread and resvg's pool): what a kit costs, whatever else the machine runs.
  const kitCpu: number[] = [];
  let files = 0;
  let size = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const design = designBrand(brief, designer, undefined, { variant: i });
    const designed = performance.now();
    const cpu = process.cpuUsage();
    const kit = await buildBrandKit(design);
    kitTimes.push(performance.now() - designed);
    const used = process.cpuUsage(cpu);
    kitCpu.push((used.user + used.system) / 1000);
    designTimes.push(designed - started);
    files = kit.files.length;
    size = kit.zip.length;
  }
  rows.push({
    designer,
    designMs: Math.round(median(designTimes)),
    kitMs: Math.round(median(kitTimes)),
    kitCpuMs: Math.round(median(kitCpu)),
    files,
    zipKB: Math.round(size / 1024),
  });
}
console.table(rows);
