// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyView } from './lazy-view';
import { ViewBoundary } from './ViewBoundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A view that breaks every time it is drawn. */
function Fragile(): React.JSX.Element {
  throw new Error('cannot read properties of undefined');
}

const chunkMissing = () => new TypeError('Failed to fetch dynamically imported module: /assets/EditorView-abc.js');

/** A lazily loaded view whose code fails `failures` times before it arrives. */
function flakyView(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw chunkMissing();
    return { default: () => <h1>The editor</h1> };
  });
  return { View: lazyView(load), load };
}

function mount(View: ReturnType<typeof flakyView>['View'], reload = vi.fn()) {
  render(
    <main>
      <ViewBoundary name="The editor" retry={View.retry} reload={reload}>
        <Suspense fallback={<p>Loading</p>}>
          <View />
        </Suspense>
      </ViewBoundary>
    </main>,
  );
  return reload;
}

describe('ViewBoundary', () => {
  it('reports a chunk that could not be fetched in place of the view, and shows the view once Try again fetches it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { View, load } = flakyView(1);
    const reload = mount(View);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The editor could not load');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The editor' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('says the visitor is offline and stays (no reload) while the code still cannot be fetched offline', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { View } = flakyView(2);
    const reload = mount(View);
    expect((await screen.findByRole('alert')).textContent).toContain('You are offline');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You are offline');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page when the code is still missing while online (a redeploy renamed it)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { View } = flakyView(5);
    const reload = mount(View);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('draws a view that broke while drawing again on Try again, and reloads if it breaks once more', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    render(
      <ViewBoundary name="Your logo system" reload={reload}>
        <Fragile />
      </ViewBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong while showing it');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
