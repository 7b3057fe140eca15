import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { MOCKUP_SCENES, type MockupModel, mockupSvg, svgDataUrl, toSlug } from '../../mockups';
import { inlineLockups } from './mockups';

const LOCKUP =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><title>Logo</title><defs><clipPath id="c"><rect width="200" height="100"/></clipPath></defs><path clip-path="url(#c)" fill="#2861a9" d="M0 0h200v100H0z"/></svg>';

describe('inlineLockups', () => {
  it('writes each embedded lockup in as a nested svg at its box, its ids its own, and leaves linked images alone', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200"><image href="${svgDataUrl(LOCKUP)}" x="10" y="20" width="100" height="50" preserveAspectRatio="xMinYMid meet"/><image href="${svgDataUrl(LOCKUP)}" x="200" y="20" width="100" height="50"/><image href="https://cdn.test/icon.svg" x="0" y="0" width="10" height="10"/></svg>`;
    const inlined = inlineLockups(svg);
    expect(inlined).toContain('<svg x="10" y="20" width="100" height="50" preserveAspectRatio="xMinYMid meet" viewBox="0 0 200 100">');
    expect(inlined).toContain('id="l0-c"');
    expect(inlined).toContain('url(#l1-c)');
    expect(inlined).not.toContain('<title>Logo</title>');
    expect(inlined).toContain('href="https://cdn.test/icon.svg"');
    expect(inlined.match(/data:image\/svg\+xml/g)).toBeNull();
  });

  it('draws a scene the same as with the lockups as images', () => {
    const model: MockupModel = {
      brandName: 'Café Noir',
      line: 'Roasted close to home',
      industry: 'Coffee',
      oneLiner: 'Roasted close to home',
      slug: toSlug('Café Noir'),
      files: { primary: svgDataUrl(LOCKUP), horizontal: svgDataUrl(LOCKUP), icon: svgDataUrl(LOCKUP), reversed: svgDataUrl(LOCKUP) },
      colors: {
        primary: { hex: '#2861A9', name: 'Denim' },
        secondary: { hex: '#E03228', name: 'Signal Red' },
        accent: { hex: '#A66900', name: 'Caramel' },
        light: { hex: '#FFFFFF', name: 'Paper White' },
        dark: { hex: '#111111', name: 'Jet Black' },
      },
      fonts: { display: '', support: '' },
    };
    const scene = MOCKUP_SCENES.find((candidate) => candidate.id === 'storefront');
    if (!scene) throw new Error('no storefront scene');
    const render = (svg: string) =>
      new Resvg(svg, { fitTo: { mode: 'width', value: 320 }, font: { loadSystemFonts: false } }).render().pixels;
    const images = render(mockupSvg(scene, model));
    const inlined = render(inlineLockups(mockupSvg(scene, model)));
    let differing = 0;
    for (let i = 0; i < images.length; i += 4) if (Math.abs((images[i] ?? 0) - (inlined[i] ?? 0)) > 24) differing += 1;
    expect(differing / (images.length / 4)).toBeLessThan(0.01);
  });
});
