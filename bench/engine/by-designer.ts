/**
 * Engine benchmark per designer: the pure core (designBrandWith) for each designer, median CPU over rounds.
 * Run: node --import tsx bench/engine/by-designer.ts [rounds]
 */
import { designBrandWith } from '../../packages/engine/src/design';
import { DESIGNER_IDS } from '../../packages/engine/src/dna';
import { getFontSource } from '../../packages/engine/src/node';
import type { Brief } from '../../packages/engine/src/types';

const BRIEF: Brief = {
  brandName: 'Northwind Coffee',
  industry: 'coffee roastery',
  oneLiner: 'Small-batch coffee roasted by the harbour',
  tagline: 'Roasted by the sea',
};

const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const rounds = Number(process.argv[2] ?? 3);
const fonts = getFontSource();
const times = new Map<string, number[]>(DESIGNER_IDS.map((id) => [id, []]));
const warm = Number(process.argv[3] ?? 1);
for (let round = -warm; round < rounds; round++) {
  for (const id of DESIGNER_IDS) {
    const cpu = cpuMs();
    designBrandWith({ brief: BRIEF, designerId: id, fonts });
    if (round >= 0) times.get(id)?.push(cpuMs() - cpu);
  }
}
for (const [id, cpu] of [...times].sort((a, b) => median(b[1]) - median(a[1]))) {
  console.log(
    `${id.padEnd(28)} median ${median(cpu).toFixed(1).padStart(7)} ms  min ${Math.min(...cpu)
      .toFixed(1)
      .padStart(7)}  max ${Math.max(...cpu)
      .toFixed(1)
      .padStart(7)}`,
  );
}
