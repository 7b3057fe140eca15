/**
 * The Color Palette card (spec §2): every colour of the system, the ground included, with its name, hex value and
 * contrast on the ground; each copyable, and "Copy Palette" for all of them.
 */
import { Copy } from 'lucide-react';
import { Button } from '../../shared/Button';
import { copyText } from '../../shared/copy-text';
import type { ColorPalette } from '../generation/logo-system';
import { contrastVerdict, formatRatio, type PaletteRow, paletteRows, toPaletteText } from './palette-rows';

function Swatch({ row }: { row: PaletteRow }) {
  const title = row.name ?? row.label;
  return (
    <li className="flex items-center gap-3 py-2.5" data-testid="palette-swatch" data-role={row.role}>
      <span
        aria-hidden="true"
        className="h-11 w-11 shrink-0 rounded-lg ring-1 ring-inset ring-ink/15"
        style={{ backgroundColor: row.hex }}
      />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-ink">{title}</p>
        <p className="text-xs text-muted">
          {row.name ? `${row.label} · ` : null}
          <span className="font-mono text-ink">{row.hex}</span>
        </p>
        {row.contrast ? (
          <p className="text-xs text-muted">
            {formatRatio(row.contrast.ratio)} on {row.contrast.against} · {contrastVerdict(row.contrast)}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => void copyText(`${row.label} colour`, row.hex)}
        aria-label={`Copy ${row.label.toLowerCase()} colour${row.name ? ` ${row.name}` : ''} ${row.hex}`}
        className="grid h-9 w-9 shrink-0 place-items-center rounded-md text-muted hover:bg-slate-100 hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-slate-300"
      >
        <Copy aria-hidden="true" className="h-4 w-4" />
      </button>
    </li>
  );
}

export function PaletteCard({ palette }: { palette: ColorPalette }) {
  const rows = paletteRows(palette);
  return (
    <section aria-labelledby="palette-heading" className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h2 id="palette-heading" className="text-base font-semibold tracking-tight">
          Color Palette
        </h2>
        <Button onClick={() => void copyText('Palette', toPaletteText(palette))}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          Copy Palette
        </Button>
      </div>
      <ul className="divide-y divide-line">
        {rows.map((row) => (
          <Swatch key={`${row.role}-${row.hex}`} row={row} />
        ))}
      </ul>
    </section>
  );
}
