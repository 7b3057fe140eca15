// @vitest-environment jsdom
import type { DesignIcon } from '@logo-dna/protocol';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EditorApi } from './editor-api';
import { MarkControls } from './MarkControls';

afterEach(cleanup);

const icon = (id: string): DesignIcon => ({ id, tags: [], d: 'M0 0h256v256H0z' });
const STATE_WAIT = { timeout: 25_000 };

describe('the mark’s icon search', () => {
  it('names the search the list shows, not the words typed while the next answer is on its way', async () => {
    const answers = new Map<string, (icons: DesignIcon[]) => void>();
    const api: EditorApi = {
      designSystem: () => Promise.reject(new Error('not used')),
      searchIcons: (query) => new Promise((resolve) => answers.set(query, resolve)),
    };
    render(
      <MarkControls
        api={api}
        designerId="paul-rand"
        concept="coffee"
        icons={['coffee']}
        chosen={undefined}
        initialQuery="coffee"
        onChoose={() => undefined}
      />,
    );
    await waitFor(() => expect(answers.has('coffee')).toBe(true), STATE_WAIT);
    answers.get('coffee')?.([icon('coffee'), icon('coffee-bean')]);
    await screen.findByText('2 icons for “coffee”.', {}, STATE_WAIT);

    const user = userEvent.setup();
    const field = screen.getByLabelText('Search icons');
    await user.clear(field);
    await user.type(field, 'anchor');
    await waitFor(() => expect(answers.has('anchor')).toBe(true), STATE_WAIT);
    // The coffee icons are still on screen, and the line still says so.
    expect(screen.getByRole('status').textContent).toBe('2 icons for “coffee”.');
    answers.get('anchor')?.([icon('anchor'), icon('anchor-simple'), icon('link')]);
    await screen.findByText('3 icons for “anchor”.', {}, STATE_WAIT);
    expect(screen.getAllByRole('button', { pressed: false }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'anchor',
      'anchor simple',
      'link',
    ]);
  });
});
