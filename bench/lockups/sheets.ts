/**
 * Lockup contact sheets: for each brief, every designer's primary, horizontal, stacked and app icon, and the icon at
 * 32, 48 and 16 px, written to docs/lockups/<brief>-<half>.png (ten designers a sheet).
 * Run: node --import tsx bench/lockups/sheets.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DESIGNER_IDS } from '../../packages/engine/src/dna';
import { type ContactSheetCell, designBrand, getFontSource, renderContactSheet } from '../../packages/engine/src/node';
import type { Brief } from '../../packages/engine/src/types';

const BRIEFS: Record<string, Brief> = {
  ferry: {
    brandName: 'Halcyon Ferry',
    industry: 'transport',
    oneLiner: 'Electric ferries for island commuters',
    desiredColors: ['mint', 'coral'],
    tagline: 'Across the water, quietly',
  },
  dentist: {
    brandName: 'Brightbite',
    industry: 'kids dentist',
    oneLiner: 'Gentle dental care for children',
    desiredColors: [],
    tagline: 'Smiles from the first tooth',
  },
  law: { brandName: 'Okafor Pryce Davies', industry: 'law firm', oneLiner: 'Employment law for small businesses', desiredColors: ['navy'] },
};

const OUT = join(import.meta.dirname, '..', '..', 'docs', 'lockups');
const inner = (svg: string) => svg.replace(/^<svg[^>]*>|<\/svg>$/g, '');

/** The icon at favicon sizes, side by side (32, 48 and 16 px). */
function iconSizes(icon: string): string {
  const at = (x: number, size: number) =>
    `<svg x="${x}" y="${100 - size / 2}" width="${size}" height="${size}" viewBox="0 0 1000 1000">${inner(icon)}</svg>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200">${at(10, 32)}${at(60, 48)}${at(120, 16)}</svg>`;
}

const fonts = getFontSource();
for (const [key, brief] of Object.entries(BRIEFS)) {
  for (const half of [0, 1]) {
    const cells: ContactSheetCell[] = [];
    for (const id of DESIGNER_IDS.slice(half * 10, half * 10 + 10)) {
      const design = designBrand(brief, id);
      cells.push({ svg: design.logos.primary, label: `${id}: ${design.archetype}` });
      cells.push({ svg: design.logos.horizontal, label: 'horizontal' });
      cells.push({ svg: design.logos.stacked, label: 'stacked' });
      cells.push({ svg: design.logos.icon, label: 'app icon' });
      cells.push({ svg: iconSizes(design.logos.icon), label: 'icon at 32 / 48 / 16 px' });
    }
    const file = join(OUT, `${key}-${half}.png`);
    writeFileSync(file, renderContactSheet(cells, { columns: 5, cellWidth: 300, cellHeight: 170, fonts, size: 1200 }));
    console.log(file);
  }
}
