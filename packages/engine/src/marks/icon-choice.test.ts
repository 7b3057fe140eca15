import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { deniedGenericTokens, pickIcon } from './icon-pick';
import { buildMark } from './index';

const GENERIC = /(^|-)(user|users|person|aperture|smiley)(-|$)/;

describe('generic interface glyphs', () => {
  it.each([
    { industry: 'healthcare clinic', denies: ['user', 'users', 'person', 'aperture'] },
    { industry: 'restaurant', denies: ['user', 'users', 'person', 'aperture'] },
    { industry: 'photography studio', allows: ['aperture'] },
    { industry: 'fitness gym', allows: ['person'] },
  ])('$industry', ({ industry, denies = [], allows = [] }) => {
    const denied = deniedGenericTokens(industry);
    for (const token of denies) expect(denied).toContain(token);
    for (const token of allows) expect(denied).not.toContain(token);
  });

  it.each([
    { designerId: 'sagi-haviv', industry: 'healthcare clinic', name: 'Brightwater Community Health Partners' },
    { designerId: 'ivan-chermayeff', industry: 'restaurant', name: 'Salt & Pine' },
    { designerId: 'ivan-chermayeff', industry: 'healthcare clinic', name: 'Brightwater Community Health Partners' },
    { designerId: 'sagi-haviv', industry: 'software', name: 'Quanta' },
  ])('$designerId for a $industry never picks an avatar or aperture', ({ designerId, industry, name }) => {
    const brief = { brandName: name, industry, oneLiner: 'community people user friends camera photo' };
    for (let variant = 0; variant < 4; variant++) {
      const ctx = createFixtureContext({ designerId, brief, variant });
      expect(pickIcon(ctx, 'test').name).not.toMatch(GENERIC);
    }
  });

  it.each(['Brightwater Community Health Partners', 'Salt & Pine', 'Ox', 'Studio 54', 'Café Noël', 'Northwind'])(
    'sagi-haviv dual-reading symbol for "%s" (clinic) is not the person reading',
    (name) => {
      const brief = { brandName: name, industry: 'healthcare clinic', oneLiner: 'care' };
      const mark = buildMark(createFixtureContext({ designerId: 'sagi-haviv', brief }), 'dual-reading-symbol');
      expect(mark.description).not.toMatch(/person/);
    },
  );
});
