import { describe, expect, it } from 'vitest';
import { toTypographyPair } from './logo-system';

describe('toTypographyPair', () => {
  it('keeps the engine’s word on stand-in faces and left-out characters', () => {
    expect(
      toTypographyPair({
        display: 'Great Vibes',
        support: 'Source Serif 4',
        displayStandsInFor: 'Pinyon Script',
        supportStandsInFor: '',
        omitted: [{ field: 'brandName', text: '🌞', codePoints: ['U+1F31E'], reason: 'emoji' }],
      }),
    ).toEqual({
      display: 'Great Vibes',
      support: 'Source Serif 4',
      displayStandsInFor: 'Pinyon Script',
      omitted: [{ field: 'brandName', text: '🌞', codePoints: ['U+1F31E'], reason: 'emoji' }],
    });
  });

  it('drops malformed entries and stays a plain pair for an answer without them', () => {
    expect(toTypographyPair({ display: 'Jost', support: 'DM Sans' })).toEqual({ display: 'Jost', support: 'DM Sans' });
    expect(
      toTypographyPair({
        display: 'Jost',
        support: 'DM Sans',
        displayStandsInFor: 'Jost',
        omitted: [{ field: 'elsewhere', text: 'x', codePoints: [], reason: 'emoji' }, { text: '🌞' }, 'junk'],
      }),
    ).toEqual({ display: 'Jost', support: 'DM Sans' });
  });
});
