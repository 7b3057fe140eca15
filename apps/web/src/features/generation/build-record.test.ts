import { describe, expect, it } from 'vitest';
import { buildAltText, buildLogoSystemRecord, createLogoSystemId } from './build-record';

const NOW = new Date('2026-03-04T05:06:07.890Z');

describe('createLogoSystemId (spec §3)', () => {
  it('is "logo_" plus the timestamp plus a random suffix', () => {
    expect(createLogoSystemId(NOW, () => 0.123456789)).toMatch(/^logo_1772600767890_[a-z0-9]{9}$/);
  });
  it('differs between calls in the same millisecond', () => {
    expect(createLogoSystemId(NOW)).not.toBe(createLogoSystemId(NOW));
  });
});

describe('buildAltText (spec §3)', () => {
  it('is the brand name plus the selected concept when it fits in 100 characters', () => {
    const concept = `${'a'.repeat(95)} bcd`;
    expect(buildAltText('Northwind', concept)).toBe(`Northwind - ${concept}`);
  });
  it('cuts a longer concept after its last whole word, with an ellipsis, within 100 characters', () => {
    const concept = 'Type as Image: NORTHWIND / COFFEE ROASTERY stacked and justified to one block, loud and quiet type working together';
    const alt = buildAltText('Northwind', concept);
    expect(alt).toBe('Northwind - Type as Image: NORTHWIND / COFFEE ROASTERY stacked and justified to one block, loud and quiet type…');
    expect(Array.from(alt.slice('Northwind - '.length)).length).toBeLessThanOrEqual(100);
  });
  it('does not leave a comma before the ellipsis, and cuts a text without spaces at a character', () => {
    expect(buildAltText('A', `${'word '.repeat(19)}abc, efghij`)).toBe(`A - ${'word '.repeat(19)}abc…`);
    expect(buildAltText('茶', '茶'.repeat(150))).toBe(`茶 - ${'茶'.repeat(99)}…`);
  });
  it('keeps a short concept whole', () => {
    expect(buildAltText('Acme', 'A compass rose')).toBe('Acme - A compass rose');
  });
});

describe('buildLogoSystemRecord', () => {
  const record = buildLogoSystemRecord({
    input: { brandName: 'Northwind', industry: 'Coffee', oneLiner: 'Small-batch coffee', designerDna: 'saul-bass' },
    userId: 'user_1',
    strategy: { positioning: 'P', concepts: ['a', 'b', 'c'], selectedConcept: 'b', rationale: 'R' },
    images: { primary: 'https://x/p.png', monochrome: 'https://x/m.png', horizontal: 'https://x/h.png', stacked: 'https://x/s.png' },
    palette: { primary: '#111111', secondary: '#222222', accent: '#333333', neutral: '#444444' },
    typography: { display: 'Jost', support: 'DM Sans' },
    now: NOW,
  });

  it('maps the strategy, images and brand fields onto the spec §3 columns', () => {
    expect(record).toMatchObject({
      userId: 'user_1',
      brandName: 'Northwind',
      tagline: '',
      desiredColors: '',
      competitors: '',
      designerDna: 'saul-bass',
      strategyText: 'P',
      selectedConcept: 'b',
      brandRationale: 'R',
      primaryLogoUrl: 'https://x/p.png',
      monochromeLogoUrl: 'https://x/m.png',
      horizontalLogoUrl: 'https://x/h.png',
      stackedLogoUrl: 'https://x/s.png',
      appIconUrl: 'https://x/p.png',
      altText: 'Northwind - b',
    });
  });
  it("keeps the engine's app icon when there is one (the primary image otherwise, spec §3)", () => {
    const withIcon = buildLogoSystemRecord({
      input: { brandName: 'Northwind', industry: 'Coffee', oneLiner: 'Small-batch coffee', designerDna: 'saul-bass' },
      userId: 'user_1',
      strategy: { positioning: 'P', concepts: ['a', 'b', 'c'], selectedConcept: 'b', rationale: 'R' },
      images: { primary: 'https://x/p.png', monochrome: '', horizontal: '', stacked: '', icon: 'https://x/i.png' },
      palette: { primary: '#111111', secondary: '#222222', accent: '#333333', neutral: '#444444' },
      typography: { display: 'Jost', support: 'DM Sans' },
      now: NOW,
    });
    expect(withIcon.appIconUrl).toBe('https://x/i.png');
  });
  it('stores palette and typography as JSON text', () => {
    expect(JSON.parse(record.colorPalette)).toEqual({ primary: '#111111', secondary: '#222222', accent: '#333333', neutral: '#444444' });
    expect(JSON.parse(record.typography)).toEqual({ display: 'Jost', support: 'DM Sans' });
  });
  it('stamps ISO timestamps', () => {
    expect(record.createdAt).toBe('2026-03-04T05:06:07.890Z');
    expect(record.updatedAt).toBe(record.createdAt);
  });
});
