import type { PollEntry } from '@logo-dna/protocol';
import { describe, expect, it } from 'vitest';
import { toPollPalette, withSystemParts } from './poll-entries';

const ENTRY: PollEntry = { id: 'd1', designerName: 'Paul Rand', label: 'Paul Rand', svg: '<svg/>', ground: '#FFFFFF' };

describe('a poll entry', () => {
  it('carries the direction’s app icon and palette from its whole system', async () => {
    const entry = await withSystemParts(ENTRY, async () => ({
      logos: { icon: '<svg>icon</svg>' },
      palette: [
        { role: 'primary', name: 'Harbour Navy', hex: '#1F3A5F' },
        { role: 'background', name: 'Chalk', hex: '#F7F4EC' },
      ],
    }));
    expect(entry).toEqual({
      ...ENTRY,
      icon: '<svg>icon</svg>',
      palette: [
        { name: 'Harbour Navy', hex: '#1F3A5F' },
        { name: 'Chalk', hex: '#F7F4EC' },
      ],
    });
  });

  it('keeps the logo alone when the system cannot be drawn', async () => {
    expect(await withSystemParts(ENTRY, () => Promise.reject(new Error('offline')))).toEqual(ENTRY);
  });

  it('shares named six-digit colours only, at most eight', () => {
    const many = Array.from({ length: 10 }, (_, index) => ({ name: `Ink ${index}`, hex: `#00000${index}`.slice(0, 7) }));
    expect(toPollPalette(many)).toHaveLength(8);
    expect(
      toPollPalette([
        { name: 'Short', hex: '#FFF' },
        { name: ' ', hex: '#FFFFFF' },
        { name: 'Red', hex: '#FF0000' },
      ]),
    ).toEqual([{ name: 'Red', hex: '#FF0000' }]);
  });
});
