/**
 * Engine benchmark: one brief, all 20 designers. Reports the median per design of
 *  - full: designBrand (strategy, palette, typography, 6 optimised SVG lockups, quality checks) + 4 PNGs at 1024 px
 *  - svg:  the pure core (designBrandWith, core checks only), SVG lockups without svgo or rasterising
 * Run: node --import tsx bench/engine/run.ts [rounds]
 */
import { designBrandWith } from '../../packages/engine/src/design';
import { DESIGNER_IDS } from '../../packages/engine/src/dna';
import { designBrand, getFontSource, renderPng } from '../../packages/engine/src/node';
import type { Brief } from '../../packages/engine/src/types';

const BRIEF: Brief = {
  brandName: 'Northwind Coffee',
  industry: 'coffee roastery',
  oneLiner: 'Small-batch coffee roasted by the harbour',
  tagline: 'Roasted by the sea',
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** CPU milliseconds of this process (user + system): on a shared machine, wall time measures the neighbours. */
function cpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

interface Timing {
  wall: number[];
  cpu: number[];
}

function timeEach(rounds: number, run: (designerId: string) => void): Timing {
  const timing: Timing = { wall: [], cpu: [] };
  for (let round = 0; round < rounds; round++) {
    for (const id of DESIGNER_IDS) {
      const wall = performance.now();
      const cpu = cpuMs();
      run(id);
      timing.cpu.push(cpuMs() - cpu);
      timing.wall.push(performance.now() - wall);
    }
  }
  return timing;
}

const rounds = Number(process.argv[2] ?? 3);
const fonts = getFontSource();
const full = (id: string) => {
  const design = designBrand(BRIEF, id);
  renderPng(design.logos.primary, { size: 1024 });
  renderPng(design.logos.primary, { size: 1024, background: 'light', light: design.palette.light });
  renderPng(design.logos.reversed, { size: 1024 });
  renderPng(design.logos.icon, { size: 1024 });
};
const svgOnly = (id: string) => {
  designBrandWith({ brief: BRIEF, designerId: id, fonts });
};

// Warm-up: parse every font and JIT the hot paths once.
timeEach(1, full);
timeEach(1, svgOnly);
const fullTimes = timeEach(rounds, full);
const svgTimes = timeEach(rounds, svgOnly);
const report = (label: string, { cpu, wall }: Timing) =>
  `${label}: median CPU ${median(cpu).toFixed(1)} ms (min ${Math.min(...cpu).toFixed(1)}, max ${Math.max(...cpu).toFixed(1)}), median wall ${median(wall).toFixed(1)} ms, ${cpu.length} designs`;
console.log(report('full system (6 SVG + 4 PNG @1024)', fullTimes));
console.log(report('SVG only (pure core)', svgTimes));
