// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAKE_PALETTE } from '../../test/fake-api';
import { toColorPalette } from '../generation/logo-system';
import { PaletteCard } from './PaletteCard';
import { contrastVerdict, formatRatio, paletteRows, toPaletteText } from './palette-rows';

afterEach(cleanup);

const PALETTE = toColorPalette(FAKE_PALETTE);
const OLD_PALETTE = { primary: '#1B5FAA', secondary: '#E03A2F', accent: '#F5C400', neutral: '#111111' };

describe('the palette card', () => {
  it('shows all five colours, the ground included, with their names, hex values and contrast', () => {
    render(<PaletteCard palette={PALETTE} />);
    const swatches = screen.getAllByTestId('palette-swatch');
    expect(swatches.map((swatch) => swatch.dataset.role)).toEqual(['primary', 'secondary', 'accent', 'neutral', 'background']);
    const ground = within(swatches[4]!);
    expect(ground.getByText('Paper White')).toBeTruthy();
    expect(ground.getByText('#FFFFFF')).toBeTruthy();
    expect(ground.getByText(/^Ground ·/)).toBeTruthy();
    expect(ground.getByText('18.88:1 on Jet Black · AA text')).toBeTruthy();
    expect(within(swatches[0]!).getByText('6.51:1 on Paper White · AA text')).toBeTruthy();
  });

  it('copies a single swatch by its own button, named with its role, name and value', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    render(<PaletteCard palette={PALETTE} />);
    await user.click(screen.getByRole('button', { name: 'Copy ground colour Paper White #FFFFFF' }));
    expect(writeText).toHaveBeenLastCalledWith('#FFFFFF');
    expect(screen.getAllByRole('button', { name: /^Copy (primary|secondary|accent|neutral|ground) colour/ })).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Copy Palette' }));
    expect(writeText).toHaveBeenLastCalledWith(toPaletteText(PALETTE));
  });

  it('still shows the four colours of a system saved without names', () => {
    render(<PaletteCard palette={OLD_PALETTE} />);
    expect(screen.getAllByTestId('palette-swatch')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Copy accent colour #F5C400' })).toBeTruthy();
  });
});

describe('palette rows and text', () => {
  it('reads one line per colour with its name', () => {
    expect(toPaletteText(PALETTE).split('\n')).toEqual([
      'Primary: #1B5FAA (Denim)',
      'Secondary: #E03A2F (Signal Red)',
      'Accent: #F5C400 (Old Gold)',
      'Neutral: #111111 (Jet Black)',
      'Ground: #FFFFFF (Paper White)',
    ]);
    expect(toPaletteText(OLD_PALETTE)).toBe('Primary: #1B5FAA\nSecondary: #E03A2F\nAccent: #F5C400\nNeutral: #111111');
  });

  it('rounds ratios down and names what a pair is good for', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(contrastVerdict({ ratio: 4.5, minimum: 4.5, use: 'text', against: 'x' })).toBe('AA text');
    expect(contrastVerdict({ ratio: 3.2, minimum: 3, use: 'graphic', against: 'x' })).toBe('AA graphics');
    expect(contrastVerdict({ ratio: 1.6, minimum: 1.5, use: 'graphic', against: 'x' })).toBe('Decorative only');
    expect(paletteRows(OLD_PALETTE).every((row) => row.contrast === undefined)).toBe(true);
  });

  it('ignores a malformed palette record', () => {
    const palette = toColorPalette({ ...OLD_PALETTE, swatches: [{ role: 'primary', name: '', hex: 'red' }], grounds: { light: 1 } });
    expect(palette).toEqual(OLD_PALETTE);
  });
});
