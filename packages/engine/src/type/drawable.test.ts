import { describe, expect, it } from 'vitest';
import { getFontSource } from '../node';
import { EngineError } from '../types';
import { checkDrawable, codePointsOf, findOmitted } from './drawable';

const fonts = getFontSource();

describe('findOmitted', () => {
  it('reports each emoji of the name once, with its code points', () => {
    expect(findOmitted({ brandName: 'Sunny 🌞 Bakery 🌞' }, fonts)).toEqual([
      { field: 'brandName', text: '🌞', codePoints: ['U+1F31E'], reason: 'emoji' },
    ]);
  });

  it('reports a symbol no bundled face draws and a joined emoji sequence, by field', () => {
    expect(findOmitted({ brandName: 'Nord', tagline: 'Baked ✦ daily 👩‍🍳' }, fonts)).toEqual([
      { field: 'tagline', text: '👩‍🍳', codePoints: ['U+1F469', 'U+200D', 'U+1F373'], reason: 'emoji' },
      { field: 'tagline', text: '✦', codePoints: ['U+2726'], reason: 'no-font' },
    ]);
  });

  it('reports nothing for text every face draws, Cyrillic and Greek included', () => {
    expect(findOmitted({ brandName: 'Северный Мёд', tagline: 'Από το 1952 & more' }, fonts)).toEqual([]);
  });
});

describe('checkDrawable', () => {
  it('refuses letters no bundled face draws, naming them: the logo would misspell the name', () => {
    expect(() => checkDrawable({ brandName: 'தமிழ் Tea' }, fonts)).toThrow(/"த" \(U\+0BA4\)/);
    expect(() => checkDrawable({ brandName: 'தமிழ் Tea' }, fonts)).toThrow(EngineError);
  });

  it('refuses a name of emoji alone, and lets emoji and undrawable symbols beside letters pass', () => {
    expect(() => checkDrawable({ brandName: '🌞🌞' }, fonts)).toThrow(/letters or digits besides emoji/);
    expect(() => checkDrawable({ brandName: 'Sunny 🌞', tagline: 'Fresh ✦ daily' }, fonts)).not.toThrow();
  });

  it('writes code points as U+ hex, padded to four digits', () => {
    expect(codePointsOf('é🌞')).toEqual(['U+00E9', 'U+1F31E']);
  });
});
