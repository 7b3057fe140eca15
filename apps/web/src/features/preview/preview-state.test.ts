import { describe, expect, it } from 'vitest';
import { lockupUrls, shownImageUrl, siblingUrl } from './lockup-urls';
import { describeLockup } from './preview-captions';
import {
  INITIAL_PREVIEW_STATE,
  isDarkShown,
  isMonochromeAvailable,
  type PreviewState,
  previewTabs,
  selectPreviewImage,
  shownTab,
} from './preview-state';
import { sameArtwork } from './same-arrangement';

const BASE = 'http://cdn.test/storage/v1/logo-dna/generated/abc';
const record = {
  primaryLogoUrl: `${BASE}/primary.png`,
  monochromeLogoUrl: `${BASE}/monochrome.png`,
  horizontalLogoUrl: `${BASE}/horizontal.png`,
  stackedLogoUrl: `${BASE}/stacked.png`,
  appIconUrl: `${BASE}/icon.png`,
};
const urls = lockupUrls(record);
const noMono = lockupUrls({ ...record, monochromeLogoUrl: '' });
const state = (patch: Partial<PreviewState>): PreviewState => ({ ...INITIAL_PREVIEW_STATE, ...patch });

describe('where the lockups are', () => {
  it('finds every lockup and its SVG beside the stored PNGs', () => {
    expect(urls.png.reversed).toBe(`${BASE}/reversed.png`);
    expect(urls.svg).toEqual({
      primary: `${BASE}/primary.svg`,
      monochrome: `${BASE}/monochrome.svg`,
      horizontal: `${BASE}/horizontal.svg`,
      stacked: `${BASE}/stacked.svg`,
      icon: `${BASE}/icon.svg`,
      reversed: `${BASE}/reversed.svg`,
    });
  });

  it('shows the SVG of every lockup, never its PNG', () => {
    expect(urls.shown).toEqual(urls.svg);
    expect(shownImageUrl(`${BASE}/stacked.png`)).toBe(`${BASE}/stacked.svg`);
    expect(shownImageUrl('https://images.example/image-1.png')).toBe('https://images.example/image-1.png');
  });

  it('shows an image the server did not lay out as it is: it has no SVG beside it', () => {
    const foreign = lockupUrls({ ...record, horizontalLogoUrl: 'https://images.example/h123' });
    expect(foreign.svg.horizontal).toBe('');
    expect(foreign.shown.horizontal).toBe('https://images.example/h123');
  });

  it('finds the icon of a system saved when the app icon was the primary image', () => {
    expect(lockupUrls({ ...record, appIconUrl: record.primaryLogoUrl }).png.icon).toBe(`${BASE}/icon.png`);
  });

  it('finds nothing beside a URL the server did not lay out', () => {
    expect(siblingUrl('https://images.example/abc123', 'reversed', 'png')).toBe('');
    const foreign = lockupUrls({ ...record, primaryLogoUrl: 'https://images.example/abc123', appIconUrl: 'https://images.example/abc123' });
    expect(foreign.png.reversed).toBe('');
    expect(foreign.png.icon).toBe('');
    expect(foreign.svg.primary).toBe('');
  });
});

describe('the preview (spec §4)', () => {
  it('starts on primary, grid off, light, monochrome off', () => {
    expect(INITIAL_PREVIEW_STATE).toEqual({ tab: 'primary', grid: false, background: 'light', monochrome: false });
  });

  const cases: Array<[name: string, lockups: typeof urls, view: PreviewState, role: string]> = [
    ['primary', urls, state({}), 'primary'],
    ['monochrome on primary', urls, state({ monochrome: true }), 'monochrome'],
    ['monochrome without that image', noMono, state({ monochrome: true }), 'primary'],
    ['monochrome on another tab', urls, state({ tab: 'horizontal', monochrome: true }), 'horizontal'],
    ['stacked', urls, state({ tab: 'stacked' }), 'stacked'],
    ['the real app icon', urls, state({ tab: 'icon' }), 'icon'],
    ['dark primary: the reversed logo', urls, state({ background: 'dark' }), 'reversed'],
    ['dark beats monochrome: the reversed logo', urls, state({ background: 'dark', monochrome: true }), 'reversed'],
    ['dark on the icon: the icon on its own ground', urls, state({ tab: 'icon', background: 'dark' }), 'icon'],
    ['dark does not apply to horizontal', urls, state({ tab: 'horizontal', background: 'dark' }), 'horizontal'],
  ];
  it.each(cases)('%s', (_name, lockups, view, role) => {
    const image = selectPreviewImage(lockups, view);
    expect(image.role).toBe(role);
    expect(image.url).toBe(lockups.svg[image.role]);
    expect(image.url).toMatch(new RegExp(`/${role}\\.svg$`));
  });

  it('monochrome and dark apply where the kit has a version for them', () => {
    expect(isMonochromeAvailable(urls, state({}))).toBe(true);
    expect(isMonochromeAvailable(noMono, state({}))).toBe(false);
    expect(isMonochromeAvailable(urls, state({ tab: 'icon' }))).toBe(false);
    expect(isMonochromeAvailable(urls, state({ background: 'dark' }))).toBe(false);
    expect(isDarkShown(state({ background: 'dark', tab: 'stacked' }))).toBe(false);
    expect(isDarkShown(state({ background: 'dark', tab: 'icon' }))).toBe(true);
  });
});

describe('the tabs', () => {
  const labels = (arrangement: Parameters<typeof previewTabs>[0]) =>
    previewTabs(arrangement).map((tab) => [tab.label, tab.note].filter(Boolean).join(' · '));

  it('are the four lockups when the primary is a drawing of its own', () => {
    expect(labels(null)).toEqual(['Primary', 'Horizontal', 'Stacked', 'Icon']);
  });

  it('make one tab of the primary and the arrangement it repeats', () => {
    expect(labels('horizontal')).toEqual(['Primary · Horizontal', 'Stacked', 'Icon']);
    expect(labels('stacked')).toEqual(['Primary · Stacked', 'Horizontal', 'Icon']);
    expect(shownTab('stacked', 'stacked')).toBe('primary');
    expect(shownTab('stacked', 'horizontal')).toBe('stacked');
  });
});

describe('what the caption says', () => {
  it('says the primary is also the arrangement it repeats', () => {
    expect(describeLockup('primary', 'horizontal')).toMatch(/^Primary: the lockup to use first\. It is also the horizontal lockup/);
    expect(describeLockup('primary', null)).toBe('Primary: the lockup to use first.');
    expect(describeLockup('stacked', 'horizontal')).toMatch(/^Stacked: /);
    expect(describeLockup('reversed', null)).toMatch(/^Reversed: /);
  });

  it('compares drawings without their titles', () => {
    const drawing = '<path d="M0 0h10v10z"/></svg>';
    expect(sameArtwork(`<svg><title>A logo</title>${drawing}`, `<svg><title>A horizontal logo</title>${drawing}`)).toBe(true);
    expect(sameArtwork(`<svg>${drawing}`, '<svg><path d="M1 1"/></svg>')).toBe(false);
    expect(sameArtwork('', '')).toBe(false);
  });
});
