/** Arrow-key movement in the gallery's grid of tiles, whatever number of columns the window width gives it. */

const KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** The tile index a key moves to from `index` in a grid of `count` tiles laid out in `columns`; null for other keys. */
export function nextTileIndex(key: string, index: number, count: number, columns: number): number | null {
  if (!KEYS.has(key) || count === 0) return null;
  const step = Math.max(1, columns);
  const target =
    key === 'ArrowLeft'
      ? index - 1
      : key === 'ArrowRight'
        ? index + 1
        : key === 'ArrowUp'
          ? index - step
          : key === 'ArrowDown'
            ? index + step
            : key === 'Home'
              ? 0
              : count - 1;
  // Past an edge the focus stays where it is (the grid does not wrap, like a table).
  return target < 0 || target >= count ? index : target;
}

/** Columns of a laid-out grid: how many tiles share the first tile's top edge. */
export function countColumns(tops: readonly number[]): number {
  const first = tops[0];
  if (first === undefined) return 1;
  const columns = tops.findIndex((top) => Math.abs(top - first) > 1);
  return columns === -1 ? tops.length : columns;
}
