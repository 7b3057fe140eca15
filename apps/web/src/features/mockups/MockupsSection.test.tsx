// @vitest-environment jsdom

import { frameFor, MIN_TEXT_SIZE, STAGE, WIDE_FRAME, WIDE_FROM_PX } from '@logo-dna/engine/mockups';
import type { LogoSystemRecord } from '@logo-dna/protocol';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_PALETTE } from '../../test/fake-api';
import { type LogoSystem, toColorPalette } from '../generation/logo-system';
import { MockupsSection, mockupPngName } from './MockupsSection';
import { fitText, readableOn, toMockupModel, toSlug, wrapText } from './mockup-model';

afterEach(cleanup);

const BASE = 'https://cdn.test/storage/v1/logo-dna/generated/abc';
const SYSTEM: LogoSystem = {
  record: {
    id: 'logo_1',
    brandName: 'Café Noir',
    industry: 'Coffee roastery',
    oneLiner: 'Small-batch coffee',
    tagline: 'Roasted close to home',
    primaryLogoUrl: `${BASE}/primary.png`,
    monochromeLogoUrl: `${BASE}/monochrome.png`,
    horizontalLogoUrl: `${BASE}/horizontal.png`,
    stackedLogoUrl: `${BASE}/stacked.png`,
    appIconUrl: `${BASE}/icon.png`,
  } as LogoSystemRecord,
  palette: toColorPalette(FAKE_PALETTE),
  typography: { display: 'Jost', support: 'DM Sans' },
  brief: { brandName: 'Café Noir', industry: 'Coffee roastery', oneLiner: 'Small-batch coffee', designerId: 'paul-rand', seed: 1 },
};

describe('the mockups', () => {
  it('draws a coffee roastery’s scenes, its takeaway cup beside the card, each an image named and described for screen readers', () => {
    render(<MockupsSection system={SYSTEM} />);
    const section = screen.getByRole('region', { name: 'Mockups' });
    const images = within(section).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('aria-labelledby') && image.querySelector('title')?.textContent)).toEqual([
      'Business card mockup',
      'Takeaway cup and bag mockup',
      'Shopfront sign mockup',
      'Phone home screen mockup',
      'Social profile mockup',
      'Social post mockup',
      'Letterhead and envelopes mockup',
      'Email signature mockup',
      'Website and favicon mockup',
      'Signage at night mockup',
    ]);
    for (const image of images) {
      const desc = document.getElementById(image.getAttribute('aria-describedby') ?? '');
      expect(desc?.textContent).toMatch(/Café Noir/);
    }
    expect(screen.getByTestId('mockup-business-card').textContent).toMatch(/primary logo on Paper White/);
    expect(screen.getByTestId('mockup-social').textContent).toMatch(
      /@cafenoir and the bio "Roasted close to home", and a Denim Follow button/,
    );
  });

  it('draws the scenes of the trade the brief names: a software firm’s app, no shopfront, bags or cup', () => {
    const software = { ...SYSTEM, record: { ...SYSTEM.record, industry: 'Software', oneLiner: 'Bookkeeping for freelancers' } };
    render(<MockupsSection system={software} />);
    const titles = within(screen.getByRole('region', { name: 'Mockups' }))
      .getAllByRole('img')
      .map((image) => image.querySelector('title')?.textContent);
    expect(titles).toContain('App dashboard mockup');
    for (const title of ['Shopfront sign mockup', 'Tote bags mockup', 'Takeaway cup and bag mockup']) expect(titles).not.toContain(title);
    expect(titles).toHaveLength(8);
  });

  it("uses the kit's own files: the primary, horizontal, reversed and icon SVGs", () => {
    render(<MockupsSection system={SYSTEM} />);
    const hrefs = (id: string) =>
      Array.from(screen.getByTestId(`mockup-${id}`).querySelectorAll('image')).map((node) => node.getAttribute('href'));
    expect(hrefs('business-card')).toEqual([`${BASE}/icon.svg`, `${BASE}/primary.svg`]);
    expect(hrefs('storefront')).toEqual([`${BASE}/horizontal.svg`, `${BASE}/icon.svg`, `${BASE}/reversed.svg`]);
    expect(hrefs('phone')).toEqual([`${BASE}/icon.svg`]);
    expect(hrefs('social')).toEqual([`${BASE}/horizontal.svg`, `${BASE}/icon.svg`]);
    expect(hrefs('social-post')).toEqual([`${BASE}/icon.svg`, `${BASE}/primary.svg`]);
    expect(hrefs('letterhead')).toEqual([`${BASE}/icon.svg`, `${BASE}/horizontal.svg`, `${BASE}/horizontal.svg`]);
    expect(hrefs('email-signature')).toEqual([`${BASE}/icon.svg`, `${BASE}/horizontal.svg`]);
    expect(hrefs('website')).toEqual([`${BASE}/icon.svg`, `${BASE}/horizontal.svg`, `${BASE}/icon.svg`]);
    expect(hrefs('takeaway')).toEqual([`${BASE}/primary.svg`, `${BASE}/primary.svg`]);
    expect(hrefs('night-sign')).toEqual([`${BASE}/horizontal.svg`, `${BASE}/icon.svg`]);
    // The handle and address come from the name, transliterated.
    expect(screen.getByTestId('mockup-email-signature').textContent).toContain('hello@cafenoir.com');
    expect(screen.getByTestId('mockup-website').textContent).toContain('cafenoir.com');
    // The app's label under its icon on the home screen.
    expect(within(screen.getByTestId('mockup-phone')).getByText('Café Noir')).toBeTruthy();
  });

  it('offers each scene as a PNG download, a button named after the scene', () => {
    render(<MockupsSection system={SYSTEM} />);
    for (const title of ['Business card', 'Email signature', 'Signage at night']) {
      expect(screen.getByRole('button', { name: `Download ${title} mockup as PNG` })).toBeTruthy();
    }
    expect(screen.getAllByRole('button', { name: /^Download .* mockup as PNG$/ })).toHaveLength(10);
    expect(mockupPngName('Café Noir', 'takeaway')).toBe('Café Noir-mockup-takeaway.png');
  });

  it('shows the close-up stage in a narrow figure and steps back in a wide one, the text as large in both', () => {
    expect(frameFor(316)).toEqual(STAGE);
    expect(frameFor(WIDE_FROM_PX - 1)).toEqual(STAGE);
    expect(frameFor(510)).toEqual(WIDE_FRAME);
    // Units per CSS pixel at the narrowest figure each frame is used for: the wide frame is never the smaller.
    expect(WIDE_FROM_PX / WIDE_FRAME.width).toBeGreaterThanOrEqual(316 / STAGE.width);
  });

  it('composes every scene for its frame, no text under the size that reads on a phone', () => {
    render(<MockupsSection system={SYSTEM} />);
    const scenes = screen.getAllByRole('img');
    for (const scene of scenes) expect(scene.getAttribute('viewBox')).toBe(`0 0 ${STAGE.width} ${STAGE.height}`);
    const texts = scenes.flatMap((scene) => Array.from(scene.querySelectorAll('text')));
    expect(texts.length).toBeGreaterThan(10);
    for (const text of texts) {
      expect(Number(text.getAttribute('font-size')), text.textContent ?? '').toBeGreaterThanOrEqual(MIN_TEXT_SIZE);
    }
  });

  it('keeps every SVG reference inside its own scene', () => {
    render(<MockupsSection system={SYSTEM} />);
    const ids = Array.from(document.querySelectorAll('[id]')).map((node) => node.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const node of document.querySelectorAll('[clip-path], [filter], [fill^="url"]')) {
      const reference = /url\(#([^)]+)\)/.exec(
        node.getAttribute('clip-path') ?? node.getAttribute('filter') ?? node.getAttribute('fill') ?? '',
      )?.[1];
      expect(reference && document.getElementById(reference), reference).toBeTruthy();
    }
  });
});

describe('the words the scenes fit', () => {
  it('makes a handle of any name', () => {
    expect(toSlug('Café Noir')).toBe('cafenoir');
    // Any script: transliterated where it has a Latin spelling, else its own letters; never a stand-in word.
    expect(toSlug('Северный Мёд')).toBe('severniymyod');
    expect(toSlug('Ελιά Λάδι')).toBe('elialadi');
    expect(toSlug('مقهى')).toBe('mqha');
    expect(toSlug('さくら書店')).toBe('さくら書店');
    expect(toSlug('Salt & Pine 🌲')).toBe('saltpine');
    expect(toMockupModel(SYSTEM).colors.light).toEqual({ hex: '#FFFFFF', name: 'Paper White' });
  });

  it('cuts and wraps text to its box with an ellipsis', () => {
    expect(fitText('Northwind', 200, 10)).toBe('Northwind');
    expect(fitText('Halcyon Ferry Works', 60, 10)).toBe('Halcyon F…');
    expect(wrapText('one two three four five six', 60, 10, 2)).toEqual(['one two', 'three four…']);
    expect(wrapText('one two', 60, 10, 2)).toEqual(['one two']);
  });

  it('picks a colour that reads on a ground', () => {
    expect(readableOn('#111111', ['#222222', '#F2E8D5'])).toBe('#F2E8D5');
    expect(readableOn('#777777', ['#888888'])).toBe('#000000');
  });
});
