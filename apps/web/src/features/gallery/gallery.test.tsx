// @vitest-environment jsdom
import { type GenerationBrief, OWN_DESIGN_SEED } from '@logo-dna/protocol';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import type { AuthSnapshot, GenerateImageParams, PreviewLogoParams } from '../../shared/api';
import { ApiProvider } from '../../shared/api-context';
import { createFakeApi, fakePreviewSvg } from '../../test/fake-api';
import { DESIGNERS } from '../designer-picker/designer-catalog';
import { clearWorkspace, loadWorkspace } from '../workspace/workspace-store';
import { loadGallery, saveGallery } from './gallery-store';

const ADA = { status: 'authenticated', user: { id: 'user-ada', email: 'ada@example.com' } } as const;

function createApi(user: AuthSnapshot = { status: 'anonymous', user: null }) {
  const fake = createFakeApi({ user });
  let listener: ((snapshot: AuthSnapshot) => void) | undefined;
  fake.api.auth.subscribe = (next) => {
    listener = next;
    next(user);
    return () => {
      listener = undefined;
    };
  };
  const emit = (snapshot: AuthSnapshot) => act(() => listener?.(snapshot));
  const previews = () => fake.calls.filter((call) => call.method === 'previewLogo').map((call) => (call.params as PreviewLogoParams).brief);
  const imageBriefs = () =>
    fake.calls.filter((call) => call.method === 'generateImage').map((call) => (call.params as GenerateImageParams).brief);
  return { ...fake, emit, previews, imageBriefs };
}

function mount(api: ReturnType<typeof createApi>['api']) {
  return render(
    <ApiProvider api={api}>
      <App />
    </ApiProvider>,
  );
}

const drawnCount = () => document.querySelectorAll('[data-direction-svg]').length;

async function exploreNorthwind() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Brand name/), 'Northwind');
  await user.type(screen.getByLabelText(/Industry/), 'Coffee roastery');
  await user.type(screen.getByLabelText(/One-liner/), 'Small-batch coffee');
  await user.click(screen.getByRole('button', { name: `Explore all ${DESIGNERS.length} designers` }));
  await screen.findByRole('heading', { level: 1, name: 'Directions for Northwind' }, { timeout: 15_000 });
  await waitFor(() => expect(drawnCount()).toBe(DESIGNERS.length), { timeout: 15_000 });
  return user;
}

beforeEach(() => {
  clearWorkspace();
  saveGallery(null);
});
afterEach(cleanup);

describe('the gallery', () => {
  it('draws one direction per designer and opens one as that very design through the pipeline', async () => {
    const api = createApi();
    mount(api.api);
    const user = await exploreNorthwind();

    const briefs = api.previews();
    expect(briefs).toHaveLength(DESIGNERS.length);
    expect(new Set(briefs.map((brief) => brief.designerId))).toEqual(new Set(DESIGNERS.map((designer) => designer.id)));
    expect(briefs[0]?.designerId).toBe('paul-rand');
    const saulBass = briefs.find((brief) => brief.designerId === 'saul-bass') as GenerationBrief;
    const tile = document.querySelector('[data-designer="saul-bass"] img') as HTMLImageElement;
    expect(decodeURIComponent(tile.src.slice(tile.src.indexOf(',') + 1))).toBe(fakePreviewSvg('saul-bass', saulBass.seed, 0));

    await user.click(screen.getByRole('button', { name: 'Open Saul Bass design' }));
    await screen.findByRole('heading', { level: 1, name: 'Northwind' }, { timeout: 15_000 });
    // The pipeline was sent the thumbnail's brief (the designer's own design), and the record keeps its seed.
    expect(saulBass).toMatchObject({ seed: OWN_DESIGN_SEED, variant: 0 });
    expect(api.imageBriefs()).toEqual([saulBass]);
    const kept = loadWorkspace()?.system;
    expect(kept?.record).toMatchObject({ designerDna: 'saul-bass', seed: saulBass.seed, variant: 0 });
  });

  it('keeps the shortlist over a reload and compares two side by side', async () => {
    const api = createApi();
    const view = mount(api.api);
    const user = await exploreNorthwind();
    await user.click(screen.getByRole('button', { name: 'Shortlist Milton Glaser' }));
    await user.click(screen.getByRole('button', { name: 'Shortlist Paula Scher' }));
    expect(screen.getByRole('button', { name: 'Shortlist Paula Scher' }).getAttribute('aria-pressed')).toBe('true');

    view.unmount();
    mount(api.api);
    await screen.findByRole('heading', { level: 1, name: 'Directions for Northwind' }, { timeout: 15_000 });
    const shortlist = screen.getByRole('region', { name: /Shortlist/ });
    expect(within(shortlist).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(shortlist).getByRole('button', { name: 'Compare' }));
    const compare = await screen.findByRole('region', { name: 'Milton Glaser and Paula Scher, side by side' });
    expect(within(compare).getAllByRole('button', { name: /^Open (Milton Glaser|Paula Scher) design$/ })).toHaveLength(2);
    await waitFor(() => expect(within(compare).getAllByRole('img')).toHaveLength(2));
    expect(loadGallery()?.shortlist).toHaveLength(2);
  });

  it('shows a designer’s variants, each a further variant of the designer’s own design, and moves between tiles with the arrow keys', async () => {
    const api = createApi();
    mount(api.api);
    const user = await exploreNorthwind();
    await user.click(screen.getByRole('button', { name: 'More Rob Janoff variants' }));
    const list = await screen.findByRole('list', { name: 'Rob Janoff variants' });
    await waitFor(() => expect(list.querySelectorAll('[data-direction-svg]')).toHaveLength(9));
    const drawn = api.previews().filter((brief) => brief.designerId === 'rob-janoff');
    expect(new Set(drawn.map((brief) => brief.seed))).toEqual(new Set([OWN_DESIGN_SEED]));
    expect(drawn.map((brief) => brief.variant).filter((variant) => variant !== 0)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    within(list).getByRole('button', { name: 'Open Rob Janoff design' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Open Rob Janoff, variant 1 design' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Open Rob Janoff, variant 8 design' }));
  });

  it('opens an opened direction again as the same saved system, and forgets the gallery on sign-out', async () => {
    const api = createApi(ADA);
    mount(api.api);
    const user = await exploreNorthwind();
    await user.click(screen.getByRole('button', { name: 'Open Ruth Kedar design' }));
    await screen.findByRole('heading', { level: 1, name: 'Northwind' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Back to the gallery' }));
    await user.click(await screen.findByRole('button', { name: 'Open Ruth Kedar design' }));
    await screen.findByRole('heading', { level: 1, name: 'Northwind' }, { timeout: 15_000 });
    expect(api.calls.filter((call) => call.method === 'createLogoSystem')).toHaveLength(1);
    expect(api.imageBriefs()).toHaveLength(1);

    api.emit({ status: 'anonymous', user: null });
    await waitFor(() => expect(loadGallery()).toBeNull());
    expect(screen.queryByRole('button', { name: 'Back to the gallery' })).toBeNull();
  });
});
