// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TypographyCard } from './TypographyCard';

afterEach(cleanup);

describe('the typography card', () => {
  it('keeps each sample at full contrast while its face loads, and after a face we do not ship fails to load', async () => {
    render(<TypographyCard typography={{ display: 'A Face We Do Not Ship', support: 'Another Unknown Face' }} brandName="Northwind" />);
    const samples = [screen.getByText('Northwind'), screen.getByText(/quick brown fox/i)];
    for (const sample of samples) expect(sample.style.opacity).toBe('');
    // Once the load has settled the samples are no longer busy, and still not faded.
    await waitFor(() => expect(samples.map((sample) => sample.getAttribute('aria-busy'))).toEqual(['false', 'false']));
    for (const sample of samples) expect(sample.style.opacity).toBe('');
  });

  it('names the face drawn and the designer’s face it stands in for, and sets the Cyrillic name in it', async () => {
    render(
      <TypographyCard
        typography={{ display: 'Great Vibes', support: 'Source Serif 4', displayStandsInFor: 'Pinyon Script' }}
        brandName="Северный Мёд"
      />,
    );
    expect(screen.getByTestId('font-display').textContent).toBe('Great Vibes');
    expect(screen.getByTestId('font-display-stands-in').textContent).toContain('In place of Pinyon Script');
    expect(screen.queryByTestId('font-support-stands-in')).toBeNull();
    expect(screen.getByText('Северный Мёд').style.fontFamily).toContain('Great Vibes');
  });
});
