/**
 * Brand-kit benchmark: time to build the whole kit (.zip) for one design, after a warm-up, as the server does
 * it (one worker thread), plus the time to design the brand itself.
 * Usage: node --import tsx bench/kit/run.ts [runs=5]
 */
import { buildBrandKit } from '@logo-dna/engine/kit';
import { designBrand } from '@logo-dna/engine/node';

const runs = Number(process.argv[2] ?? 5);
const brief = {
  brandName: 'Northwind Coffee',
  industry: 'coffee roastery',
  oneLiner: 'Small-batch coffee roasted for neighbourhood cafés',
  tagline: 'Roasted on Tuesdays',
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

await buildBrandKit(designBrand(brief, 'paul-rand'));
const rows: Array<{ designer: string; designMs: number; kitMs: number; files: number; zipKB: number }> = [];
for (const designer of ['paul-rand', 'saul-bass', 'massimo-vignelli']) {
  const designTimes: number[] = [];
  const kitTimes: number[] = [];
  let files = 0;
  let size = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const design = designBrand(brief, designer, undefined, { variant: i });
    const designed = performance.now();
    const kit = await buildBrandKit(design);
    kitTimes.push(performance.now() - designed);
    designTimes.push(designed - started);
    files = kit.files.length;
    size = kit.zip.length;
  }
  rows.push({
    designer,
    designMs: Math.round(median(designTimes)),
    kitMs: Math.round(median(kitTimes)),
    files,
    zipKB: Math.round(size / 1024),
  });
}
console.table(rows);
