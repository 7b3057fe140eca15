import { describe, expect, it } from 'vitest';
import { logoDownloads } from './downloads';

const STORED = 'https://logo.test/storage/v1/p/generated/abc';
/** A record of the builtin engine: every lockup's PNG stored beside its SVG. */
const ENGINE_RECORD = {
  brandName: 'North/wind',
  primaryLogoUrl: `${STORED}/primary.png`,
  monochromeLogoUrl: `${STORED}/monochrome.png`,
  horizontalLogoUrl: `${STORED}/horizontal.png`,
  stackedLogoUrl: `${STORED}/stacked.png`,
  appIconUrl: `${STORED}/icon.png`,
} as Parameters<typeof logoDownloads>[0];

describe('the single-logo downloads', () => {
  it('offers each of the five lockups as PNG, its SVG and its PDF, named as spec §4 names the primary PNG', () => {
    const downloads = logoDownloads(ENGINE_RECORD);
    expect(downloads.map((download) => `${download.role}.${download.format}`)).toEqual([
      'primary.png',
      'primary.svg',
      'primary.pdf',
      'horizontal.png',
      'horizontal.svg',
      'horizontal.pdf',
      'stacked.png',
      'stacked.svg',
      'stacked.pdf',
      'icon.png',
      'icon.svg',
      'icon.pdf',
      'monochrome.png',
      'monochrome.svg',
      'monochrome.pdf',
    ]);
    for (const download of downloads) {
      expect(download.url).toBe(`${STORED}/${download.role}.${download.format}`);
      expect(download.filename).toBe(`Northwind-logo-${download.role}.${download.format}`);
    }
  });

  it('offers a provider’s images as PNG only (no engine files beside them), and nothing for a lockup it lacks', () => {
    const downloads = logoDownloads({
      ...ENGINE_RECORD,
      brandName: 'Northwind',
      primaryLogoUrl: 'https://images.test/a.png',
      monochromeLogoUrl: '',
      horizontalLogoUrl: 'https://images.test/b.png',
      stackedLogoUrl: 'https://images.test/c.png',
      appIconUrl: 'https://images.test/a.png',
    });
    expect(downloads.map((download) => `${download.role}.${download.format}`)).toEqual(['primary.png', 'horizontal.png', 'stacked.png']);
    expect(downloads[0]).toMatchObject({ url: 'https://images.test/a.png', filename: 'Northwind-logo-primary.png' });
  });
});
