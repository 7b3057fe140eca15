// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TooltipProvider } from '../../shared/Tooltip';
import { PreviewToolbar, type PreviewToolbarProps } from './PreviewToolbar';
import { INITIAL_PREVIEW_STATE, type PreviewState } from './preview-state';

afterEach(cleanup);

const renderToolbar = (props: PreviewToolbarProps) =>
  render(
    <TooltipProvider>
      <PreviewToolbar {...props} />
    </TooltipProvider>,
  );

const CASES: Array<{ name: string; state: PreviewState; monochrome: boolean; dark: boolean; off: string[] }> = [
  { name: 'dark primary', state: { ...INITIAL_PREVIEW_STATE, background: 'dark' }, monochrome: false, dark: true, off: ['Monochrome'] },
  { name: 'stacked tab', state: { ...INITIAL_PREVIEW_STATE, tab: 'stacked' }, monochrome: false, dark: false, off: ['Monochrome', 'Dark'] },
  { name: 'no one-colour file', state: INITIAL_PREVIEW_STATE, monochrome: false, dark: true, off: ['Monochrome'] },
];

/** The words of the text an element is described by (aria-describedby, ids resolved). */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

describe('the preview toolbar’s unavailable toggles', () => {
  it.each(CASES)('each says why in one short line it is described by ($name)', ({ state, monochrome, dark, off }) => {
    renderToolbar({ state, monochromeAvailable: monochrome, darkAvailable: dark, onChange: () => undefined });
    for (const label of off) {
      const toggle = screen.getByRole('button', { name: label });
      expect(toggle.getAttribute('aria-disabled')).toBe('true');
      const reason = description(toggle);
      // The reason names its control first and fits one short line (a phone's toolbar width).
      expect(reason.startsWith(`${label} off:`), reason).toBe(true);
      expect(reason.split(/\s+/).length, reason).toBeLessThanOrEqual(7);
    }
    expect(screen.getAllByTestId('preview-note')).toHaveLength(off.length);
  });

  it('describes an available toggle by nothing', () => {
    renderToolbar({ state: INITIAL_PREVIEW_STATE, monochromeAvailable: true, darkAvailable: true, onChange: () => undefined });
    expect(screen.getByRole('button', { name: 'Dark' }).getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryAllByTestId('preview-note')).toHaveLength(0);
  });
});
