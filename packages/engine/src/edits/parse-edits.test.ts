import { describe, expect, it } from 'vitest';
import { EngineError } from '../types';
import { findIcons, listFontChoices } from './choices';
import { parseEdits } from './parse-edits';

describe('parseEdits', () => {
  it('normalises hex, font names and numbers, and drops empty sections', () => {
    expect(
      parseEdits({
        palette: { primary: '#0b6e4f', ink: undefined },
        fonts: { display: 'bodoni moda', support: '@fontsource/inter' },
        type: { trackingEm: 0.12345, weight: 700, case: 'upper' },
        layout: {},
        text: { brandName: '  Halcyon Ferries  ' },
      }),
    ).toEqual({
      palette: { primary: '#0B6E4F' },
      fonts: { display: 'Bodoni Moda', support: 'Inter' },
      type: { trackingEm: 0.123, weight: 700, case: 'upper' },
      text: { brandName: 'Halcyon Ferries' },
    });
  });

  it('reads nothing as no edits', () => {
    expect(parseEdits(undefined)).toBeUndefined();
    expect(parseEdits(null)).toBeUndefined();
    expect(parseEdits({})).toBeUndefined();
    expect(parseEdits({ palette: {}, mark: {} })).toBeUndefined();
  });

  it('keeps an empty tagline, which removes it', () => {
    expect(parseEdits({ text: { tagline: '' } })).toEqual({ text: { tagline: '' } });
  });

  it.each([
    ['not an object', 'red', /edits must be an object/],
    ['an unknown section', { colour: {} }, /edits.colour is not an edit/],
    ['an unknown field', { palette: { gold: '#FFD700' } }, /edits.palette.gold is not an edit/],
    ['a bad hex', { palette: { primary: 'blue' } }, /edits.palette.primary must be a hex colour/],
    ['a short hex', { palette: { primary: '#FFF' } }, /edits.palette.primary must be a hex colour/],
    ['an unknown font', { fonts: { display: 'Comic Sans MS' } }, /not one of the bundled licence-safe fonts/],
    ['an unknown icon', { mark: { icon: 'teleporter' } }, /is not a known icon id/],
    ['a UI container icon', { mark: { icon: 'folder' } }, /is not a known icon id/],
    ['a name too long', { text: { brandName: 'x'.repeat(61) } }, /longer than 60 characters/],
    ['a name without letters', { text: { brandName: '!!' } }, /needs at least one letter or digit/],
    ['a bidi override in the name', { text: { brandName: 'Acme\u202eoC' } }, /control or bidi-override/],
    ['a tagline too long', { text: { tagline: 'y'.repeat(121) } }, /longer than 120 characters/],
    ['tracking out of range', { type: { trackingEm: 2 } }, /trackingEm must be a number from -0.1 to 0.5/],
    ['a weight between steps', { type: { weight: 450 } }, /multiple of 100/],
    ['an unknown case', { type: { case: 'shouting' } }, /edits.type.case must be one of/],
    ['an unknown lockup', { layout: { primary: 'diagonal' } }, /edits.layout.primary must be one of/],
    ['spacing out of range', { layout: { spacing: 0 } }, /spacing must be a number from 0.25 to 3/],
  ])('refuses %s with INVALID_EDITS', (_name, raw, message) => {
    let error: unknown;
    try {
      parseEdits(raw);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('INVALID_EDITS');
    expect((error as EngineError).message).toMatch(message);
  });

  it("refuses an icon the designer's deny-list names", () => {
    expect(() => parseEdits({ mark: { icon: 'orange-slice' } }, 'rob-janoff')).toThrow(/never draw/);
    expect(parseEdits({ mark: { icon: 'orange-slice' } }, 'paul-rand')).toEqual({ mark: { icon: 'orange-slice' } });
    expect(parseEdits({ mark: { icon: 'anchor' } }, 'rob-janoff')).toEqual({ mark: { icon: 'anchor' } });
  });
});

describe('editor choices', () => {
  it('lists the licence-safe families with their weights', () => {
    const fonts = listFontChoices();
    expect(fonts.length).toBeGreaterThan(50);
    expect(fonts.find((font) => font.family === 'Inter')).toMatchObject({ category: 'neo-grotesque', hasItalic: true });
    expect(fonts.map((font) => font.family)).toEqual([...fonts.map((font) => font.family)].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('finds icons by id, id prefix and tag, exact ids first', () => {
    const boats = findIcons('boat');
    expect(boats[0]?.id).toBe('boat');
    expect(boats.every((icon) => icon.id.includes('boat') || icon.tags.some((tag) => tag.startsWith('boat')))).toBe(true);
    expect(findIcons('cof').some((icon) => icon.id === 'coffee')).toBe(true);
    expect(findIcons('coffee bean')[0]?.id).toBe('coffee-bean');
    expect(findIcons('zzzz')).toEqual([]);
    expect(findIcons('', { limit: 5 })).toHaveLength(5);
  });

  it("leaves out the designer's denied motifs and UI containers", () => {
    expect(findIcons('orange', { designerId: 'rob-janoff' }).some((icon) => icon.id.split('-').includes('orange'))).toBe(false);
    expect(findIcons('orange').some((icon) => icon.id === 'orange-slice')).toBe(true);
    expect(findIcons('folder').some((icon) => icon.id === 'folder')).toBe(false);
  });
});
