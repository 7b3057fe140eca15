// @vitest-environment jsdom
import type { LogoSystemRecord } from '@logo-dna/protocol';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TooltipProvider } from '../../shared/Tooltip';
import { PreviewCard } from './PreviewCard';

const RECORD = {
  altText: 'Northwind - A compass rose',
  primaryLogoUrl: 'https://cdn.test/primary.png',
  monochromeLogoUrl: 'https://cdn.test/mono.png',
  horizontalLogoUrl: 'https://cdn.test/horizontal.png',
  stackedLogoUrl: 'https://cdn.test/stacked.png',
  appIconUrl: 'https://cdn.test/primary.png',
} as LogoSystemRecord;

afterEach(cleanup);

function renderCard(record: LogoSystemRecord = RECORD) {
  render(
    <TooltipProvider>
      <PreviewCard record={record} regenerating={false} />
    </TooltipProvider>,
  );
}

const image = () => screen.getByTestId('preview-image').getAttribute('src');
const monochrome = () => screen.getByRole('button', { name: 'Monochrome' });

describe('PreviewCard (spec §2, §4)', () => {
  it('has the four tabs and starts on Primary, light, grid off', () => {
    renderCard();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Primary', 'Horizontal', 'Stacked', 'Icon']);
    expect(screen.getByRole('tab', { name: 'Primary' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('preview-stage').dataset.background).toBe('light');
    expect(screen.queryByTestId('grid-overlay')).toBeNull();
    expect(image()).toBe(RECORD.primaryLogoUrl);
    expect(screen.getByTestId('preview-image').getAttribute('alt')).toBe(RECORD.altText);
  });

  it('monochrome swaps the primary image and does not apply on other tabs', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(monochrome());
    expect(monochrome().getAttribute('aria-pressed')).toBe('true');
    expect(image()).toBe(RECORD.monochromeLogoUrl);
    await user.click(screen.getByRole('tab', { name: 'Horizontal' }));
    expect(image()).toBe(RECORD.horizontalLogoUrl);
    expect(monochrome().getAttribute('aria-disabled')).toBe('true');
    await user.click(monochrome());
    expect(image()).toBe(RECORD.horizontalLogoUrl);
    await user.click(screen.getByRole('tab', { name: 'Primary' }));
    expect(image()).toBe(RECORD.monochromeLogoUrl);
  });

  it('monochrome is unavailable when that image does not exist', async () => {
    const user = userEvent.setup();
    renderCard({ ...RECORD, monochromeLogoUrl: '' });
    expect(monochrome().getAttribute('aria-disabled')).toBe('true');
    await user.click(monochrome());
    expect(image()).toBe(RECORD.primaryLogoUrl);
  });

  it('toggles the grid overlay and the dark background', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Grid' }));
    expect(screen.getByTestId('grid-overlay')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dark' }));
    expect(screen.getByTestId('preview-stage').dataset.background).toBe('dark');
  });

  it('shows the app icon on the Icon tab, reached by keyboard', async () => {
    const user = userEvent.setup();
    renderCard();
    screen.getByRole('tab', { name: 'Primary' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Icon' }).getAttribute('aria-selected')).toBe('true');
    expect(image()).toBe(RECORD.appIconUrl);
    expect(screen.getByTestId('preview-image').className).toContain('h-64 w-64');
  });
});
