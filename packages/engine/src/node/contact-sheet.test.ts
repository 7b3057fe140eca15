import { describe, expect, it } from 'vitest';
import { buildContactSheetSvg } from './contact-sheet';
import { createNodeFontSource } from './fonts';

const fonts = createNodeFontSource();
const CELL = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0H10V10Z"/></svg>';

describe('contact sheet labels', () => {
  it.each([
    { label: 'Ox', scaled: false },
    { label: 'Chermayeff & Geismar & Haviv · Brightwater Community Health Partners', scaled: true },
  ])('"$label" fits its 300-unit cell', ({ label, scaled }) => {
    const svg = buildContactSheetSvg([{ svg: CELL, label }], { columns: 1, cellWidth: 300, cellHeight: 200, fonts });
    // Only the label group can carry a scale: cells are nested <svg> elements fitted by their viewBox.
    expect(svg.includes('scale(')).toBe(scaled);
  });
});
