import { describe, expect, it } from 'vitest';
import type { BrandDesign } from '../types';
import { SHORT_NAME_MAX, shortNameFor, webManifest } from './readme';

describe("the web manifest's short_name", () => {
  it.each([
    ['Northwind', 'Northwind'],
    ['Halcyon Ferry Co', 'Halcyon'],
    ['Halcyon Ferries', 'Halcyon'],
    ['Little Acorn Nursery', 'Little Acorn'],
    ['Northernmostly Coffee Roasters', 'NCR'],
    ['The Extraordinary Company', 'TEC'],
    ['Café Zoé & Fils', 'Café Zoé'],
    ['Supercalifragilistic', 'Supercalifr…'],
  ])('%s → %s', (name, expected) => {
    expect(shortNameFor(name)).toBe(expected);
  });

  it('is never longer than the limit and never ends inside a word it cut silently', () => {
    for (const name of [
      'Halcyon Ferry',
      'Aaaaaaaaaaaaaaaaaa Bbbbb',
      'A Very Long Brand Name Indeed',
      'Σπίτι του Καφέ Αθήνα',
      'كافيه الشمال الكبير',
    ]) {
      const short = shortNameFor(name);
      expect(Array.from(short).length).toBeLessThanOrEqual(SHORT_NAME_MAX);
      const cutWord = !short.endsWith('…') && !name.split(/\s+/).includes(short) && !name.startsWith(`${short} `) && short !== name;
      const initials = /^\p{Lu}+$/u.test(short);
      expect(cutWord && !initials, `${name} → ${short}`).toBe(false);
    }
  });
});

describe('site.webmanifest', () => {
  it('keeps the whole name and a whole-word short_name', () => {
    const design = {
      brief: { brandName: 'Halcyon Ferry Co' },
      palette: { primary: '#123456', light: '#FFFFFF' },
    } as unknown as BrandDesign;
    const manifest = JSON.parse(webManifest(design)) as { name: string; short_name: string };
    expect(manifest.name).toBe('Halcyon Ferry Co');
    expect(manifest.short_name).toBe('Halcyon');
  });
});
