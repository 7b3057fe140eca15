// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OmittedNote } from './OmittedNote';

afterEach(cleanup);

describe('the note of characters the logos leave out', () => {
  it('names each character, its code points, the field and why', () => {
    render(
      <OmittedNote
        omitted={[
          { field: 'brandName', text: '🌞', codePoints: ['U+1F31E'], reason: 'emoji' },
          { field: 'tagline', text: '✦', codePoints: ['U+2726'], reason: 'no-font' },
        ]}
      />,
    );
    const note = screen.getByRole('complementary', { name: 'Characters the logos leave out' });
    expect(note.textContent).toContain('“🌞” (U+1F31E) is left out of the name, an emoji');
    expect(note.textContent).toContain('“✦” (U+2726) is left out of the tagline, no bundled font draws it');
  });

  it('says nothing when every character is drawn', () => {
    const { container } = render(<OmittedNote omitted={undefined} />);
    expect(container.textContent).toBe('');
    render(<OmittedNote omitted={[]} />);
    expect(screen.queryByTestId('omitted-note')).toBeNull();
  });
});
