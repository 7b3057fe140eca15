/** The Color Palette card (spec §2): the four roles as swatches, each copyable, with "Copy Palette". */
import { Copy } from 'lucide-react';
import { Button } from '../../shared/Button';
import { copyText } from '../../shared/copy-text';
import { type ColorPalette, PALETTE_ROLES } from '../generation/logo-system';

export function toPaletteText(palette: ColorPalette): string {
  return PALETTE_ROLES.map((role) => `${role.charAt(0).toUpperCase()}${role.slice(1)}: ${palette[role]}`).join('\n');
}

/**
 * Relative luminance per WCAG 2.x (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance). Above
 * 0.179 black text contrasts more than white, and the better of the two is always ≥ 4.58:1
 * (pure black and white: slate inks would drop the worst case below AA).
 */
function isLightColor(hex: string): boolean {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return true;
  const channels = [0, 2, 4].map((offset) => Number.parseInt(match[1]!.slice(offset, offset + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179;
}

export function PaletteCard({ palette }: { palette: ColorPalette }) {
  return (
    <section aria-labelledby="palette-heading" className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="palette-heading" className="text-base font-semibold tracking-tight">
          Color Palette
        </h2>
        <Button onClick={() => void copyText('Palette', toPaletteText(palette))}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          Copy Palette
        </Button>
      </div>
      <ul className="grid grid-cols-2 gap-3">
        {PALETTE_ROLES.map((role) => (
          <li key={role} className="overflow-hidden rounded-xl border border-line">
            <div className="flex h-20 items-end p-2.5" style={{ backgroundColor: palette[role] }}>
              <span className={`text-xs font-medium capitalize ${isLightColor(palette[role]) ? 'text-black' : 'text-white'}`}>{role}</span>
            </div>
            <div className="flex items-center justify-between gap-2 px-2.5 py-1.5">
              <p className="font-mono text-sm uppercase text-ink">{palette[role]}</p>
              <button
                type="button"
                onClick={() => void copyText(`${role.charAt(0).toUpperCase()}${role.slice(1)} colour`, palette[role])}
                aria-label={`Copy ${role} colour ${palette[role]}`}
                className="grid h-8 w-8 place-items-center rounded-md text-muted hover:bg-slate-100 hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-slate-300"
              >
                <Copy aria-hidden="true" className="h-4 w-4" />
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
