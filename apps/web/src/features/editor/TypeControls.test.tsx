// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TypeControls } from './TypeControls';

afterEach(cleanup);

const SETTINGS = { textCase: 'as-typed', trackingEm: 0, primaryLockup: 'horizontal', markSide: 'left', stackAlign: 'center' } as const;

function renderControls(props: Partial<Parameters<typeof TypeControls>[0]> = {}) {
  return render(
    <TypeControls
      fonts={{ display: 'Great Vibes', support: 'Source Serif 4', weight: 400 }}
      settings={SETTINGS}
      edits={{ fonts: { display: 'Pinyon Script' } }}
      sample={{ name: 'Северный Мёд', tagline: '' }}
      onFont={() => undefined}
      onType={() => undefined}
      {...props}
    />,
  );
}

describe('the type controls’ specimen', () => {
  it('shows the face the logos draw when the chosen one has no letters for the name, and says so', () => {
    renderControls({ substitutions: [{ role: 'display', designed: 'Pinyon Script', drawn: 'Great Vibes', missing: 'СеверныйМёд' }] });
    expect((screen.getByLabelText('Name font') as HTMLSelectElement).value).toBe('Pinyon Script');
    expect(screen.getByText('Северный Мёд').style.fontFamily).toContain('Great Vibes');
    expect(screen.getByTestId('font-drawn-note').textContent).toContain('the logos draw this text in Great Vibes');
  });

  it('shows the chosen face itself when it draws the name', () => {
    renderControls({ edits: { fonts: { display: 'Lobster' } }, substitutions: [] });
    expect(screen.getByText('Северный Мёд').style.fontFamily).toContain('Lobster');
    expect(screen.queryByTestId('font-drawn-note')).toBeNull();
  });
});

describe('the type controls’ font lists', () => {
  it('set each face’s name in that face, and the closed list in the chosen face', () => {
    renderControls({ edits: { fonts: { display: 'Lobster' } }, substitutions: [] });
    const list = screen.getByLabelText('Name font') as HTMLSelectElement;
    expect(list.style.fontFamily).toMatch(/^"?Lobster"?,/);
    const options = [...list.options];
    expect(options.length).toBeGreaterThan(50);
    for (const option of options) expect(option.style.fontFamily, option.value).toContain(option.value);
  });

  it('says in a few words why the weight is off for a face with one weight, and describes the list by it', () => {
    renderControls({ edits: { fonts: { display: 'Krona One' } }, substitutions: [] });
    const weight = screen.getByLabelText('Name weight') as HTMLSelectElement;
    expect(weight.disabled).toBe(true);
    const reason = document.getElementById(weight.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Off: Krona One has one weight.');
  });
});
