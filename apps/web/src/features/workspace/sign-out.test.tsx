// @vitest-environment jsdom
/**
 * Sign-out leaves nothing of the user's on screen: not the result, not its versions, and not a result that was still
 * being made when they signed out. A visitor's unsaved work is theirs and stays.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import type { AuthSnapshot, GeneratedImage } from '../../shared/api';
import { ApiProvider } from '../../shared/api-context';
import { createFakeApi } from '../../test/fake-api';
import { clearWorkspace, loadWorkspace } from './workspace-store';

const ADA: AuthSnapshot = { status: 'authenticated', user: { id: 'user-ada', email: 'ada@example.com' } };
const SIGNED_OUT: AuthSnapshot = { status: 'anonymous', user: null };

function mount(initial: AuthSnapshot) {
  const fake = createFakeApi();
  // While `held`, image calls wait for the test to deliver their answer.
  const images: { held: boolean; deliver: (images: GeneratedImage[]) => void } = { held: false, deliver: () => undefined };
  const generateImage = fake.api.generateImage;
  fake.api.generateImage = (params) => {
    if (!images.held) return generateImage(params);
    return new Promise((resolve) => {
      images.deliver = resolve;
    });
  };
  let listener: ((snapshot: AuthSnapshot) => void) | undefined;
  fake.api.auth.subscribe = (next) => {
    listener = next;
    next(initial);
    return () => undefined;
  };
  render(
    <ApiProvider api={fake.api}>
      <App />
    </ApiProvider>,
  );
  return { ...fake, images, emit: (snapshot: AuthSnapshot) => act(() => listener?.(snapshot)) };
}

async function generateNorthwind() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Brand name/), 'Northwind');
  await user.type(screen.getByLabelText(/Industry/), 'Coffee roastery');
  await user.type(screen.getByLabelText(/One-liner/), 'Small-batch coffee');
  await user.click(screen.getByRole('button', { name: 'Generate My Logo System' }));
  await screen.findByRole('heading', { level: 1, name: 'Northwind' }, { timeout: 20_000 });
}

const northwindHeading = () => screen.queryByRole('heading', { level: 1, name: 'Northwind' });

beforeEach(() => clearWorkspace());
// A toast that is closing removes itself on a timer: the test ends once every toast is gone, not while that timer is
// pending (it fired after the page was torn down, "window is not defined", on a loaded machine).
afterEach(async () => {
  toast.dismiss();
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
  cleanup();
});

describe('sign-out', () => {
  it('clears the result and its versions at once', async () => {
    const { emit } = mount(ADA);
    await generateNorthwind();
    expect(await screen.findByRole('region', { name: 'Versions' }, { timeout: 20_000 })).toBeTruthy();
    emit(SIGNED_OUT);
    expect(northwindHeading()).toBeNull();
    expect(screen.queryByRole('region', { name: 'Versions' })).toBeNull();
    expect((screen.getByLabelText(/Brand name/) as HTMLInputElement).value).toBe('');
    expect(loadWorkspace()?.system ?? null).toBeNull();
  });

  it('does not bring back a regeneration that finishes after the user signed out', async () => {
    const { emit, images, calls } = mount(ADA);
    await generateNorthwind();
    // The regeneration's images arrive only when the test says so.
    images.held = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Regenerate Variations' }));
    emit(SIGNED_OUT);
    expect(northwindHeading()).toBeNull();
    await act(async () => {
      images.deliver(
        ['primary', 'monochrome', 'horizontal', 'stacked'].map((role) => ({ url: `https://cdn.test/late/${role}.png`, role })),
      );
    });
    // It did finish (and saved to the account it was made for), but is not shown to whoever is here now.
    expect(calls.filter((call) => call.method === 'updateLogoSystem')).toHaveLength(1);
    expect(northwindHeading()).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Logo Designer DNA Generator' })).toBeTruthy();
    expect(loadWorkspace()?.system ?? null).toBeNull();
  });

  it("keeps a visitor's unsaved result when the session is reported missing again", async () => {
    const { emit } = mount(SIGNED_OUT);
    await generateNorthwind();
    emit(SIGNED_OUT);
    expect(northwindHeading()).toBeTruthy();
    expect(loadWorkspace()?.system?.record.userId).toBe('anonymous');
  });
});
