// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignerPicker } from './DesignerPicker';
import { DESIGNERS } from './designer-catalog';
import { toOneLineStyle } from './designer-text';

afterEach(cleanup);

function Picker({ initial = 'paul-rand' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <DesignerPicker designers={DESIGNERS} value={value} onChange={setValue} />;
}

const row = (id: string) => document.querySelector(`[data-designer-option="${id}"]`) as HTMLElement;

describe('the designer list', () => {
  it('shows each designer as a name and a one-line style, with no principle chips crowding the rows', () => {
    render(<Picker />);
    for (const designer of DESIGNERS) {
      const option = row(designer.id);
      expect(option.textContent).toContain(designer.name);
      expect(option.textContent).toContain(toOneLineStyle(designer.description));
    }
    // Only the chosen designer lists its principles, on one line of its own.
    expect(document.querySelectorAll('[data-principles]')).toHaveLength(1);
    expect(row('paul-rand').querySelector('[data-principles]')?.textContent).toBe(DESIGNERS[0]?.principles.join(' · '));
    expect(row('milton-glaser').querySelector('[data-principles]')).toBeNull();
  });

  it('marks the chosen designer, and the mark follows a click and type-ahead', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const marked = () =>
      [...document.querySelectorAll('[data-selected-mark]')].map((mark) => mark.closest('label')?.dataset.designerOption);
    expect(marked()).toEqual(['paul-rand']);
    // (Arrow keys are the browser's own radio behaviour: e2e/app/form-focus.spec.ts walks them in Chromium.)
    await user.click(screen.getByRole('radio', { name: /^Milton Glaser/ }));
    expect(marked()).toEqual(['milton-glaser']);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /^Milton Glaser/ }));
    await user.keyboard('vig');
    expect(marked()).toEqual(['massimo-vignelli']);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /^Massimo Vignelli/ }));
    expect(row('massimo-vignelli').querySelector('[data-principles]')).not.toBeNull();
  });
});
