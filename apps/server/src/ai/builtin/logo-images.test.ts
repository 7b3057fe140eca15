import { describe, expect, it } from 'vitest';
import { logoPdfDerivation } from './logo-images';

describe('a lockup’s PDF, written on first request', () => {
  it('is written from its SVG sibling by the engine, which titles it with the SVG’s own name (the role only as a fallback)', async () => {
    const calls: Array<[string, string]> = [];
    const derivation = logoPdfDerivation(async (svg, fallbackTitle) => {
      calls.push([svg, fallbackTitle]);
      return new Uint8Array([1]);
    });
    expect(derivation.sourceOf('generated/abc-123/icon.pdf')).toBe('generated/abc-123/icon.svg');
    expect(derivation.sourceOf('generated/abc-123/guidelines.pdf')).toBeUndefined();
    const svg = '<svg><title>Salt &amp; Pine app icon</title><path d="M0 0"/></svg>';
    await derivation.derive(Buffer.from(svg), 'generated/abc-123/icon.pdf');
    expect(calls).toEqual([[svg, 'icon logo']]);
  });
});
