import type { OwnerPoll } from '@logo-dna/protocol';
import { describe, expect, it } from 'vitest';
import { loadSharedPoll, pollTokenOf, saveSharedPoll } from './share-store';
import { applyPollEvent } from './use-owner-poll';

const POLL: OwnerPoll = {
  id: 'p1',
  title: 'Directions for Northwind',
  status: 'open',
  createdAt: '2026-01-01T00:00:00.000Z',
  entries: [],
  tally: { a: 0, b: 1 },
  comments: [],
  channel: 'user:u1:poll:p1',
};
const COMMENT = { id: 'c1', text: '<b>hi</b>', name: null, visitor: 'abc123', createdAt: '2026-01-01T00:00:01.000Z' };

describe('the owner poll', () => {
  it('takes a vote event as the new tally and a comment once, newest first', () => {
    expect(applyPollEvent(POLL, { type: 'poll.vote', data: { pollId: 'p1', tally: { a: 2, b: 1 } } }).tally).toEqual({ a: 2, b: 1 });
    const once = applyPollEvent(POLL, { type: 'poll.comment', data: { pollId: 'p1', comment: COMMENT } });
    expect(once.comments).toEqual([COMMENT]);
    expect(applyPollEvent(once, { type: 'poll.comment', data: { pollId: 'p1', comment: COMMENT } })).toBe(once);
    const later = { ...COMMENT, id: 'c2' };
    expect(applyPollEvent(once, { type: 'poll.comment', data: { pollId: 'p1', comment: later } }).comments.map((c) => c.id)).toEqual([
      'c2',
      'c1',
    ]);
  });

  it('ignores the events of another poll', () => {
    expect(applyPollEvent(POLL, { type: 'poll.vote', data: { pollId: 'p2', tally: { a: 9 } } })).toBe(POLL);
  });
});

describe('the poll link', () => {
  it('reads the token of a poll page path only', () => {
    expect(pollTokenOf('/poll/abc_DEF-123')).toBe('abc_DEF-123');
    expect(pollTokenOf('/poll/abc/')).toBe('abc');
    for (const path of ['/', '/poll/', '/poll/a/b', '/polls/abc', '/poll/a%20b', '/x/poll/abc']) expect(pollTokenOf(path)).toBeNull();
  });

  it('keeps the shared poll for its own account only', () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    } as unknown as Storage;
    saveSharedPoll({ userId: 'u1', pollId: 'p1', path: '/poll/t' }, fake);
    expect(loadSharedPoll('u1', fake)).toEqual({ userId: 'u1', pollId: 'p1', path: '/poll/t' });
    expect(loadSharedPoll('u2', fake)).toBeNull();
    saveSharedPoll(null, fake);
    expect(loadSharedPoll('u1', fake)).toBeNull();
  });
});
