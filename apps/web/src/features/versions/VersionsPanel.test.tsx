// @vitest-environment jsdom
/**
 * Versions in the page: a signed-in user's saves are listed under the result, and restoring an old one brings back its
 * images, texts and brief, so the preview and the exported kit are that version's.
 */

import { type GenerationBrief, OWN_DESIGN_SEED } from '@logo-dna/protocol';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../App';
import type { AuthSnapshot } from '../../shared/api';
import { ApiProvider } from '../../shared/api-context';
import { createFakeApi } from '../../test/fake-api';
import { clearWorkspace } from '../workspace/workspace-store';

const ADA: AuthSnapshot = { status: 'authenticated', user: { id: 'user-ada', email: 'ada@example.com' } };

function setup() {
  let at = Date.parse('2030-01-01T00:00:00.000Z');
  const now = () => {
    at += 1000;
    return new Date(at);
  };
  const fake = createFakeApi({ user: ADA, now });
  const kits: GenerationBrief[] = [];
  fake.api.exportBrandKit = async (brief, options) => {
    kits.push(brief);
    options?.onProgress?.({ phase: 'building' });
    return new Blob(['zip'], { type: 'application/zip' });
  };
  render(
    <ApiProvider api={fake.api}>
      <App />
    </ApiProvider>,
  );
  return { ...fake, kits };
}

async function generateNorthwind() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Brand name/), 'Northwind');
  await user.type(screen.getByLabelText(/Industry/), 'Coffee roastery');
  await user.type(screen.getByLabelText(/One-liner/), 'Small-batch coffee');
  await user.click(screen.getByRole('button', { name: 'Generate My Logo System' }));
  await screen.findByRole('heading', { level: 1, name: 'Northwind' }, { timeout: 20_000 });
}

const versionsRegion = () => screen.findByRole('region', { name: 'Versions' }, { timeout: 20_000 });
const previewSrc = () => screen.getByTestId('preview-image').getAttribute('src');

beforeEach(() => {
  clearWorkspace();
  URL.createObjectURL = vi.fn(() => 'blob:kit');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

describe('versions of the system on screen', () => {
  it('lists each save, restores the first, and the preview and the kit follow it', async () => {
    const { kits, versions } = setup();
    const user = userEvent.setup();
    await generateNorthwind();
    const region = await versionsRegion();
    expect(await within(region).findByText('Version 1')).toBeTruthy();
    expect(within(region).getByText('Current')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: /Restore/ })).toBeNull();
    const first = previewSrc();

    await user.click(screen.getByRole('button', { name: 'Regenerate Variations' }));
    expect(await within(region).findByText('Version 2')).toBeTruthy();
    expect(within(region).getByText('Regenerated')).toBeTruthy();
    const second = previewSrc();
    expect(second).not.toBe(first);

    await user.click(within(region).getByRole('button', { name: 'Restore version 1' }));
    expect(await within(region).findByText('Version 3')).toBeTruthy();
    expect(within(region).getByText('Restored version 1')).toBeTruthy();
    expect(previewSrc()).toBe(first);
    const items = within(region).getAllByRole('listitem');
    expect(items[0]!.getAttribute('aria-current')).toBe('true');
    expect(items.map((item) => item.querySelector('img')?.getAttribute('src'))).toEqual([first, second, first]);
    expect(versions).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Export Brand Kit (.zip)' }));
    await screen.findByText('Brand kit downloaded.');
    expect(kits).toHaveLength(1);
    // The kit of version 1: its seed and its variant, not the regenerated one's.
    expect(kits).toEqual([expect.objectContaining({ brandName: 'Northwind', seed: OWN_DESIGN_SEED, variant: 0 })]);
  });

  it('is not shown to a visitor who is not signed in', async () => {
    const fake = createFakeApi();
    render(
      <ApiProvider api={fake.api}>
        <App />
      </ApiProvider>,
    );
    await generateNorthwind();
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Versions' })).toBeNull();
    expect(fake.versions).toEqual([]);
  });
});
