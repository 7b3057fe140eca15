/** logo-dna sheet: a contact sheet PNG of every designer's primary logo for a few brand names. */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { ContactSheetCell } from '@logo-dna/engine/node';
import { DESIGNER_IDS } from '@logo-dna/engine/presets';
import { UsageError } from './usage-error';

const DEFAULT_NAMES = 'Ox,Café Noël,Salt & Pine';

/** Parses `--names "A,B,C" --out FILE [--industry TEXT | --industries "X,Y,Z"]` (one industry per name). */
export function parseSheetArgs(argv: readonly string[]): { names: string[]; out: string; industry: string; industries: string[] } {
  const { values } = parseArgs({
    args: [...argv],
    options: { names: { type: 'string' }, out: { type: 'string' }, industry: { type: 'string' }, industries: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  if (!values.out) throw new UsageError('--out is required');
  const names = (values.names ?? DEFAULT_NAMES)
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.length === 0) throw new UsageError('--names needs at least one name');
  const industry = values.industry ?? 'independent studio';
  const industries = values.industries ? values.industries.split(',').map((i) => i.trim()) : names.map(() => industry);
  if (industries.length !== names.length || industries.some((i) => !i)) throw new UsageError('--industries needs one industry per name');
  return { names, out: values.out, industry, industries };
}

/** Writes one row per designer pair: each designer's primary logo for each name. */
export async function runSheet(argv: readonly string[], log: (line: string) => void): Promise<number> {
  const { names, out, industries } = parseSheetArgs(argv);
  const { designBrand, getFontSource, renderContactSheet } = await import('@logo-dna/engine/node');
  const cells: ContactSheetCell[] = [];
  for (const designerId of DESIGNER_IDS) {
    for (const [index, brandName] of names.entries()) {
      const industry = industries[index]!;
      const design = designBrand({ brandName, industry, oneLiner: `${brandName} makes things people keep` }, designerId);
      cells.push({ svg: design.logos.primary, label: `${design.designer.name} · ${brandName}` });
    }
  }
  await writeFile(out, renderContactSheet(cells, { columns: names.length * 2, cellWidth: 300, cellHeight: 200, fonts: getFontSource() }));
  log(`contact sheet of ${DESIGNER_IDS.length} designers × ${names.length} names → ${out}`);
  return 0;
}
