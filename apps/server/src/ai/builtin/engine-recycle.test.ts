/** The engine's worker pool is replaced after a number of tasks, so a worker's heap cannot grow for ever. */
import { afterAll, describe, expect, it } from 'vitest';
import { createDesignEngine } from './engine-adapter';

const SQUARE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#123456"/></svg>';
const engine = createDesignEngine({ threads: 1, recycleAfterTasks: 2 });
afterAll(() => engine.close());

describe('worker recycling', () => {
  it('starts a fresh pool after the set number of tasks, and every task still gets its answer', async () => {
    const sizes = [16, 24, 32, 48, 64];
    const pngs: Uint8Array[] = [];
    for (const size of sizes) pngs.push(await engine.renderPng(SQUARE, size));
    // Tasks 1–2 on the first pool, 3–4 on the second, 5 on the third.
    expect(engine.recycledPools).toBe(2);
    for (const [index, png] of pngs.entries()) {
      expect(Buffer.from(png.subarray(1, 4)).toString('latin1')).toBe('PNG');
      expect(Buffer.from(png).readUInt32BE(16)).toBe(sizes[index]);
    }
  }, 120_000);

  it('answers tasks running while their pool is retired', async () => {
    const before = engine.recycledPools;
    const all = await Promise.all([16, 24, 32].map((size) => engine.renderPng(SQUARE, size)));
    expect(all.map((png) => Buffer.from(png).readUInt32BE(16))).toEqual([16, 24, 32]);
    expect(engine.recycledPools).toBeGreaterThan(before);
  }, 120_000);
});
