import { describe, expect, it } from 'vitest';
import { logoPdfTitle } from './logo-images';

describe('the title of a lockup’s PDF', () => {
  it.each([
    {
      name: 'is the SVG’s own title',
      svg: '<svg><title>Northwind stacked logo</title><path d="M0 0"/></svg>',
      expected: 'Northwind stacked logo',
    },
    {
      name: 'reads its escaped characters',
      svg: '<svg><title>Salt &amp; Pine&#39;s app icon</title></svg>',
      expected: "Salt & Pine's app icon",
    },
    { name: 'names the role when the SVG has no title', svg: '<svg><path d="M0 0"/></svg>', expected: 'icon logo' },
  ])('$name', ({ svg, expected }) => {
    expect(logoPdfTitle(svg, 'icon')).toBe(expected);
  });
});
