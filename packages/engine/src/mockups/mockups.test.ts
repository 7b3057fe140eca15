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
  oneLiner: 'Small-batch coffee roasted for neighbourhood cafés',
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

  describe('the trades’ own scenes', () => {
    const TRADE_SCENES = ['takeaway', 'van', 'label', 'app'].map((id) => MOCKUP_SCENES.find((scene) => scene.id === id) as MockupScene);
    /** A second palette, far from the first, to show which colours follow the design. */
    const OTHER: MockupModel = {
      ...MODEL,
      colors: {
        primary: { hex: '#0B7A3E', name: 'Moss' },
        secondary: { hex: '#7B2CBF', name: 'Plum' },
        accent: { hex: '#F2A900', name: 'Saffron' },
        light: { hex: '#FFF4E6', name: 'Cream' },
        dark: { hex: '#0A1F44', name: 'Navy' },
      },
    };
    /** Red, green, blue of every colour a scene paints (#rrggbb and rgba()). */
    const paints = (svg: string) => [
      ...[...svg.matchAll(/#([0-9a-fA-F]{6})\b/g)].map((match) => ({
        hex: `#${(match[1] ?? '').toUpperCase()}`,
        rgb: [0, 2, 4].map((at) => Number.parseInt((match[1] ?? '').slice(at, at + 2), 16)),
      })),
      ...[...svg.matchAll(/rgba\((\d+),(\d+),(\d+),/g)].map((match) => ({ hex: '', rgb: [match[1], match[2], match[3]].map(Number) })),
    ];

    it.each(TRADE_SCENES.map((scene) => [scene.id, scene] as const))(
      '%s is titled, described, and painted in the design’s colours over neutral materials only',
      (_, scene) => {
        for (const model of [MODEL, OTHER]) {
          const svg = mockupSvg(scene, model);
          expect(svg).toMatch(
            new RegExp(`<title id="${scene.id}-title">${scene.title} mockup</title><desc id="${scene.id}-desc">[^<]*${model.brandName}`),
          );
          expect(() => new Resvg(svg, { font: { loadSystemFonts: false } })).not.toThrow();
          for (const href of hrefs(svg)) expect(Object.values(model.files)).toContain(href);
          const palette = new Set(Object.values(model.colors).map((color) => color.hex.toUpperCase()));
          const used = paints(svg);
          expect(used.filter((paint) => palette.has(paint.hex)).length, scene.id).toBeGreaterThanOrEqual(2);
          // Anything else is a grey, paper, glass or shade: no colour of the scene's own competes with the brand's.
          for (const paint of used.filter((candidate) => !palette.has(candidate.hex)))
            expect(Math.max(...paint.rgb) - Math.min(...paint.rgb), `${scene.id} ${paint.hex || paint.rgb}`).toBeLessThanOrEqual(64);
          for (const match of svg.matchAll(/<text\b[^>]*font-size="([\d.]+)"/g))
            expect(Number(match[1])).toBeGreaterThanOrEqual(MIN_TEXT_SIZE);
        }
      },
    );

    it('the van carries the web address, and the owner’s phone when there is one', () => {
      const van = TRADE_SCENES[1] as MockupScene;
      expect(mockupSvg(van, MODEL)).toContain('>cafenoir.com</text>');
      const own = mockupSvg(van, { ...MODEL, contact: { phone: '020 7946 0018', website: 'https://cafenoir.fr/' } });
      expect(own).toContain('>020 7946 0018</text>');
      expect(own).toContain('>cafenoir.fr</text>');
    });
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
