/**
 * What a shared poll shows of each shortlisted direction: its primary logo as the gallery drew it, and, from its whole
 * system, the app icon and the palette a client judges a direction by. A system that cannot be drawn leaves its
 * direction with the logo alone rather than holding the share back.
 */
import { POLL_LIMITS, type PollEntry, type PollSwatch } from '@logo-dna/protocol';

/** The parts of a direction's whole system a poll carries. */
export interface PollSystemParts {
  logos: { icon: string };
  palette: ReadonlyArray<{ name: string; hex: string }>;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The palette as a poll carries it: named six-digit colours, at most POLL_LIMITS.maxPaletteColours. */
export function toPollPalette(palette: PollSystemParts['palette']): PollSwatch[] {
  return palette
    .filter((swatch) => HEX.test(swatch.hex) && swatch.name.trim() !== '')
    .slice(0, POLL_LIMITS.maxPaletteColours)
    .map((swatch) => ({ name: swatch.name.trim().slice(0, POLL_LIMITS.maxNameLength), hex: swatch.hex }));
}

/** `entry` with its direction's app icon and palette, when `loadSystem` draws them; as it is otherwise. */
export async function withSystemParts(entry: PollEntry, loadSystem: () => Promise<PollSystemParts>): Promise<PollEntry> {
  try {
    const system = await loadSystem();
    const palette = toPollPalette(system.palette);
    return { ...entry, icon: system.logos.icon, ...(palette.length > 0 ? { palette } : {}) };
  } catch {
    return entry;
  }
}
