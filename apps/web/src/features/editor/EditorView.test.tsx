// @vitest-environment jsdom
import type { SystemRecord } from '@logo-dna/engine';
import type { DesignIcon, GenerationBrief } from '@logo-dna/protocol';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../shared/api-context';
import { createFakeApi } from '../../test/fake-api';
import { generateLogoSystem } from '../generation/generate-logo-system';
import type { LogoSystem } from '../generation/logo-system';
import EditorView from './EditorView';
import type { DesignPreview, EditorApi } from './editor-api';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** Waits on state (the preview is debounced and answered asynchronously); the ceiling only bounds a slow machine. */
/**
 * Waits on the state the check reads, bounded only by the test's own timeout (vitest.config.ts, 30 s): a loaded CI
 * machine can take longer than a few seconds to render the editor and store its draft, and that is not a failure.
 */
const STATE_WAIT = { timeout: 25_000 };
const eventually = (check: () => void) => waitFor(check, STATE_WAIT);

const BLUE = '#1860AF';
const GREEN = '#0B6E4F';

/** The record's lockups as the engine reports them: the primary repeats the arrangement the layout edit asks for. */
function lockupsFor(brief: GenerationBrief) {
  const horizontal = { width: 900, height: 270, showsMark: true };
  const stacked = { width: 760, height: 560, showsMark: true };
  const layout = brief.edits?.layout?.primary;
  const primary = layout === 'wordmark' ? { width: 700, height: 200, showsMark: false } : layout === 'stacked' ? stacked : horizontal;
  return [
    { id: 'primary', ...primary },
    { id: 'horizontal', ...horizontal },
    { id: 'stacked', ...stacked },
    { id: 'icon', width: 1000, height: 1000, showsMark: true },
    { id: 'monochrome', ...primary },
    { id: 'reversed', ...primary },
  ];
}

/** A preview that paints the brief's primary colour, as the engine would. */
function previewFor(brief: GenerationBrief): DesignPreview {
  const primary = brief.edits?.palette?.primary ?? BLUE;
  const svg = (kind: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>${kind}</title><path fill="${primary}" d="M0 0h10v10H0z"/></svg>`;
  return {
    record: {
      palette: [
        { role: 'primary', name: 'Blue', hex: primary },
        { role: 'neutral', name: 'Slate', hex: '#5C646F' },
        { role: 'background', name: 'Paper White', hex: '#FFFFFF' },
        { role: 'ink', name: 'Ink', hex: '#111111' },
      ],
      fonts: {
        display: { family: brief.edits?.fonts?.display ?? 'Jost', weights: [600], style: 'normal' },
        support: { family: 'DM Sans', weights: [400], style: 'normal' },
      },
      mark: { concept: 'boat', icons: ['boat'], words: ['ferry'], description: 'A boat in a circle: the ferry.', carriesName: false },
      icon: { figure: 'mark', description: 'A boat in a circle.' },
      brief: { brandName: brief.edits?.text?.brandName ?? brief.brandName },
      lockups: lockupsFor(brief),
    } as unknown as SystemRecord,
    logos: { primary: svg('primary'), horizontal: svg('h'), stacked: svg('s'), icon: svg('i'), monochrome: svg('m'), reversed: svg('r') },
    settings: { textCase: 'lower', trackingEm: 0, primaryLockup: 'horizontal', markSide: 'left', stackAlign: 'center' },
  };
}

const ICONS: DesignIcon[] = [
  { id: 'boat', tags: ['ferry'], d: 'M0 0h256v256H0z' },
  { id: 'anchor', tags: ['harbour'], d: 'M0 0h256v256H0z' },
];

function createFakeEditorApi() {
  const calls: Array<{ brief: GenerationBrief; signal?: AbortSignal }> = [];
  const held: Array<() => void> = [];
  const control = { hold: false };
  const api: EditorApi = {
    designSystem(brief, signal) {
      calls.push({ brief, signal });
      if (!control.hold) return Promise.resolve(previewFor(brief));
      return new Promise((resolve) => held.push(() => resolve(previewFor(brief))));
    },
    async searchIcons() {
      return ICONS;
    },
  };
  return { api, calls, held, control };
}

async function setup(options: { user?: { id: string; email: string }; system?: LogoSystem } = {}) {
  const fake = createFakeApi();
  const system =
    options.system ??
    (
      await generateLogoSystem({
        api: fake.api,
        input: { brandName: 'Halcyon Ferry', industry: 'Transport', oneLiner: 'Electric ferries', designerDna: 'paul-rand' },
        designers: [{ id: 'paul-rand', name: 'Paul Rand' }],
        user: options.user ?? null,
        reporter: { progress: () => undefined, success: () => undefined },
        seed: 7,
      })
    ).system;
  const editor = createFakeEditorApi();
  const onSaved = vi.fn<(system: LogoSystem) => void>();
  const onClose = vi.fn();
  render(
    <ApiProvider api={fake.api}>
      <EditorView system={system} user={options.user ?? null} onSaved={onSaved} onClose={onClose} editorApi={editor.api} />
    </ApiProvider>,
  );
  await screen.findByLabelText('Primary hex', {}, STATE_WAIT);
  return { fake, editor, onSaved, onClose, system, user: userEvent.setup() };
}

const primaryImage = () => screen.getByTestId('editor-primary').getAttribute('src') ?? '';
const shows = (hex: string) => primaryImage().includes(encodeURIComponent(hex));

/** Types over the field's whole value (one selection, no separate clear), then waits until the field shows it. */
async function typeHex(user: ReturnType<typeof userEvent.setup>, label: string, hex: string) {
  const field = screen.getByLabelText(label) as HTMLInputElement;
  await user.type(field, hex, { initialSelectionStart: 0, initialSelectionEnd: field.value.length });
  await eventually(() => expect((screen.getByLabelText(label) as HTMLInputElement).value.toUpperCase()).toBe(hex.toUpperCase()));
}

describe('EditorView', () => {
  it('previews a colour edit in every lockup, and undo and redo (buttons and keys) walk it back and forth', async () => {
    const { editor, user } = await setup();
    expect(shows(BLUE)).toBe(true);
    await typeHex(user, 'Primary hex', GREEN);
    await eventually(() => expect(shows(GREEN)).toBe(true));
    expect(editor.calls.at(-1)?.brief).toMatchObject({ seed: 7, edits: { palette: { primary: GREEN } } });
    for (const kind of ['horizontal', 'stacked', 'monochrome', 'reversed', 'icon']) {
      expect(screen.getByTestId(`editor-${kind}`).getAttribute('src')).toContain(encodeURIComponent(GREEN));
    }

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByLabelText<HTMLInputElement>('Primary hex').value).toBe(BLUE);
    await eventually(() => expect(shows(BLUE)).toBe(true));
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(screen.getByLabelText<HTMLInputElement>('Primary hex').value).toBe(GREEN);
    await eventually(() => expect(shows(GREEN)).toBe(true));
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.getByLabelText<HTMLInputElement>('Primary hex').value).toBe(BLUE);
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
  });

  it('warns when a text colour would break AA and names the lighter or darker colour the logos will use', async () => {
    const { user } = await setup();
    await typeHex(user, 'Neutral hex', '#F4A0B0');
    const warning = await screen.findByTestId('warning-neutral', {}, STATE_WAIT);
    expect(warning.textContent).toMatch(
      /#F4A0B0 reads at 1\.\d\d:1 on the ground; text needs 4\.5:1 \(WCAG AA\)\. The logos use #[0-9A-F]{6}: same hue, darker\./,
    );
    expect(screen.getByTestId('contrast-neutral').textContent).toContain('below AA');
  });

  it('keeps only the latest preview request in flight', async () => {
    const { editor, user } = await setup();
    editor.control.hold = true;
    await typeHex(user, 'Primary hex', GREEN);
    await eventually(() => expect(editor.calls.at(-1)?.brief.edits?.palette?.primary).toBe(GREEN));
    const first = editor.calls.at(-1);
    await typeHex(user, 'Primary hex', '#7A1F5C');
    await eventually(() => expect(editor.calls.at(-1)?.brief.edits?.palette?.primary).toBe('#7A1F5C'));
    expect(first?.signal?.aborted).toBe(true);
    expect(editor.calls.at(-1)?.signal?.aborted).toBe(false);
    editor.held.at(-1)?.();
    await eventually(() => expect(shows('#7A1F5C')).toBe(true));
  });

  it('swaps the icon, the fonts and the layout as engine edits', async () => {
    const { editor, user } = await setup();
    await user.click(await screen.findByRole('button', { name: 'anchor' }, STATE_WAIT));
    await user.selectOptions(screen.getByLabelText('Name font'), 'Bodoni Moda');
    await user.click(screen.getByRole('radio', { name: 'Above' }));
    await eventually(() =>
      expect(editor.calls.at(-1)?.brief.edits).toEqual({
        mark: { icon: 'anchor' },
        fonts: { display: 'Bodoni Moda' },
        layout: { primary: 'stacked' },
      }),
    );
    expect(screen.getByRole('button', { name: 'anchor' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('labels every drawing by what the drawn design shows, not by the control set a moment ago', async () => {
    const { editor, user } = await setup();
    const alt = (kind: string) => screen.getByTestId(`editor-${kind}`).getAttribute('alt');
    expect(alt('primary')).toBe('Halcyon Ferry primary logo: a boat in a circle, to the left of the name');
    expect(screen.getByTestId('editor-primary-label').textContent).toBe('Primary · mark left of name');
    expect(alt('stacked')).toBe('Halcyon Ferry stacked logo: a boat in a circle, above the name');
    expect(alt('icon')).toBe('Halcyon Ferry app icon: a boat in a circle');

    // Until the engine has drawn the change, the words describe the drawing still on screen.
    editor.control.hold = true;
    await user.click(screen.getByRole('radio', { name: 'No mark' }));
    await eventually(() => expect(editor.calls.at(-1)?.brief.edits?.layout?.primary).toBe('wordmark'));
    expect(alt('primary')).toBe('Halcyon Ferry primary logo: a boat in a circle, to the left of the name');
    editor.held.at(-1)?.();
    await eventually(() => expect(alt('primary')).toBe('Halcyon Ferry primary logo: the name alone, without a mark'));
    expect(screen.getByTestId('editor-primary-label').textContent).toBe('Primary · name alone');
    expect(alt('monochrome')).toBe('Halcyon Ferry monochrome logo: the name alone, without a mark');
    // The stacked lockup still draws the mark.
    expect(alt('stacked')).toBe('Halcyon Ferry stacked logo: a boat in a circle, above the name');
    expect(screen.getByTestId('editor-stacked-label').textContent).toBe('Stacked · mark above name');
  });

  it("saves the edits to the owner's record and hands back the edited system", async () => {
    const owner = { id: 'user_1', email: 'ada@example.com' };
    const { fake, onSaved, user } = await setup({ user: owner });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await typeHex(user, 'Primary hex', GREEN);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await eventually(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const saved = onSaved.mock.calls[0]![0];
    expect(saved.brief.edits).toEqual({ palette: { primary: GREEN } });
    const update = fake.calls.find((call) => call.method === 'updateLogoSystem')?.params as { patch: { edits: string } };
    expect(JSON.parse(update.patch.edits)).toEqual({ palette: { primary: GREEN } });
    const image = fake.calls.filter((call) => call.method === 'generateImage').at(-1)?.params;
    expect(image).toMatchObject({ n: 6, brief: { edits: { palette: { primary: GREEN } } } });
  });

  it('brings unsaved changes back after a reload, one undo step from the saved design, and forgets them on discard', async () => {
    const first = await setup();
    await typeHex(first.user, 'Primary hex', GREEN);
    await eventually(() => expect(localStorage.getItem('logo-dna:editor-draft')).toContain(GREEN));
    cleanup();

    const again = await setup({ system: first.system });
    expect(screen.getByLabelText<HTMLInputElement>('Primary hex').value).toBe(GREEN);
    expect(screen.getByTestId('draft-restored').textContent).toMatch(/unsaved changes from last time are back/);
    await again.user.click(screen.getByRole('button', { name: 'Undo' }));
    // The saved design's colour comes with its preview (not drawn yet in this session).
    await eventually(() => expect(screen.getByLabelText<HTMLInputElement>('Primary hex').value).toBe(BLUE));
    await again.user.click(screen.getByRole('button', { name: 'Redo' }));
    await again.user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(again.onClose).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('logo-dna:editor-draft')).toBeNull();
  });
});
