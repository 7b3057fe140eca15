// @vitest-environment jsdom
/** My logo systems: twelve at a time, the latest saved first; rename, duplicate and delete (with a confirmation). */
import type { LogoSystemRecord } from '@logo-dna/protocol';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../shared/api-context';
import { createFakeApi } from '../../test/fake-api';
import HistoryPanel from './HistoryPanel';

const USER_ID = 'user_ada';

function recordOf(n: number, overrides: Partial<LogoSystemRecord> = {}): LogoSystemRecord {
  const at = new Date(Date.UTC(2030, 0, 1, 10, n)).toISOString();
  return {
    id: `logo_${String(n).padStart(2, '0')}`,
    userId: USER_ID,
    brandName: `Brand ${n}`,
    industry: 'Coffee',
    tagline: '',
    oneLiner: 'Small-batch coffee',
    desiredColors: '',
    competitors: '',
    designerDna: 'paul-rand',
    strategyText: 'Positioning',
    selectedConcept: 'A bean',
    brandRationale: 'Because',
    primaryLogoUrl: `https://cdn.test/${n}/primary.png`,
    monochromeLogoUrl: `https://cdn.test/${n}/monochrome.png`,
    horizontalLogoUrl: `https://cdn.test/${n}/horizontal.png`,
    stackedLogoUrl: `https://cdn.test/${n}/stacked.png`,
    appIconUrl: `https://cdn.test/${n}/primary.png`,
    colorPalette: '{"primary":"#112233","secondary":"#445566","accent":"#778899","neutral":"#aabbcc"}',
    typography: '{"display":"Jost","support":"DM Sans"}',
    altText: `Brand ${n} - A bean`,
    variant: 0,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

function mount(records: LogoSystemRecord[], onOpen = vi.fn()) {
  const fake = createFakeApi({ records, now: () => new Date('2031-01-01T00:00:00.000Z') });
  render(
    <ApiProvider api={fake.api}>
      <HistoryPanel userId={USER_ID} version={0} onOpen={onOpen} />
    </ApiProvider>,
  );
  return { ...fake, onOpen };
}

const region = () => screen.getByRole('region', { name: 'My logo systems' });
const items = () => within(region()).getAllByRole('listitem');

afterEach(cleanup);

describe('My logo systems', () => {
  it('shows twelve systems, the latest saved first, and the rest on "Show more"', async () => {
    const records = Array.from({ length: 14 }, (_, index) => recordOf(index + 1));
    // Saved again later: it leads the list though it was made first.
    records[0] = recordOf(1, { updatedAt: '2030-06-01T00:00:00.000Z' });
    mount(records);
    expect(await screen.findByText('12 of 14 shown')).toBeTruthy();
    expect(items()).toHaveLength(12);
    expect(items()[0]!.textContent).toContain('Brand 1');
    expect(items()[1]!.textContent).toContain('Brand 14');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('14 of 14 shown')).toBeTruthy();
    expect(items().map((item) => item.querySelector('button')?.getAttribute('aria-label'))).toContain('Open Brand 2');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('opens a system with its saved design (seed and variant)', async () => {
    const { onOpen } = mount([recordOf(3, { variant: 2, seed: 99 })]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Open Brand 3' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ brief: expect.objectContaining({ seed: 99, variant: 2 }) }));
  });

  it('renames a system, refusing an empty name, and keeps the brand name beside the new one', async () => {
    const { records, calls } = mount([recordOf(1)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename Brand 1' }));
    const field = screen.getByLabelText('Name');
    expect(document.activeElement).toBe(field);
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByText('Enter a name.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.type(field, '  Café   Nord ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('button', { name: 'Open Café Nord' })).toBeTruthy();
    expect(items()[0]!.textContent).toContain('Brand 1 · Coffee');
    expect(records[0]!.title).toBe('Café Nord');
    // A rename is not a new version of the design: it is not a save of the design.
    expect(calls.filter((call) => call.method === 'updateLogoSystem')).toHaveLength(0);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Rename Café Nord');
  });

  it('Escape leaves the name as it was', async () => {
    const { calls } = mount([recordOf(1)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename Brand 1' }));
    await user.type(screen.getByLabelText('Name'), ' changed{Escape}');
    expect(screen.getByRole('button', { name: 'Open Brand 1' })).toBeTruthy();
    expect(calls.some((call) => call.method === 'renameLogoSystem')).toBe(false);
  });

  it('duplicates a system as the same design, listed first, with its own first version', async () => {
    const { records, versions } = mount([recordOf(1, { variant: 3 }), recordOf(2)]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Duplicate Brand 1' }));
    expect(await screen.findByRole('button', { name: 'Open Brand 1 (copy)' })).toBeTruthy();
    expect(items()[0]!.textContent).toContain('Brand 1 (copy)');
    expect(screen.getByText('3 of 3 shown')).toBeTruthy();
    const copy = records.find((record) => record.title === 'Brand 1 (copy)')!;
    expect(copy).toMatchObject({ primaryLogoUrl: 'https://cdn.test/1/primary.png', variant: 3 });
    expect(versions.map((version) => version.systemId)).toEqual([copy.id]);
  });

  it('deletes a system only after the confirmation, and Cancel keeps it', async () => {
    const { records, calls } = mount([recordOf(1), recordOf(2)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Brand 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Brand 2”?' });
    expect(dialog.textContent).toContain('cannot be undone');
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'deleteLogoSystem')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Brand 2' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete logo system' }));
    expect(await screen.findByText('1 of 1 shown')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open Brand 2' })).toBeNull();
    expect(records.map((record) => record.id)).toEqual(['logo_01']);
    expect(document.activeElement?.textContent).toBe('My logo systems');
  });

  it('keeps a system whose delete the server refused', async () => {
    const fake = createFakeApi({ records: [recordOf(1)], failOn: 'deleteLogoSystem' });
    render(
      <ApiProvider api={fake.api}>
        <HistoryPanel userId={USER_ID} version={0} onOpen={vi.fn()} />
      </ApiProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Brand 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete logo system' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open Brand 1' })).toBeTruthy();
  });
});
