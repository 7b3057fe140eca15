import { describe, expect, it } from 'vitest';
import { INITIAL_PREVIEW_STATE, isMonochromeAvailable, type PreviewState, selectPreviewImage } from './preview-state';

const record = {
  primaryLogoUrl: 'p.png',
  monochromeLogoUrl: 'm.png',
  horizontalLogoUrl: 'h.png',
  stackedLogoUrl: 's.png',
  appIconUrl: 'i.png',
};
const noMono = { ...record, monochromeLogoUrl: '' };
const state = (patch: Partial<PreviewState>): PreviewState => ({ ...INITIAL_PREVIEW_STATE, ...patch });

describe('the preview (spec §4)', () => {
  it('starts on primary, grid off, light, monochrome off', () => {
    expect(INITIAL_PREVIEW_STATE).toEqual({ tab: 'primary', grid: false, background: 'light', monochrome: false });
  });

  const cases: Array<[name: string, urls: typeof record, view: PreviewState, image: string]> = [
    ['primary', record, state({}), 'p.png'],
    ['monochrome on the primary tab', record, state({ monochrome: true }), 'm.png'],
    ['monochrome without that image', noMono, state({ monochrome: true }), 'p.png'],
    ['monochrome flag on the horizontal tab', record, state({ tab: 'horizontal', monochrome: true }), 'h.png'],
    ['monochrome flag on the stacked tab', record, state({ tab: 'stacked', monochrome: true }), 's.png'],
    ['icon tab shows the app icon', record, state({ tab: 'icon', monochrome: true }), 'i.png'],
    ['background and grid do not change the image', record, state({ background: 'dark', grid: true }), 'p.png'],
  ];
  it.each(cases)('%s', (_name, urls, view, image) => {
    expect(selectPreviewImage(urls, view)).toBe(image);
  });

  it('offers monochrome only on the primary tab when the image exists', () => {
    expect(isMonochromeAvailable(record, 'primary')).toBe(true);
    expect(isMonochromeAvailable(noMono, 'primary')).toBe(false);
    for (const tab of ['horizontal', 'stacked', 'icon'] as const) expect(isMonochromeAvailable(record, tab)).toBe(false);
  });
});
