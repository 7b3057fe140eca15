import { describe, expect, it } from 'vitest';
import { iconIndex } from '../icons/search';
import { findIcons } from './choices';

/** Where each result met the query: the icon named by it, a name holding every word, or tags. */
function tierOf(id: string, words: readonly string[]): 'exact' | 'name' | 'mixed' | 'tags' {
  if (id === words.join('-')) return 'exact';
  const nameWords = id.split('-');
  const inName = words.filter((word) => nameWords.some((part) => part.startsWith(word))).length;
  if (inName === words.length) return 'name';
  return inName > 0 ? 'mixed' : 'tags';
}

const TIER_ORDER = ['exact', 'name', 'mixed', 'tags'] as const;

describe('findIcons ranking', () => {
  it('shows the anchors before the link icons Phosphor also tags "anchor"', () => {
    const ids = findIcons('anchor').map((icon) => icon.id);
    expect(ids.slice(0, 2)).toEqual(['anchor', 'anchor-simple']);
    expect(ids.slice(2).length).toBeGreaterThan(0);
    expect(ids.slice(2).every((id) => id.startsWith('link'))).toBe(true);
  });

  it('puts the icon a query names first, for every icon the editor offers', () => {
    const buried = iconIndex()
      .map((icon) => icon.record.n)
      .filter((id) => findIcons(id.replace(/-/g, ' '), { limit: 5 })[0]?.id !== id);
    expect(buried).toEqual([]);
  });

  it('ranks the exact name, then names holding every word, then names holding some, then tags', () => {
    for (const query of ['anchor', 'heart', 'star', 'arrow down', 'coffee cup', 'music note', 'sun', 'ship', 'cof']) {
      const words = query.split(' ');
      const tiers = findIcons(query, { limit: 200 }).map((icon) => TIER_ORDER.indexOf(tierOf(icon.id, words)));
      expect(tiers, query).toEqual([...tiers].sort((a, b) => a - b));
    }
  });

  it('within names, prefers a whole word to the start of one and fewer extra words', () => {
    const arrows = findIcons('arrow down', { limit: 50 }).map((icon) => icon.id);
    expect(arrows[0]).toBe('arrow-down');
    expect(arrows.indexOf('arrow-down-left')).toBeLessThan(arrows.indexOf('arrow-bend-down-left'));
    const hearts = findIcons('heart', { limit: 50 }).map((icon) => icon.id);
    expect(hearts.indexOf('heart-break')).toBeLessThan(hearts.indexOf('heartbeat'));
  });
});
