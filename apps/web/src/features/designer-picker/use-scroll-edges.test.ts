import { describe, expect, it } from 'vitest';
import { measureScrollEdges } from './use-scroll-edges';

const CASES = [
  {
    name: 'at the top of a long list',
    box: { scrollTop: 0, clientHeight: 400, scrollHeight: 2400 },
    expected: { above: false, below: true },
  },
  { name: 'in the middle', box: { scrollTop: 900, clientHeight: 400, scrollHeight: 2400 }, expected: { above: true, below: true } },
  { name: 'at the bottom', box: { scrollTop: 2000, clientHeight: 400, scrollHeight: 2400 }, expected: { above: true, below: false } },
  {
    name: 'a sub-pixel short of the bottom',
    box: { scrollTop: 1998.5, clientHeight: 400, scrollHeight: 2400 },
    expected: { above: true, below: false },
  },
  { name: 'a list that fits', box: { scrollTop: 0, clientHeight: 300, scrollHeight: 300 }, expected: { above: false, below: false } },
];

describe('measureScrollEdges', () => {
  for (const { name, box, expected } of CASES) {
    it(name, () => {
      expect(measureScrollEdges(box)).toEqual(expected);
    });
  }
});
