import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import { expect, it } from 'vitest';
import { createOpentypeFont } from './opentype-font';

const require = createRequire(import.meta.url);

it('parses a subset file only when a metric or a character needs it', () => {
  const file = readFileSync(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'));
  const loads: string[] = [];
  const subset = (name: string) => ({
    covers: (codePoint: number) => codePoint < 0x250,
    load: () => {
      loads.push(name);
      return opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
    },
  });
  const font = createOpentypeFont({ family: 'Inter', weight: 400, style: 'normal', subsets: [subset('latin'), subset('latin-ext')] });
  expect(loads).toEqual([]);
  expect(font.unitsPerEm).toBe(2048);
  expect(font.capHeight).toBeGreaterThan(0);
  expect(loads).toEqual(['latin']);
  expect(font.hasChar('A')).toBe(true);
  expect(loads).toEqual(['latin']);
});
