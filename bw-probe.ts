import { converter } from 'culori';
import { DESIGNER_IDS } from './packages/engine/src/dna/index';
import { buildCandidate, NO_REPAIR } from './packages/engine/src/integrate/candidate';
import { getFontSource } from './packages/engine/src/node/index';
const toOklch = converter('oklch');
const fonts = getFontSource();
for (const colors of ['black and white', 'black', 'white', 'charcoal and cream', 'grey']) for (const id of DESIGNER_IDS) {
  const c = buildCandidate({ brief: { brandName: 'Ledger & Line', industry: 'bookkeeping', oneLiner: 'Monthly books for small firms', desiredColors: colors }, designerId: id, seed: 7, variant: 0, fonts }, NO_REPAIR);
  const all = Object.values(c.design.logos).filter((v) => typeof v === 'string').join(' ');
  const fills = [...new Set([...all.matchAll(/(?:fill|stroke|stop-color)="(#[0-9A-Fa-f]{3,6})"/g)].map((m) => m[1]!.toUpperCase()))];
  const chroma = fills.filter((f) => (toOklch(f)?.c ?? 0) >= 0.04);
  const pal = c.design.palette.colors.filter((p) => (toOklch(p.hex)?.c ?? 0) >= 0.04).map((p) => p.role + p.hex);
  if (chroma.length || pal.length) console.log(colors, id, chroma.join(' '), '| palette', pal.join(' '));
}
