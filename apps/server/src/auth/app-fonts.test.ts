import { describe, expect, it } from 'vitest';
import { buildAppFontsCss } from './app-fonts';

describe('buildAppFontsCss', () => {
  it("declares each Latin Inter weight of the build's assets, in weight order, and nothing else", () => {
    const css = buildAppFontsCss([
      'index-Bq1x.js',
      'inter-latin-600-normal-LgqL8muc.woff2',
      'inter-latin-400-normal-C38fXH4l.woff2',
      'inter-latin-400-normal-CyCys3Eg.woff',
      'inter-cyrillic-400-normal-obahsSVq.woff2',
      'inter-latin-400-italic-Zz9.woff2',
    ]);
    expect(css.split('\n')).toEqual([
      "@font-face{font-family:'Inter';font-style:normal;font-display:swap;font-weight:400;src:url(/assets/inter-latin-400-normal-C38fXH4l.woff2) format('woff2')}",
      "@font-face{font-family:'Inter';font-style:normal;font-display:swap;font-weight:600;src:url(/assets/inter-latin-600-normal-LgqL8muc.woff2) format('woff2')}",
    ]);
  });

  it('is empty without a built app', () => {
    expect(buildAppFontsCss([])).toBe('');
  });
});
