import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { getIcon } from '../icons';
import { buildMark } from './index';
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
  ])('saul-bass stripes a sphere, not the thin icon, for a $industry', ({ industry, name }) => {
    const brief = { brandName: name, industry, oneLiner: 'x' };
    const mark = buildMark(createFixtureContext({ designerId: 'saul-bass', brief }), 'striped-mark');
    expect(mark.features?.icons ?? []).toEqual([]);
    expect(mark.description).toMatch(/sphere/);
  });
});
