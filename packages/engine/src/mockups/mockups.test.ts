import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { designBrand } from '../node';
import {
  emailOf,
  handleOf,
  MIN_TEXT_SIZE,
  MOCKUP_IDS,
  MOCKUP_SCENES,
  type MockupModel,
  type MockupScene,
  mockupModelOf,
  mockupSvg,
  STAGE,
  svgDataUrl,
  toSlug,
  WIDE_FRAME,
} from './index';

const MODEL: MockupModel = {
  brandName: 'Café Noir',
  line: 'Roasted close to home',
  industry: 'Coffee roastery',
  slug: toSlug('Café Noir'),
  files: {
    primary: 'https://cdn.test/primary.svg',
    horizontal: 'https://cdn.test/horizontal.svg',
    icon: 'https://cdn.test/icon.svg',
    reversed: 'https://cdn.test/reversed.svg',
  },
  colors: {
    primary: { hex: '#2861A9', name: 'Denim' },
    secondary: { hex: '#E03228', name: 'Signal Red' },
    accent: { hex: '#A66900', name: 'Caramel' },
    light: { hex: '#FFFDF7', name: 'Paper White' },
    dark: { hex: '#161412', name: 'Jet Black' },
  },
  fonts: { display: 'League Spartan', support: 'DM Sans' },
};

const hrefs = (svg: string) => [...svg.matchAll(/<image\b[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]);

describe('mockup scenes', () => {
  it('are at least eight, each with its own id', () => {
    expect(MOCKUP_SCENES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(MOCKUP_IDS).size).toBe(MOCKUP_IDS.length);
    for (const id of MOCKUP_IDS) expect(id).toMatch(/^[a-z][a-z-]*$/);
  });

  it.each(MOCKUP_SCENES.map((scene) => [scene.id, scene] as const))(
    '%s places the brand’s lockups and paints with its palette',
    (_, scene) => {
      const svg = mockupSvg(scene, MODEL);
      const placed = hrefs(svg);
      // Every image in a scene is one of the design's lockups, and the primary, horizontal or reversed logo is among them
      // (or, on a phone's screen, the app icon).
      expect(placed.length).toBeGreaterThan(0);
      for (const href of placed) expect(Object.values(MODEL.files)).toContain(href);
      if (scene.id !== 'phone') expect(placed.some((href) => href !== MODEL.files.icon)).toBe(true);
      const hexes = Object.values(MODEL.colors).filter((color) => svg.toUpperCase().includes(color.hex.toUpperCase()));
      expect(hexes.length, scene.id).toBeGreaterThanOrEqual(2);
      expect(svg).toContain(`<title id="${scene.id}-title">${scene.title} mockup</title>`);
      expect(scene.describe(MODEL)).toContain('Café Noir');
    },
  );

  it('sets no text under the size that reads on a phone and parses as SVG in either frame', () => {
    for (const frame of [STAGE, WIDE_FRAME])
      for (const scene of MOCKUP_SCENES) {
        const svg = mockupSvg(scene, MODEL, { frame });
        expect(svg).toContain(`viewBox="0 0 ${frame.width} ${frame.height}"`);
        for (const match of svg.matchAll(/<text\b[^>]*font-size="([\d.]+)"/g))
          expect(Number(match[1])).toBeGreaterThanOrEqual(MIN_TEXT_SIZE);
        expect(new Resvg(svg, { font: { loadSystemFonts: false } }).width).toBe(frame.width);
      }
  });

  it('derives the handle, address and site from the name in any script', () => {
    const cyrillic = { ...MODEL, brandName: 'Северный Мёд', slug: toSlug('Северный Мёд') };
    expect(handleOf(cyrillic)).toBe('@severniymyod');
    expect(emailOf(cyrillic)).toBe('hello@severniymyod.com');
    const scene = (id: string) => mockupSvg(MOCKUP_SCENES.find((candidate) => candidate.id === id) as MockupScene, cyrillic);
    expect(scene('social')).toContain('@severniymyod');
    expect(scene('business-card')).toContain('hello@severniymyod.com');
    expect(scene('email-signature')).toContain('hello@severniymyod.com');
    expect(scene('website')).toContain('severniymyod.com');
    expect(scene('letterhead')).toContain('severniymyod.com');
    // The name itself is shown as typed.
    expect(scene('phone')).toContain('Северный');
    expect(toSlug('さくら書店')).toBe('さくら書店');
  });

  it('escapes the words it sets and keeps its ids under the prefix it is given', () => {
    const odd = { ...MODEL, brandName: 'Fish & <Chips> "Co"', line: 'a < b & c' };
    for (const scene of MOCKUP_SCENES) {
      const svg = mockupSvg(scene, odd, { idPrefix: 'p1' });
      expect(svg).not.toContain('<Chips>');
      expect(() => new Resvg(svg, { font: { loadSystemFonts: false } })).not.toThrow();
      for (const match of svg.matchAll(/\bid="([^"]+)"/g)) expect(match[1]).toMatch(/^p1-/);
      for (const match of svg.matchAll(/url\(#([^)]+)\)/g)) expect(svg).toContain(`id="${match[1]}"`);
    }
  });

  it('is drawn from a design: its lockups embedded, its named colours and faces', () => {
    const design = designBrand({ brandName: 'Café Noël', industry: 'bakery', oneLiner: 'French pastries baked at dawn' }, 'paul-rand');
    const model = mockupModelOf(design);
    expect(model.slug).toBe('cafenoel');
    expect(model.files.primary).toBe(svgDataUrl(design.logos.primary));
    expect(Buffer.from(model.files.icon.split(',')[1] ?? '', 'base64').toString('utf8')).toBe(design.logos.icon);
    expect(model.colors.primary).toEqual({ hex: design.palette.primary, name: design.palette.colors[0]?.name });
    expect(model.fonts.display).toBe(design.typography.display.family);
    expect(model.line).toBe('French pastries baked at dawn');
  });
});
