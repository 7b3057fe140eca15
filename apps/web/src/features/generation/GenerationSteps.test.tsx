// @vitest-environment jsdom
/** The run's steps on the page follow the real run (useGeneration): each step named, the live one marked, failures said. */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LogoDnaApi } from '../../shared/api';
import { ApiProvider } from '../../shared/api-context';
import { createFakeApi } from '../../test/fake-api';
import { type BriefValues, createEmptyBrief } from '../brief-form/brief-input';
import { GenerationSteps } from './GenerationSteps';
import { useGeneration } from './use-generation';

const DESIGNERS = [{ id: 'paul-rand', name: 'Paul Rand', description: 'Modernist minimalism.', principles: ['a', 'b', 'c', 'd'] }] as const;
const VALUES: BriefValues = {
  ...createEmptyBrief('paul-rand'),
  brandName: 'Northwind',
  industry: 'Coffee',
  oneLiner: 'Small-batch coffee',
};

function Page({ onSubmit }: { onSubmit: () => void }) {
  const { generate, cancel, progress, dismissProgress } = useGeneration({
    designers: DESIGNERS as never,
    user: null,
    onGenerated: () => undefined,
  });
  return (
    <>
      {progress ? <GenerationSteps progress={progress} onCancel={cancel} onDismiss={dismissProgress} formId="brief" /> : null}
      <form
        id="brief"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
          void generate(VALUES);
        }}
      >
        <button type="submit">Generate</button>
      </form>
    </>
  );
}

/** Holds one API method's calls until the test lets them go; `seen` resolves when one is held. */
function hold<K extends 'generateObject' | 'generateImage'>(api: LogoDnaApi, method: K) {
  const original = api[method].bind(api) as (...args: unknown[]) => Promise<unknown>;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const seen = new Promise<void>((resolve) => (arrived = resolve));
  (api as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
    arrived();
    await released;
    return original(...args);
  };
  return { seen: () => act(() => seen), release: () => act(async () => release()) };
}

function mount(api: LogoDnaApi) {
  const onSubmit = vi.fn();
  render(
    <ApiProvider api={api}>
      <Page onSubmit={onSubmit} />
    </ApiProvider>,
  );
  return onSubmit;
}

const list = () => screen.getByRole('region', { name: /logo system for Northwind/ });
const stateOf = (label: string) => within(list()).getByText(label).closest('li')?.getAttribute('data-state');
const liveLine = () => within(list()).getByRole('status');

afterEach(() => {
  toast.dismiss();
  cleanup();
});

describe('the generation steps on the page', () => {
  it('names every step, marks the one the run is in live, and ticks the ones it finished', async () => {
    const { api } = createFakeApi();
    const images = hold(api, 'generateImage');
    mount(api);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Generate' }));
    await images.seen();

    expect(
      within(list())
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Brand strategy', 'Logo designs', 'Palette and typography', 'Putting it all together']);
    expect(stateOf('Brand strategy')).toBe('done');
    expect(stateOf('Logo designs')).toBe('active');
    expect(within(list()).getByText('Logo designs').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(stateOf('Palette and typography')).toBe('waiting');
    expect(liveLine().getAttribute('aria-live')).toBe('polite');
    expect(liveLine().textContent).toBe('Step 2 of 4: Logo designs…');
    // Nothing around it says "busy", which would hold its announcements back until the run ends.
    expect(liveLine().closest('[aria-busy="true"]')).toBeNull();

    await images.release();
    // Done: the result takes the page, the list goes.
    await vi.waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });

  it('says which step failed and why, and Try again submits the form as its Generate button does', async () => {
    const { api } = createFakeApi({
      failOn: 'generateImage',
      failWith: Object.assign(new Error('Busy'), { kind: 'network', status: 503 }),
    });
    const onSubmit = mount(api);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    await vi.waitFor(() => expect(stateOf('Logo designs')).toBe('failed'));
    expect(list().getAttribute('data-status')).toBe('failed');
    expect(screen.getByRole('heading', { name: 'The logo system for Northwind was not made' })).toBeTruthy();
    expect(stateOf('Brand strategy')).toBe('done');
    expect(stateOf('Palette and typography')).toBe('waiting');
    expect(screen.getByTestId('generation-failure').textContent).toBe('Failed: This step could not be finished.');
    expect(liveLine().textContent).toBe('Stopped at step 2 of 4: Logo designs failed.');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('gives the server’s word on a refused brief as the reason', async () => {
    const refused = Object.assign(new Error('brandName is longer than 60 characters'), { kind: 'validation', status: 400 });
    const { api } = createFakeApi({ failOn: 'generateObject', failWith: refused });
    mount(api);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Generate' }));
    await vi.waitFor(() => expect(stateOf('Brand strategy')).toBe('failed'));
    expect(screen.getByTestId('generation-failure').textContent).toBe('Failed: Brand name is longer than 60 characters.');
  });

  it('Cancel stops the run and takes the list away; Dismiss takes a failed one away', async () => {
    const { api } = createFakeApi();
    const images = hold(api, 'generateImage');
    mount(api);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await images.seen();
    await user.click(within(list()).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('region')).toBeNull());

    api.generateImage = async () => {
      throw new Error('down');
    };
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await vi.waitFor(() => expect(stateOf('Logo designs')).toBe('failed'));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
