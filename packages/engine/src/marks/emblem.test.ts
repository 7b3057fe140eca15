import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { buildMark } from './index';

describe('emblem badge lettering', () => {
  it.each([
    { name: 'Brightwater Community Health Partners', letters: 'BCH', carriesName: false },
    { name: 'Salt & Pine', letters: 'Salt & Pine', carriesName: true },
    { name: 'Ox', letters: 'Ox', carriesName: true },
  ])('$name: the badge holds "$letters"', ({ name, letters, carriesName }) => {
    const brief = { brandName: name, industry: 'restaurant', oneLiner: 'x' };
    const mark = buildMark(createFixtureContext({ designerId: 'walter-landor', brief }), 'emblem-badge');
    expect(mark.features?.letters).toBe(letters);
    expect(mark.carriesName).toBe(carriesName);
  });

  it.each([
    { name: 'Brightwater Community Health Partners', letters: 'B' },
    { name: 'Salt & Pine', letters: 'Salt & Pine' },
  ])('frank-mason-robinson script badge of $name holds "$letters"', ({ name, letters }) => {
    const brief = { brandName: name, industry: 'restaurant', oneLiner: 'x' };
    const mark = buildMark(createFixtureContext({ designerId: 'frank-mason-robinson', brief }), 'script-in-badge');
    expect(mark.features?.letters).toBe(letters);
  });
});
