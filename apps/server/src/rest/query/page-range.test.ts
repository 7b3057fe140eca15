/** PostgREST's ranges: limit/offset and the Range header, Content-Range, and 200/206/416. */
import { describe, expect, it } from 'vitest';
import { contentRange, pageWindow, readStatus } from './page-range';

function refusal(run: () => unknown): unknown {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as { postgrest?: unknown }).postgrest;
  }
}

describe('pageWindow', () => {
  it.each([
    [undefined, 0, undefined, { offset: 0, limit: undefined }],
    [2, 0, undefined, { offset: 0, limit: 2 }],
    [2, 3, undefined, { offset: 3, limit: 2 }],
    [undefined, 0, '2-3', { offset: 2, limit: 2 }],
    [undefined, 0, '4-', { offset: 4, limit: undefined }],
    [3, 0, '1-5', { offset: 1, limit: 2 }],
    [undefined, 0, 'bytes=0-1', { offset: 0, limit: undefined }],
    [0, 0, undefined, { offset: 0, limit: 0 }],
    [undefined, -4, undefined, { offset: 0, limit: undefined }],
  ])('limit %s, offset %s, Range %s', (limit, offset, header, window) => {
    expect(pageWindow(limit, offset, header)).toEqual(window);
  });

  it('refuses a negative limit and a backwards Range with 416 PGRST103', () => {
    expect(refusal(() => pageWindow(-1, 0, undefined))).toMatchObject({
      code: 'PGRST103',
      details: 'Limit should be greater than or equal to zero.',
    });
    expect(refusal(() => pageWindow(undefined, 0, '3-1'))).toMatchObject({
      code: 'PGRST103',
      details: 'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    });
  });
});

describe('contentRange and readStatus', () => {
  it.each([
    [0, 6, undefined, '0-5/*', 200],
    [0, 2, 6, '0-1/6', 206],
    [2, 2, 6, '2-3/6', 206],
    [0, 0, undefined, '*/*', 200],
    [0, 0, 0, '*/0', 200],
    [6, 0, 6, '*/6', 206],
  ])('offset %s, %s rows, total %s → %s, %s', (offset, rows, total, range, status) => {
    expect(contentRange(offset, rows, total)).toBe(range);
    expect(readStatus(offset, rows, total)).toBe(status);
  });

  it('answers an offset past the counted end with 416 PGRST103', () => {
    expect(refusal(() => readStatus(10, 0, 6))).toMatchObject({
      code: 'PGRST103',
      details: 'An offset of 10 was requested, but there are only 6 rows.',
    });
  });
});
