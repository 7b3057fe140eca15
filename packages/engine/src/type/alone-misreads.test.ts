import { describe, expect, it } from 'vitest';
import { misreadsAlone } from './alone-misreads';

describe('capitals that misread alone', () => {
  it('knows Yellowtail’s F (a crossed 7) and no other of its capitals or faces', () => {
    expect(misreadsAlone('Yellowtail', 'F')).toBe(true);
    expect(misreadsAlone('Yellowtail', 'f')).toBe(true);
    expect(misreadsAlone('Yellowtail', 'E')).toBe(false);
    expect(misreadsAlone('Libre Baskerville', 'F')).toBe(false);
  });
});
