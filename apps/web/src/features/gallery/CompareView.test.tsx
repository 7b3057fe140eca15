// @vitest-environment jsdom
import type { GenerationBrief } from '@logo-dna/protocol';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type ComparedDirection, CompareView } from './CompareView';
import type { ComparedSystem } from './compare-views';
import type { LoadSystem } from './use-compared-systems';

afterEach(cleanup);

const NAMES = ['Paul Rand', 'Saul Bass', 'Paula Scher', 'Massimo Vignelli'];

function directions(count: number, brandName = 'Northwind'): ComparedDirection[] {
  return NAMES.slice(0, count).map((name, index) => ({
    id: `dir-${index}`,
    name,
    style: `Style ${index}`,
    preview: { status: 'ready', svg: `<svg id="primary-${index}"/>`, src: `data:primary-${index}`, ground: '#FFFFFF' },
    brief: { brandName, designerId: `designer-${index}`, seed: index } as unknown as GenerationBrief,
  }));
}

const systemOf = (brief: GenerationBrief): ComparedSystem => {
  const n = (brief as unknown as { seed: number }).seed;
  return {
    logos: { horizontal: `<svg id="horizontal-${n}"/>`, stacked: `<svg id="stacked-${n}"/>`, icon: `<svg id="icon-${n}"/>` },
    palette: [
      { role: 'primary', name: `Blue ${n}`, hex: '#1D4E9E' },
      { role: 'background', name: 'Paper', hex: '#F7F3EA' },
    ],
  };
};

function fakeLoader(fail: (brief: GenerationBrief) => boolean = () => false) {
  const calls: GenerationBrief[] = [];
  const load: LoadSystem = async (brief) => {
    calls.push(brief);
    if (fail(brief)) throw new Error('engine refused');
    return systemOf(brief);
  };
  return { load, calls };
}

const shown = (figure: HTMLElement) => decodeURIComponent(within(figure).getByRole('img').getAttribute('src') ?? '');

function mount(count: number, load: LoadSystem, brandName?: string) {
  render(
    <CompareView
      brandName="Northwind"
      directions={directions(count, brandName)}
      openingId={null}
      busy={false}
      onOpen={() => {}}
      loadSystem={load}
    />,
  );
  return screen.getByRole('region', { name: /side by side/ });
}

describe('the comparison', () => {
  it('sets up to four directions side by side, each with its Open button', () => {
    const region = mount(4, fakeLoader().load);
    expect(screen.getByRole('region', { name: 'Paul Rand, Saul Bass, Paula Scher and Massimo Vignelli, side by side' })).toBe(region);
    expect(within(region).getAllByRole('figure')).toHaveLength(4);
    expect(within(region).getAllByRole('button', { name: /^Open .+ design$/ })).toHaveLength(4);
    expect(within(region).getByRole('img', { name: 'Northwind logo in the direction of Massimo Vignelli' })).toBeTruthy();
  });

  it('shows the primary first, drawn already, and asks for no system until another view is chosen', () => {
    const loader = fakeLoader();
    const region = mount(3, loader.load);
    expect(within(region).getByRole('button', { name: 'Primary' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(region).getAllByRole('figure').map(shown)).toEqual(['data:primary-0', 'data:primary-1', 'data:primary-2']);
    expect(loader.calls).toHaveLength(0);
  });

  it('switches every direction to the horizontal, stacked, app icon and palette views, asking once per direction', async () => {
    const user = userEvent.setup();
    const loader = fakeLoader();
    const region = mount(4, loader.load);
    const figures = () => within(region).getAllByRole('figure');

    await user.click(within(region).getByRole('button', { name: 'Horizontal' }));
    expect(within(region).getByRole('button', { name: 'Horizontal' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(region).getByRole('button', { name: 'Primary' }).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() =>
      expect(figures().map(shown)).toEqual([0, 1, 2, 3].map((n) => expect.stringContaining(`<svg id="horizontal-${n}"/>`))),
    );
    expect(loader.calls.map((brief) => (brief as unknown as { seed: number }).seed)).toEqual([0, 1, 2, 3]);
    expect(within(region).getByRole('img', { name: 'Northwind horizontal logo in the direction of Saul Bass' })).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: 'Stacked' }));
    expect(figures().map(shown)).toEqual([0, 1, 2, 3].map((n) => expect.stringContaining(`<svg id="stacked-${n}"/>`)));
    await user.click(within(region).getByRole('button', { name: 'App icon' }));
    expect(figures().map(shown)).toEqual([0, 1, 2, 3].map((n) => expect.stringContaining(`<svg id="icon-${n}"/>`)));

    await user.click(within(region).getByRole('button', { name: 'Palette' }));
    const palette = within(region).getByRole('list', { name: 'Northwind palette in the direction of Paula Scher' });
    expect(
      within(palette)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Blue 2#1D4E9E', 'Paper#F7F3EA']);
    expect(within(region).queryAllByRole('img')).toHaveLength(0);

    await user.click(within(region).getByRole('button', { name: 'Primary' }));
    expect(figures().map(shown)).toEqual(['data:primary-0', 'data:primary-1', 'data:primary-2', 'data:primary-3']);
    // Every view came from the one system each direction was asked for.
    expect(loader.calls).toHaveLength(4);
  });

  it('says when a direction’s system could not be drawn, and Try again asks for it again', async () => {
    const user = userEvent.setup();
    let failing = true;
    const loader = fakeLoader((brief) => failing && (brief as unknown as { seed: number }).seed === 1);
    const region = mount(2, loader.load, 'Failing');
    await user.click(within(region).getByRole('button', { name: 'Stacked' }));
    const [first, second] = within(region).getAllByRole('figure') as [HTMLElement, HTMLElement];
    await waitFor(() => expect(within(second).getByText(/could not be drawn/)).toBeTruthy());
    await waitFor(() => expect(shown(first)).toContain('<svg id="stacked-0"/>'));
    failing = false;
    await user.click(within(second).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(shown(second)).toContain('<svg id="stacked-1"/>'));
  });
});
