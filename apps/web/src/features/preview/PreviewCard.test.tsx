// @vitest-environment jsdom
import type { LogoSystemRecord } from '@logo-dna/protocol';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '../../shared/Tooltip';
import { PreviewCard } from './PreviewCard';

const BASE = 'https://cdn.test/storage/v1/logo-dna/generated/abc';
const RECORD = {
  brandName: 'Northwind',
  altText: 'Northwind - A compass rose',
  primaryLogoUrl: `${BASE}/primary.png`,
  monochromeLogoUrl: `${BASE}/monochrome.png`,
  horizontalLogoUrl: `${BASE}/horizontal.png`,
  stackedLogoUrl: `${BASE}/stacked.png`,
  appIconUrl: `${BASE}/icon.png`,
} as LogoSystemRecord;
const GROUNDS = { light: '#F2E8D5', dark: '#1A1A2E' };

/** The SVG files beside the PNGs: here the primary is drawn as the horizontal lockup. */
const SVGS: Record<string, string> = {
  [`${BASE}/primary.svg`]: '<svg><title>Northwind logo</title><path d="M0 0h4v1z"/></svg>',
  [`${BASE}/horizontal.svg`]: '<svg><title>Northwind horizontal logo</title><path d="M0 0h4v1z"/></svg>',
  [`${BASE}/stacked.svg`]: '<svg><title>Northwind stacked logo</title><path d="M0 0h1v4z"/></svg>',
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (SVGS[url] ? new Response(SVGS[url]) : new Response('', { status: 404 }))),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard(record: LogoSystemRecord = RECORD) {
  render(
    <TooltipProvider>
      <PreviewCard record={record} grounds={GROUNDS} regenerating={false} />
    </TooltipProvider>,
  );
}

const image = () => screen.getByTestId('preview-image').getAttribute('src');
const stage = () => screen.getByTestId('preview-stage');
const button = (name: string) => screen.getByRole('button', { name });
const tab = (name: string) => screen.getByRole('tab', { name });

describe('PreviewCard (spec §2, §4)', () => {
  it("has the four tabs and starts on Primary, on the system's light ground, grid off", () => {
    renderCard();
    expect(screen.getAllByRole('tab').map((node) => node.textContent)).toEqual(['Primary', 'Horizontal', 'Stacked', 'Icon']);
    expect(tab('Primary').getAttribute('aria-selected')).toBe('true');
    expect(stage().dataset.background).toBe('light');
    expect(stage().style.backgroundColor).toBe('rgb(242, 232, 213)');
    expect(screen.queryByTestId('grid-overlay')).toBeNull();
    expect(image()).toBe(RECORD.primaryLogoUrl);
    expect(screen.getByTestId('preview-image').getAttribute('alt')).toBe(RECORD.altText);
  });

  it("shows each tab's own file", async () => {
    const user = userEvent.setup();
    renderCard();
    const shown: string[] = [];
    for (const name of ['Primary', 'Horizontal', 'Stacked', 'Icon']) {
      await user.click(tab(name));
      shown.push(image() ?? '');
    }
    expect(shown).toEqual([RECORD.primaryLogoUrl, RECORD.horizontalLogoUrl, RECORD.stackedLogoUrl, RECORD.appIconUrl]);
  });

  it('monochrome swaps the primary image and does not apply on other tabs', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(button('Monochrome'));
    expect(button('Monochrome').getAttribute('aria-pressed')).toBe('true');
    expect(image()).toBe(RECORD.monochromeLogoUrl);
    await user.click(tab('Horizontal'));
    expect(image()).toBe(RECORD.horizontalLogoUrl);
    expect(button('Monochrome').getAttribute('aria-disabled')).toBe('true');
    await user.click(button('Monochrome'));
    expect(image()).toBe(RECORD.horizontalLogoUrl);
    await user.click(tab('Primary'));
    expect(image()).toBe(RECORD.monochromeLogoUrl);
  });

  it('monochrome is unavailable when that image does not exist', async () => {
    const user = userEvent.setup();
    renderCard({ ...RECORD, monochromeLogoUrl: '' });
    expect(button('Monochrome').getAttribute('aria-disabled')).toBe('true');
    await user.click(button('Monochrome'));
    expect(image()).toBe(RECORD.primaryLogoUrl);
  });

  it("Dark shows the kit's reversed logo on the dark ground, and applies to the primary and the icon only", async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(button('Dark'));
    expect(stage().dataset.background).toBe('dark');
    expect(stage().style.backgroundColor).toBe('rgb(26, 26, 46)');
    expect(image()).toBe(`${BASE}/reversed.png`);
    expect(screen.getByTestId('lockup-caption').textContent).toMatch(/^Reversed: /);
    expect(button('Monochrome').getAttribute('aria-disabled')).toBe('true');

    await user.click(tab('Stacked'));
    expect(button('Dark').getAttribute('aria-disabled')).toBe('true');
    expect(stage().style.backgroundColor).toBe('rgb(242, 232, 213)');
    expect(image()).toBe(RECORD.stackedLogoUrl);

    await user.click(tab('Icon'));
    expect(button('Dark').getAttribute('aria-pressed')).toBe('true');
    expect(stage().style.backgroundColor).toBe('rgb(26, 26, 46)');
    expect(image()).toBe(RECORD.appIconUrl);
  });

  it('without a reversed file, Dark keeps the colour logo on its light ground and says so', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(button('Dark'));
    fireEvent.error(screen.getByTestId('preview-image'));
    expect(image()).toBe(RECORD.primaryLogoUrl);
    expect(screen.getByTestId('preview-image').style.backgroundColor).toBe('rgb(242, 232, 213)');
    expect(screen.getByText(/has no reversed file/)).toBeTruthy();
  });

  it('lets the primary stand in on the Icon tab for a system saved without its own icon file', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(tab('Icon'));
    fireEvent.error(screen.getByTestId('preview-image'));
    expect(image()).toBe(RECORD.primaryLogoUrl);
    expect(screen.getByTestId('preview-image').className).toContain('h-64 w-64');
    expect(screen.getByText(/saved without its own app icon/)).toBeTruthy();
    expect(screen.queryByTestId('icon-sizes')).toBeNull();
  });

  it('shows the real app icon large and at 180, 64, 32 and 16 px, reached by keyboard', async () => {
    const user = userEvent.setup();
    renderCard();
    tab('Primary').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(tab('Icon').getAttribute('aria-selected')).toBe('true');
    expect(image()).toBe(RECORD.appIconUrl);
    expect(screen.getByTestId('preview-image').className).toContain('h-64 w-64');
    for (const size of [180, 64, 32, 16]) {
      const icon = screen.getByTestId(`icon-${size}`);
      expect(icon.getAttribute('src')).toBe(`${BASE}/icon.svg`);
      expect(icon.getAttribute('width')).toBe(String(size));
      expect(icon.getAttribute('alt')).toMatch(new RegExp(`^Northwind app icon at ${size} px`));
    }
  });

  it("says when the primary is drawn as another tab's arrangement", async () => {
    const user = userEvent.setup();
    renderCard();
    await waitFor(() => expect(screen.getByTestId('lockup-caption').textContent).toMatch(/drawn as the horizontal arrangement/));
    await user.click(tab('Horizontal'));
    expect(screen.getByTestId('lockup-caption').textContent).toMatch(/The primary uses this same arrangement/);
    await user.click(tab('Stacked'));
    expect(screen.getByTestId('lockup-caption').textContent).not.toMatch(/same arrangement/);
  });

  it('toggles the grid overlay', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(button('Grid'));
    expect(screen.getByTestId('grid-overlay')).toBeTruthy();
  });
});
