// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import type { AuthSnapshot } from '../../shared/api';
import { ApiProvider } from '../../shared/api-context';
import { createFakeApi } from '../../test/fake-api';
import { createEmptyBrief } from '../brief-form/brief-input';
import { clearWorkspace, loadWorkspace, saveWorkspace } from './workspace-store';

const ADA = { status: 'authenticated', user: { id: 'user-ada', email: 'ada@example.com' } } as const;

/** The fake API with an auth state the test moves, as the SDK does when the hosted page hands a session back. */
function createApi() {
  const fake = createFakeApi();
  let listener: ((snapshot: AuthSnapshot) => void) | undefined;
  let current: AuthSnapshot = { status: 'anonymous', user: null };
  fake.api.auth.subscribe = (next) => {
    listener = next;
    next(current);
    return () => {
      listener = undefined;
    };
  };
  const emit = (snapshot: AuthSnapshot) => {
    current = snapshot;
    act(() => listener?.(snapshot));
  };
  return { ...fake, emit };
}

function mount(api: ReturnType<typeof createApi>['api']) {
  return render(
    <ApiProvider api={api}>
      <App />
    </ApiProvider>,
  );
}

async function generateNorthwind() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Brand name/), 'Northwind');
  await user.type(screen.getByLabelText(/Industry/), 'Coffee roastery');
  await user.type(screen.getByLabelText(/One-liner/), 'Small-batch coffee');
  await user.click(screen.getByRole('button', { name: 'Generate My Logo System' }));
  await screen.findByRole('heading', { level: 1, name: 'Northwind' }, { timeout: 20_000 });
}

beforeEach(() => clearWorkspace());
afterEach(cleanup);

describe('the workspace store', () => {
  it('gives back what it kept, and nothing for a missing, broken or foreign entry', () => {
    const values = { ...createEmptyBrief('paul-rand'), brandName: 'مقهى ليلى' };
    saveWorkspace({ values, system: null });
    expect(loadWorkspace()).toEqual({ values, system: null });
    localStorage.setItem('logo-dna:workspace', '{not json');
    expect(loadWorkspace()).toBeNull();
    localStorage.setItem('logo-dna:workspace', JSON.stringify({ version: 99, values }));
    expect(loadWorkspace()).toBeNull();
    localStorage.setItem('logo-dna:workspace', JSON.stringify({ version: 1, values: { brandName: 3 } }));
    expect(loadWorkspace()).toBeNull();
  });
});

describe('nothing is lost', () => {
  it('brings the brief being typed back after a reload', async () => {
    const { api } = createApi();
    const first = mount(api);
    await userEvent.setup().type(screen.getByLabelText(/Brand name/), 'Halcyon Ferry');
    first.unmount();
    mount(api);
    expect((screen.getByLabelText(/Brand name/) as HTMLInputElement).value).toBe('Halcyon Ferry');
  });

  it('keeps a result made before signing in through the sign-in round trip and saves it to the account', async () => {
    const { api, calls, emit } = createApi();
    const before = mount(api);
    await generateNorthwind();
    expect(calls.filter((c) => c.method === 'createLogoSystem')).toHaveLength(0);
    // The hosted sign-in page replaces the app; it loads again with a session.
    before.unmount();
    mount(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind' })).toBeTruthy();
    emit(ADA);
    await screen.findByText('Your logo system is saved to My logo systems.');
    const saves = calls.filter((c) => c.method === 'createLogoSystem');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.params).toMatchObject({ brandName: 'Northwind', userId: 'user-ada' });
    expect(loadWorkspace()?.system?.record.userId).toBe('user-ada');
  });

  it('clears the screen and the kept workspace on sign-out', async () => {
    const { api, emit } = createApi();
    mount(api);
    emit(ADA);
    await generateNorthwind();
    emit({ status: 'anonymous', user: null });
    const form = await screen.findByRole('heading', { level: 1, name: 'Logo Designer DNA Generator' });
    expect(form).toBeTruthy();
    expect((screen.getByLabelText(/Brand name/) as HTMLInputElement).value).toBe('');
    expect(loadWorkspace()?.system ?? null).toBeNull();
    expect(within(document.body).queryByRole('heading', { level: 1, name: 'Northwind' })).toBeNull();
  });

  it("does not show a result saved to someone's account to a visitor who is not signed in", async () => {
    const { api } = createApi();
    saveWorkspace({
      values: createEmptyBrief('paul-rand'),
      system: {
        record: { id: 'logo_1', userId: 'user-ada', brandName: 'Northwind', primaryLogoUrl: 'https://cdn.test/p.png' } as never,
        palette: { primary: '#111111', secondary: '#222222', accent: '#333333', neutral: '#444444' },
        typography: { display: 'Jost', support: 'Inter' },
        brief: {} as never,
      },
    });
    mount(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Logo Designer DNA Generator' })).toBeTruthy();
  });
});
