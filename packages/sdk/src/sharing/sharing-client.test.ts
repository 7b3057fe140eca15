import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../core/http-client';
import { createFakeFetch, type FetchHandler, jsonResponse } from '../test/fake-fetch';
import { createSharingClient } from './sharing-client';

function setup(handler: FetchHandler = () => jsonResponse({})) {
  const fake = createFakeFetch(handler);
  const http = createHttpClient({ baseUrl: 'https://api.test', fetch: fake.fetch, getToken: async () => 'tok' });
  const subscriptions: Array<{ channel: string; onMessage: (message: { type: string; data: unknown }) => void }> = [];
  const realtime = {
    subscribe: async (channel: string, onMessage: (message: { type: string; data: unknown }) => void) => {
      subscriptions.push({ channel, onMessage });
      return async () => undefined;
    },
  };
  return { sharing: createSharingClient(http, 'proj', realtime as never), fake, subscriptions };
}

describe('sharing', () => {
  it('calls the owner and visitor routes with their bodies', async () => {
    const { sharing, fake } = setup(() => jsonResponse({ ok: true }));
    await sharing.createPoll({ title: 'T', entries: [] });
    expect([fake.last().method, fake.last().url.pathname, fake.last().body]).toEqual([
      'POST',
      '/api/share/proj/polls',
      { title: 'T', entries: [] },
    ]);
    await sharing.setPollStatus('p/1', 'closed');
    expect([fake.last().method, fake.last().url.pathname, fake.last().body]).toEqual([
      'PATCH',
      '/api/share/proj/polls/p%2F1',
      { status: 'closed' },
    ]);
    await sharing.vote('tok_1', 'e1');
    expect([fake.last().method, fake.last().url.pathname, fake.last().body]).toEqual([
      'PUT',
      '/api/share/proj/public/tok_1/vote',
      { entryId: 'e1' },
    ]);
    await sharing.comment('tok_1', 'nice');
    expect([fake.last().method, fake.last().url.pathname, fake.last().body]).toEqual([
      'POST',
      '/api/share/proj/public/tok_1/comments',
      { text: 'nice' },
    ]);
    await sharing.comment('tok_1', 'nice', 'Ana');
    expect(fake.last().body).toEqual({ text: 'nice', name: 'Ana' });
    // A blank name is no name.
    await sharing.comment('tok_1', 'nice', '  ');
    expect(fake.last().body).toEqual({ text: 'nice' });
  });

  it.each([
    [409, 'POLL_CLOSED'],
    [410, 'POLL_REVOKED'],
    [400, 'INVALID_COMMENT'],
    [404, 'POLL_NOT_FOUND'],
  ])('keeps the server code of a %i refusal', async (status, code) => {
    const { sharing } = setup(() => jsonResponse({ error: 'No', message: 'No', code }, status));
    await expect(sharing.comment('t', 'x')).rejects.toMatchObject({ kind: 'sharing', code, status, message: 'No' });
  });

  it('passes on only the poll events of the channel', async () => {
    const { sharing, subscriptions } = setup();
    const events: unknown[] = [];
    await sharing.followPoll('user:u:poll:p', (event) => events.push(event));
    expect(subscriptions[0]?.channel).toBe('user:u:poll:p');
    subscriptions[0]?.onMessage({ type: 'chat', data: {} });
    subscriptions[0]?.onMessage({ type: 'poll.vote', data: { pollId: 'p', tally: { a: 1 } } });
    expect(events).toEqual([{ type: 'poll.vote', data: { pollId: 'p', tally: { a: 1 } } }]);
  });
});
