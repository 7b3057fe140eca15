/**
 * A figure emblem's ring is a decision, not a neutral frame: a heraldic (mirror-symmetric) figure stands in front of
 * the ring and crosses it, the ring parted around it; a diagonal figure or a tile stays inside.
 */
import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { circlePath, type Region, regionArea, regionFromPath, regionGrow, regionIntersect, regionSubtract } from '../path';
import { buildMark } from './index';

const C = { x: 500, y: 500 };
const ROOFER = { brandName: 'Hartley Roofing', industry: 'Roofing', oneLiner: 'Slate and tile roofs repaired and replaced' };
const SCHOOL = { brandName: 'St Aidans Primary', industry: 'Primary school', oneLiner: 'A village primary school' };
const CLUB = { brandName: 'Riverside Rovers FC', industry: 'Sports club', oneLiner: 'Amateur football club in the Sunday league' };
const VET = { brandName: 'Bramble Lane Veterinary', industry: 'Veterinary clinic', oneLiner: 'Care for dogs, cats and small pets' };
const WRITER = { brandName: 'Ink & Iron', industry: 'Copywriting', oneLiner: 'Pen for hire: copy, letters and speeches' };

const radii = (region: Region) => region.flat().map((p) => Math.hypot(p.x - C.x, p.y - C.y));

/** The ring and the figure of a figure emblem, with the ring's inner and outer radius read from its own outline. */
function emblem(designerId: string, brief: typeof ROOFER) {
  const mark = buildMark(createFixtureContext({ designerId, brief }), 'figure-emblem');
  const ring = regionFromPath(mark.layers[0]!.d);
  const figure = regionFromPath(mark.layers[1]!.d);
  const r = radii(ring);
  return { mark, ring, figure, inner: Math.min(...r), outer: Math.max(...r) };
}

describe('figure emblem: the figure breaks its ring', () => {
  it.each([
    ['terry-heckler', ROOFER],
    ['terry-heckler', CLUB],
    ['terry-heckler', SCHOOL],
    ['walter-landor', ROOFER],
    ['walter-landor', SCHOOL],
    ['saul-bass', CLUB],
  ] as const)('%s, %o: part of the figure lies past the ring, which parts around it', (designerId, brief) => {
    const { ring, figure, inner, outer } = emblem(designerId, brief);
    const total = regionArea(figure);
    // The figure's ink reaches into and past the ring...
    const past = regionArea(regionSubtract(figure, regionFromPath(circlePath(C, inner))));
    expect(past / total).toBeGreaterThan(0.03);
    // ...and the ring is no longer a closed band: a share of it is cut away where the figure crosses.
    const band = Math.PI * (outer * outer - inner * inner);
    expect(regionArea(ring) / band).toBeLessThan(0.8);
    expect(regionArea(ring) / band).toBeGreaterThan(0.5);
    // Figure and ring never touch: a halo of ground parts them, so the figure's outline reads whole.
    expect(regionArea(regionIntersect(regionGrow(figure, 6), ring))).toBe(0);
  });

  it('a figure that is not mirror-symmetric (a pen laid across a ring reads as a prohibition sign) stays inside', () => {
    const { mark, ring, figure, inner } = emblem('terry-heckler', WRITER);
    expect(mark.features?.icons?.[0]).toMatch(/pen|pencil|feather|quill|ink/);
    expect(Math.max(...radii(figure))).toBeLessThan(inner);
    expect(radii(ring).length).toBeGreaterThan(0);
  });

  it('a figure that only comes near the ring (a paw whose toes never reach it) leaves the ring whole, not bitten', () => {
    const { mark, ring, figure, inner, outer } = emblem('terry-heckler', VET);
    expect(mark.features?.icons?.[0]).toMatch(/paw/);
    expect(regionArea(ring) / (Math.PI * (outer * outer - inner * inner))).toBeGreaterThan(0.97);
    expect(Math.max(...radii(figure))).toBeLessThan(inner);
  });
});

const SEXTANT = { brandName: 'Sextant Data Lab', industry: 'Data consultancy', oneLiner: 'Dashboards and forecasts for small firms' };
const DISC_BRIEFS = [
  { brandName: 'Hartley Roofing', industry: 'Roofing', oneLiner: 'Slate and tile roofs repaired and replaced' },
  { brandName: 'Petal & Stem', industry: 'Florist', oneLiner: 'Seasonal bouquets from a small city shop' },
];

describe('letter disc: a letter that breaks out of its disc like a vector leaving its planet', () => {
  it.each(DISC_BRIEFS)('james-modarelli, $brandName: the letter passes the rim, whole and in one ink', (brief) => {
    const ctx = createFixtureContext({ designerId: 'james-modarelli', brief });
    // A light disc and a deep red letter: 3:1 apart, and each 3:1 from the page.
    const mark = buildMark({ ...ctx, palette: { ...ctx.palette, primary: '#8EC3EA', secondary: '#A11D16' } }, 'letter-disc');
    expect(mark.layers).toHaveLength(2);
    const disc = regionFromPath(mark.layers[0]!.d);
    const letter = regionFromPath(mark.layers[1]!.d);
    const r = Math.max(...radii(disc));
    // The letter's ink reaches past the rim...
    const past = regionArea(regionSubtract(letter, regionFromPath(circlePath(C, r)))) / regionArea(letter);
    expect(past).toBeGreaterThan(0.05);
    // ...the disc is no longer a plain circle (a halo of ground is cut from it round the letter)...
    expect(regionArea(disc) / (Math.PI * r * r)).toBeLessThan(0.85);
    expect(regionArea(regionIntersect(regionGrow(letter, 8), disc))).toBe(0);
    // ...and the letter is the clean glyph, not cut by the disc.
    const clean = regionFromPath(mark.features!.letterGlyphs![0]!.d);
    expect(regionArea(letter) / regionArea(clean)).toBeCloseTo(1, 2);
  });

  it('a letter whose strokes grey out at 16 px (Michroma’s S) stays cut out of a whole disc', () => {
    // Broken out, the thin S stood in a third colour behind a halo finer than a pixel: at 16 px an outlined smudge on
    // the disc (the twenty-eighth review's S on a maroon disc).
    const ctx = createFixtureContext({ designerId: 'james-modarelli', brief: SEXTANT });
    const mark = buildMark({ ...ctx, palette: { ...ctx.palette, primary: '#8EC3EA', secondary: '#A11D16' } }, 'letter-disc');
    expect(mark.layers).toHaveLength(1);
    expect(mark.description).not.toMatch(/breaking out/);
  });

  it('a designer with no breaking vector (Vignelli) keeps the letter cut out of a whole disc', () => {
    const mark = buildMark(createFixtureContext({ designerId: 'massimo-vignelli', brief: DISC_BRIEFS[0]! }), 'letter-disc');
    expect(mark.layers).toHaveLength(1);
    expect(mark.description).not.toMatch(/breaking out/);
  });

  it('a letter ink that would not read on the disc (a red letter on a blue disc of like lightness) keeps the plain disc', () => {
    const mark = buildMark(createFixtureContext({ designerId: 'james-modarelli', brief: DISC_BRIEFS[0]! }), 'letter-disc');
    expect(mark.layers).toHaveLength(1);
  });
});
