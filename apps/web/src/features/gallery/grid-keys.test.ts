import { describe, expect, it } from 'vitest';
import { countColumns, nextTileIndex } from './grid-keys';

describe('arrow keys in the gallery grid', () => {
  it.each([
    ['ArrowRight', 5, 6],
    ['ArrowLeft', 5, 4],
    ['ArrowDown', 5, 9],
    ['ArrowUp', 5, 1],
    ['Home', 5, 0],
    ['End', 5, 19],
  ])('%s from tile 5 of 20 in 4 columns goes to %i', (key, from, to) => {
    expect(nextTileIndex(key, from, 20, 4)).toBe(to);
  });

  it('stays at the edges instead of wrapping', () => {
    expect(nextTileIndex('ArrowLeft', 0, 20, 4)).toBe(0);
    expect(nextTileIndex('ArrowUp', 2, 20, 4)).toBe(2);
    expect(nextTileIndex('ArrowDown', 17, 20, 4)).toBe(17);
    expect(nextTileIndex('ArrowRight', 19, 20, 4)).toBe(19);
  });

  it('ignores other keys', () => {
    expect(nextTileIndex('Enter', 3, 20, 4)).toBeNull();
    expect(nextTileIndex('a', 3, 20, 4)).toBeNull();
  });

  it('counts the columns from the tiles’ top edges', () => {
    expect(countColumns([10, 10, 10, 10, 300, 300])).toBe(4);
    expect(countColumns([10, 10.5, 300])).toBe(2);
    expect(countColumns([10, 10, 10])).toBe(3);
    expect(countColumns([])).toBe(1);
  });
});
