import { describe, expect, it } from 'vitest';
import { designBrand } from '../node';
import type { BrandDesign } from '../types';
import { readViewBoxSize } from './decisions';
import { SYSTEM_RECORD_SCHEMA, toSystemJson, toSystemRecord } from './system-record';

const BRIEF = {
  brandName: 'Halcyon Ferry',
  industry: 'transport',
  oneLiner: 'Electric ferries for island commuters',
  desiredColors: 'mint, coral',
};

describe('decision record', () => {
  const design = designBrand(BRIEF, 'paul-rand', 7, { variant: 1 });
  const record = toSystemRecord(design);

  it('is set on every design and names designer, archetype, seed and variant', () => {
    expect(design.decisions).toBeDefined();
    expect(record).toMatchObject({
      schema: SYSTEM_RECORD_SCHEMA,
      designer: { id: 'paul-rand', name: design.designer.name },
      archetype: design.archetype,
      seed: 7,
      variant: 1,
      brief: BRIEF,
    });
    expect(record.mark.archetype).toBe(design.archetype);
  });

  it('lists the icons drawn and the words that chose them as arrays', () => {
    expect(Array.isArray(record.mark.icons)).toBe(true);
    expect(Array.isArray(record.mark.words)).toBe(true);
    expect(record.mark.concept).not.toBe('');
    for (const icon of record.mark.icons) expect(icon).toMatch(/^[a-z0-9-]+$/);
  });

  it('lists every palette role, the fonts, every lockup with its size and the QA report', () => {
    expect(record.palette.map((c) => c.role)).toEqual(design.palette.colors.map((c) => c.role));
    for (const colour of record.palette) expect(colour.hex).toMatch(/^#[0-9A-Fa-f]{6}$/);
    expect(record.fonts.display.family).toBe(design.typography.display.family);
    expect(record.lockups.map((l) => l.id)).toEqual(['primary', 'horizontal', 'stacked', 'icon', 'monochrome', 'reversed']);
    // The icon paints the mark's layers unless it draws the figure alone or the initial.
    expect(record.lockups.find((l) => l.id === 'icon')?.showsMark).toBe(!['idea', 'initial'].includes(record.icon?.figure ?? ''));
    expect(record.lockups.find((l) => l.id === 'primary')?.showsMark).toBe(true);
    for (const lockup of record.lockups) {
      expect(lockup).toEqual({ id: lockup.id, ...readViewBoxSize(design.logos[lockup.id]), showsMark: expect.any(Boolean) });
      expect(lockup.width).toBeGreaterThan(0);
      expect(lockup.height).toBeGreaterThan(0);
    }
    expect(record.qa).toEqual(design.quality);
  });

  it('says what the app icon draws and why', () => {
    expect(record.icon).toBeDefined();
    expect(['mark', 'mark-without-lettering', 'mark-simplified', 'idea', 'initial']).toContain(record.icon?.figure);
    expect(record.icon?.reason).toMatch(/\./);
    expect(record.icon?.description).not.toBe('');
    for (const icon of record.icon?.icons ?? []) expect(icon).toMatch(/^[a-z0-9-]+$/);
  });

  it('round-trips through JSON and is the same bytes for the same design', () => {
    const json = toSystemJson(design);
    expect(JSON.parse(json)).toEqual(record);
    expect(toSystemJson(designBrand(BRIEF, 'paul-rand', 7, { variant: 1 }))).toBe(json);
  });

  it('still describes a design stored without a record', () => {
    const { decisions: _omitted, ...stored } = design;
    const fallback = toSystemRecord(stored as BrandDesign);
    expect(fallback.mark.icons).toEqual([]);
    expect(fallback.palette).toEqual(record.palette);
    expect(fallback.lockups).toEqual(record.lockups.map(({ showsMark: _unknown, ...size }) => size));
  });
});

describe('readViewBoxSize', () => {
  it('reads width and height, 0 × 0 without a viewBox', () => {
    expect(readViewBoxSize('<svg viewBox="0 0 640.5 320">')).toEqual({ width: 640.5, height: 320 });
    expect(readViewBoxSize('<svg width="10">')).toEqual({ width: 0, height: 0 });
  });
});
