import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { getIcon } from '../icons';
import { buildMark, checkForbiddenMotifs } from './index';
import { isStripeable } from './modules/stripes';

describe('striped figures', () => {
  it.each([
    { icon: 'stethoscope', stripeable: false },
    { icon: 'fork-knife', stripeable: false },
    { icon: 'microphone', stripeable: false },
    { icon: 'paw-print', stripeable: false },
    { icon: 'heart', stripeable: true },
    { icon: 'cookie', stripeable: true },
  ])('$icon stripeable: $stripeable', ({ icon, stripeable }) => {
    expect(isStripeable(getIcon(icon)!)).toBe(stripeable);
  });

  it.each([
    { industry: 'healthcare clinic', name: 'Brightwater Community Health Partners' },
    { industry: 'restaurant', name: 'Salt & Pine' },
    { industry: 'transport', name: 'Halcyon Ferry' },
  ])(
    '$name ($industry): bars draw a solid figure or no mark at all, never letters, a thin icon or a banded globe',
    ({ industry, name }) => {
      const brief = { brandName: name, industry, oneLiner: 'x' };
      for (const designerId of ['saul-bass', 'paul-rand'])
        for (const take of [0, 1, 2]) {
          let mark: ReturnType<typeof buildMark>;
          try {
            mark = buildMark({ ...createFixtureContext({ designerId, brief }), take }, 'striped-mark');
          } catch (error) {
            expect(String(error)).toMatch(/no figure of this brief is solid enough for bars/);
            continue;
          }
          expect(mark.features?.letters).toBeUndefined();
          expect(mark.hasText).toBe(false);
          for (const icon of mark.features?.icons ?? []) expect(isStripeable(getIcon(icon)!)).toBe(true);
          expect(mark.features?.disc).toBeFalsy();
          expect(checkForbiddenMotifs(mark).passed).toBe(true);
        }
    },
  );

  it('saul-bass draws a stripeable figure in level or slanted bars, by take', () => {
    const brief = { brandName: 'Halcyon Ferry', industry: 'transport', oneLiner: 'Electric ferries for island commuters' };
    const marks = [0, 1, 2].map((take) => buildMark({ ...createFixtureContext({ designerId: 'saul-bass', brief }), take }, 'striped-mark'));
    expect(new Set(marks.map((m) => m.description.replace(/\d+/g, '#'))).size).toBe(2);
  });
});
