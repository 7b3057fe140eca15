// @vitest-environment jsdom
import type { LogoSystemRecord } from '@logo-dna/protocol';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '../../shared/Tooltip';
import { PreviewCard } from './PreviewCard';

const BASE = 'https://cdn.test/storage/v1/logo-dna/generated/abc';
const RECORD = {
  id: 'ls_preview',
  brandName: 'Northwind',
  industry: 'Coffee roastery',
  oneLiner: 'Small-batch coffee',
  designerDna: 'lindon-leader',
  colorPalette: '{}',
  typography: '{}',
  altText: 'Northwind - A compass rose',
  primaryLogoUrl: `${BASE}/primary.png`,
  monochromeLogoUrl: `${BASE}/monochrome.png`,
  horizontalLogoUrl: `${BASE}/horizontal.png`,
  stackedLogoUrl: `${BASE}/stacked.png`,
  appIconUrl: `${BASE}/icon.png`,
} as LogoSystemRecord;
/** The file the preview shows for a stored PNG: the SVG beside it. */
const svgOf = (png: string) => png.replace(/\.png$/, '.svg');
const GROUNDS = { light: '#F2E8D5', dark: '#1A1A2E' };

/** The SVG files beside the PNGs: three drawings of their own. */
const SVGS: Record<string, string> = {
  [`${BASE}/primary.svg`]: '<svg><title>Northwind logo</title><path d="M0 0h2v2z"/></svg>',
  [`${BASE}/horizontal.svg`]: '<svg><title>Northwind horizontal logo</title><path d="M0 0h4v1z"/></svg>',
  [`${BASE}/stacked.svg`]: '<svg><title>Northwind stacked logo</title><path d="M0 0h1v4z"/></svg>',
};
/** Here the primary is drawn as the horizontal lockup. */
const PRIMARY_IS_HORIZONTAL: Record<string, string> = {
  ...SVGS,
  [`${BASE}/primary.svg`]: '<svg><title>Northwind logo</title><path d="M0 0h4v1z"/></svg>',
};

function serve(files: Record<string, string>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (files[url] ? new Response(files[url]) : new Response('', { status: 404 }))),
  );
}

beforeEach(() => serve(SVGS));
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
    expect(image()).toBe(svgOf(RECORD.primaryLogoUrl));
    expect(screen.getByTestId('preview-image').getAttribute('alt')).toBe(svgOf(RECORD.altText));
  });

  it("shows each tab's own file", async () => {
    const user = userEvent.setup();
    renderCard();
    await waitFor(() => expect(screen.getByRole('tablist').getAttribute('aria-busy')).toBe('false'));
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    const shown: string[] = [];
    for (const name of ['Primary', 'Horizontal', 'Stacked', 'Icon']) {
      await user.click(tab(name));
      shown.push(image() ?? '');
    }
    expect(shown).toEqual([RECORD.primaryLogoUrl, RECORD.horizontalLogoUrl, RECORD.stackedLogoUrl, RECORD.appIconUrl].map(svgOf));
    expect(shown.some((src) => src.endsWith('.png'))).toBe(false);
  });

  it('monochrome swaps the primary image and does not apply on other tabs', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(button('Monochrome'));
    expect(button('Monochrome').getAttribute('aria-pressed')).toBe('true');
    expect(image()).toBe(svgOf(RECORD.monochromeLogoUrl));
    await user.click(tab('Horizontal'));
    expect(image()).toBe(svgOf(RECORD.horizontalLogoUrl));
    expect(button('Monochrome').getAttribute('aria-disabled')).toBe('true');
    await user.click(button('Monochrome'));
    expect(image()).toBe(svgOf(RECORD.horizontalLogoUrl));
    await user.click(tab('Primary'));
    expect(image()).toBe(svgOf(RECORD.monochromeLogoUrl));
  });

  it('monochrome is unavailable when that image does not exist', async () => {
    const user = userEvent.setup();
    renderCard({ ...RECORD, monochromeLogoUrl: '' });
    expect(button('Monochrome').getAttribute('aria-disabled')).toBe('true');
    await user.click(button('Monochrome'));
    expect(image()).toBe(svgOf(RECORD.primaryLogoUrl));
  });

  it("Dark shows the kit's reversed logo on the dark ground, and applies to the primary and the icon only", async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(button('Dark'));
    expect(stage().dataset.background).toBe('dark');
    expect(stage().style.backgroundColor).toBe('rgb(26, 26, 46)');
    expect(image()).toBe(`${BASE}/reversed.svg`);
    expect(screen.getByTestId('lockup-caption').textContent).toMatch(/^Reversed: /);
    expect(button('Monochrome').getAttribute('aria-disabled')).toBe('true');

    await user.click(tab('Stacked'));
    expect(button('Dark').getAttribute('aria-disabled')).toBe('true');
    expect(stage().style.backgroundColor).toBe('rgb(242, 232, 213)');
    expect(image()).toBe(svgOf(RECORD.stackedLogoUrl));

    await user.click(tab('Icon'));
    expect(button('Dark').getAttribute('aria-pressed')).toBe('true');
    expect(stage().style.backgroundColor).toBe('rgb(26, 26, 46)');
    expect(image()).toBe(svgOf(RECORD.appIconUrl));
  });

  it('without a reversed file, Dark keeps the colour logo on its light ground and says so', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(button('Dark'));
    fireEvent.error(screen.getByTestId('preview-image'));
    expect(image()).toBe(svgOf(RECORD.primaryLogoUrl));
    expect(screen.getByTestId('preview-image').style.backgroundColor).toBe('rgb(242, 232, 213)');
    expect(screen.getByText(/has no reversed file/)).toBeTruthy();
  });

  it('lets the primary stand in on the Icon tab for a system saved without its own icon file', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(tab('Icon'));
    fireEvent.error(screen.getByTestId('preview-image'));
    expect(image()).toBe(svgOf(RECORD.primaryLogoUrl));
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
    expect(image()).toBe(svgOf(RECORD.appIconUrl));
    expect(screen.getByTestId('preview-image').className).toContain('h-64 w-64');
    for (const size of [180, 64, 32, 16]) {
      const icon = screen.getByTestId(`icon-${size}`);
      expect(icon.getAttribute('src')).toBe(`${BASE}/icon.svg`);
      expect(icon.getAttribute('width')).toBe(String(size));
      expect(icon.getAttribute('alt')).toMatch(new RegExp(`^Northwind app icon at ${size} px`));
    }
  });

  it('makes one tab of the primary and the arrangement it repeats, so no two tabs show one drawing', async () => {
    serve(PRIMARY_IS_HORIZONTAL);
    const user = userEvent.setup();
    renderCard();
    expect(screen.getByRole('tablist').getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(3));
    expect(screen.getByRole('tablist').getAttribute('aria-busy')).toBe('false');
    expect(screen.getAllByRole('tab').map((node) => node.textContent)).toEqual(['Primary · Horizontal', 'Stacked', 'Icon']);
    expect(image()).toBe(svgOf(RECORD.primaryLogoUrl));
    expect(screen.getByTestId('lockup-caption').textContent).toMatch(/It is also the horizontal lockup/);
    await user.click(tab('Stacked'));
    expect(image()).toBe(svgOf(RECORD.stackedLogoUrl));
    expect(screen.getByTestId('lockup-caption').textContent).toMatch(/^Stacked: /);
  });

  it('shows the primary when the tab chosen turns out to be the same drawing', async () => {
    let answer = (_: Response) => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/horizontal.svg')
          ? new Promise<Response>((resolve) => {
              answer = resolve;
            })
          : new Response(PRIMARY_IS_HORIZONTAL[url] ?? '', { status: PRIMARY_IS_HORIZONTAL[url] ? 200 : 404 }),
      ),
    );
    const user = userEvent.setup();
    renderCard();
    await user.click(tab('Horizontal'));
    expect(image()).toBe(svgOf(RECORD.horizontalLogoUrl));
    answer(new Response(PRIMARY_IS_HORIZONTAL[`${BASE}/horizontal.svg`]));
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(3));
    expect(tab('Primary · Horizontal').getAttribute('aria-selected')).toBe('true');
    expect(image()).toBe(svgOf(RECORD.primaryLogoUrl));
  });

  it('toggles the grid overlay', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(button('Grid'));
    expect(screen.getByTestId('grid-overlay')).toBeTruthy();
  });
});

describe('PreviewCard alt text', () => {
  /** The engine's design of the record's brief: the primary the name alone, the horizontal and stacked lockups with a mark. */
  const DESIGN = {
    record: {
      brief: { brandName: 'Northwind' },
      lockups: [
        { id: 'primary', width: 700, height: 200, showsMark: false },
        { id: 'horizontal', width: 900, height: 270, showsMark: true },
        { id: 'stacked', width: 760, height: 560, showsMark: true },
        { id: 'icon', width: 1000, height: 1000, showsMark: true },
        { id: 'monochrome', width: 700, height: 200, showsMark: false },
        { id: 'reversed', width: 700, height: 200, showsMark: false },
      ],
      mark: { description: 'A coffee cup in a circle: the trade.', icons: ['coffee'], concept: 'coffee', carriesName: false },
      icon: { figure: 'mark', description: 'A coffee cup in a circle.' },
    },
    settings: { textCase: 'upper', trackingEm: 0, primaryLockup: 'wordmark', markSide: 'left', stackAlign: 'left' },
    logos: {},
  };

  it('describes the stacked lockup as drawn, not with the concept the primary was chosen for', async () => {
    let answerDesign = (_: Response) => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/api/design/')
          ? new Promise<Response>((resolve) => {
              answerDesign = resolve;
            })
          : new Response(SVGS[url] ?? '', { status: SVGS[url] ? 200 : 404 }),
      ),
    );
    const user = userEvent.setup();
    renderCard();
    const alt = () => screen.getByTestId('preview-image').getAttribute('alt');
    const line = () => screen.getByTestId('alt-text').textContent;
    // The primary carries the system's alt text (the name and the selected concept).
    expect(alt()).toBe(RECORD.altText);
    await user.click(tab('Stacked'));
    // Before the design record is in, only which lockup it is: never the concept, which may not be what it draws.
    expect(alt()).toBe('Northwind stacked logo');
    expect(line()).toBe('Northwind stacked logo');
    answerDesign(new Response(JSON.stringify(DESIGN)));
    await waitFor(() => expect(alt()).toBe('Northwind stacked logo: a coffee cup in a circle, above the name'));
    expect(line()).toBe(alt());
    expect(screen.getByTestId('lockup-caption').textContent).toBe('Stacked: mark above name, for square and narrow spaces.');
    await user.click(tab('Primary'));
    expect(alt()).toBe(RECORD.altText);
    expect(line()).toBe(RECORD.altText);
  });
});
