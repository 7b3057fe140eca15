// @vitest-environment jsdom
/** The result's actions: one primary (the kit), and Download a menu of every single logo that works by keyboard. */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LogoDownload, logoDownloads } from './downloads';
import { ResultActions } from './ResultActions';

const STORED = 'https://logo.test/generated/abc';
const DOWNLOADS = logoDownloads({
  brandName: 'Northwind',
  primaryLogoUrl: `${STORED}/primary.png`,
  monochromeLogoUrl: `${STORED}/monochrome.png`,
  horizontalLogoUrl: `${STORED}/horizontal.png`,
  stackedLogoUrl: `${STORED}/stacked.png`,
  appIconUrl: `${STORED}/icon.png`,
} as Parameters<typeof logoDownloads>[0]);

function mount(downloads: readonly LogoDownload[] = DOWNLOADS) {
  const onDownload = vi.fn(async (_download: LogoDownload) => undefined);
  render(
    <ResultActions
      downloads={downloads}
      regenerating={false}
      onExport={async () => 'done'}
      onRegenerate={() => undefined}
      onDownload={onDownload}
      onEdit={() => undefined}
    />,
  );
  return { onDownload, user: userEvent.setup() };
}

const downloadButton = () => screen.getByRole('button', { name: 'Download' });

afterEach(cleanup);

describe('the result actions', () => {
  it('have one primary action, the kit; the others are secondary', () => {
    mount();
    const actions = screen.getByTestId('result-actions');
    const names = within(actions)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['Export Brand Kit (.zip)', 'Download', 'Regenerate Variations', 'Edit']);
    expect(screen.getByRole('button', { name: 'Export Brand Kit (.zip)' }).className).toMatch(/\bbg-ink\b/);
    for (const name of ['Download', 'Regenerate Variations', 'Edit'])
      expect(screen.getByRole('button', { name }).className).not.toMatch(/\bbg-ink\b/);
  });

  it('Download opens a menu of every lockup as PNG, SVG and PDF, grouped by lockup', async () => {
    const { user } = mount();
    expect(downloadButton().getAttribute('aria-haspopup')).toBe('menu');
    expect(downloadButton().getAttribute('aria-expanded')).toBe('false');
    await user.click(downloadButton());
    const menu = screen.getByRole('menu', { name: 'Download' });
    expect(downloadButton().getAttribute('aria-expanded')).toBe('true');
    expect(
      within(menu)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['Primary logo', 'Horizontal logo', 'Stacked logo', 'Icon logo', 'Monochrome logo']);
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(15);
    expect(within(menu).getByRole('menuitem', { name: 'Stacked logo, SVG' }).textContent).toBe('SVG');
    // Opened by a press, focus is on the first item.
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Primary logo, PNG' }));
  });

  it('works from the keyboard: arrows move, Enter downloads that file and closes, focus back on Download', async () => {
    const { user, onDownload } = mount();
    downloadButton().focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Primary logo, PNG');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Horizontal logo, PNG');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Primary logo, PDF');
    await user.keyboard('{End}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Monochrome logo, PDF');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Primary logo, PNG');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onDownload).toHaveBeenCalledWith(
      expect.objectContaining({ role: 'primary', format: 'svg', filename: 'Northwind-logo-primary.svg' }),
    );
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(downloadButton());
  });

  it('Escape closes the menu without a download; ArrowUp opens it on the last item; Tab leaves it closed', async () => {
    const { user, onDownload } = mount();
    downloadButton().focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Monochrome logo, PDF');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(downloadButton());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onDownload).not.toHaveBeenCalled();
  });

  it('has no Download menu when the system has no logo file', () => {
    mount([]);
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });
});
