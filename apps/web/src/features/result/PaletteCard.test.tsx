// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { PaletteCard } from './PaletteCard';

afterEach(cleanup);

it('copies a single swatch by its own button, named with its role and value', async () => {
  const user = userEvent.setup();
  const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  render(<PaletteCard palette={{ primary: '#1B5FAA', secondary: '#E03A2F', accent: '#F5C400', neutral: '#111111' }} />);
  await user.click(screen.getByRole('button', { name: 'Copy accent colour #F5C400' }));
  expect(writeText).toHaveBeenLastCalledWith('#F5C400');
  expect(screen.getAllByRole('button', { name: /^Copy (primary|secondary|accent|neutral) colour/ })).toHaveLength(4);
});
