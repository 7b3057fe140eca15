// @vitest-environment jsdom
/** Export progress under the result's actions: the phase in words (announced), a bar, and Cancel. */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExportBrandKitOptions } from '../../shared/api';
import { ResultActions } from '../result/ResultActions';
import { type ExportOutcome, toExportState } from './use-kit-export';

/** An export the test moves by hand: it reports what the test says and ends when told. */
function controlledExport() {
  let options: ExportBrandKitOptions = {};
  let finish: (outcome: ExportOutcome) => void = () => undefined;
  const run = (given: ExportBrandKitOptions) => {
    options = given;
    return new Promise<ExportOutcome>((resolve) => {
      finish = resolve;
      given.signal?.addEventListener('abort', () => resolve('cancelled'));
    });
  };
  return { run, options: () => options, finish: (outcome: ExportOutcome) => act(() => finish(outcome)) };
}

function mount(run: ReturnType<typeof controlledExport>['run']) {
  render(
    <ResultActions downloads={[]} regenerating={false} onExport={run} onRegenerate={() => undefined} onDownload={async () => undefined} />,
  );
}

const status = () => screen.getByRole('status');

afterEach(cleanup);

describe('brand kit export progress', () => {
  it('shows the build, then the download filling, then says it is done', async () => {
    const kit = controlledExport();
    mount(kit.run);
    const button = screen.getByRole('button', { name: 'Export Brand Kit (.zip)' });
    await userEvent.setup().click(button);
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(status().textContent).toMatch(/^Building your brand kit/);
    const bar = screen.getByRole('progressbar', { name: 'Brand kit export' });
    expect(bar.getAttribute('aria-valuenow')).toBeNull();

    act(() => kit.options().onProgress?.({ phase: 'downloading', loaded: 512, total: 1024 }));
    expect(status().textContent).toBe('Downloading your brand kit…');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('50% downloaded');

    await kit.finish('done');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(status().textContent).toBe('Brand kit downloaded.');
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('stops the export on Cancel', async () => {
    const kit = controlledExport();
    mount(kit.run);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export Brand Kit (.zip)' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(kit.options().signal?.aborted).toBe(true);
    expect(await screen.findByText('Brand kit export cancelled.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('stops the export when the result goes away (New Logo, sign-out)', async () => {
    const kit = controlledExport();
    mount(kit.run);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export Brand Kit (.zip)' }));
    cleanup();
    expect(kit.options().signal?.aborted).toBe(true);
  });
});

describe('toExportState', () => {
  it.each([
    ['building, once', { phase: 'idle' } as const, { phase: 'building' } as const, { phase: 'building' }],
    ['building again: no change', { phase: 'building' } as const, { phase: 'building' } as const, null],
    [
      'a first byte',
      { phase: 'building' } as const,
      { phase: 'downloading', loaded: 0, total: 200 } as const,
      { phase: 'downloading', percent: 0 },
    ],
    [
      'the same whole percent: no change',
      { phase: 'downloading', percent: 50 } as const,
      { phase: 'downloading', loaded: 101, total: 200 } as const,
      null,
    ],
    [
      'an unknown length',
      { phase: 'building' } as const,
      { phase: 'downloading', loaded: 10, total: null } as const,
      { phase: 'downloading', percent: null },
    ],
  ])('%s', (_name, current, progress, expected) => {
    expect(toExportState(current, progress)).toEqual(expected);
  });
});
