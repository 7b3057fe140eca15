/**
 * Shared shortlist polls over HTTP on both databases: the owner shares logos the engine really drew; a visitor without
 * an account votes (once, changeably) and comments; the owner's channel carries both live; closing, revoking and every
 * bad input answer with their codes.
 */
import type { AddressInfo } from 'node:net';
import {
  type CreatePollResponse,
  type OwnerPoll,
  POLL_LIMITS,
  type PollEntry,
  type PublicPoll,
  type ServerFrame,
} from '@logo-dna/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ofType, openTestSocket } from '../realtime/test-client';
import { USER_A, USER_B, userAuthorization } from '../rest/test-support/rest-test-kit';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../test/harness';
import { VISITOR_COOKIE } from './routes';

const BRIEF = { brandName: 'Northwind', industry: 'Coffee roastery', oneLiner: 'Small-batch coffee', seed: 7 };

describe.each(TEST_DIALECTS)('shared shortlist polls on %s', (dialect) => {
  let server: TestServer;
  let owner = '';
  let other = '';
  let entries: PollEntry[] = [];
  let base = '';

  beforeAll(async () => {
    server = await createTestServer({ dialect });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    owner = await userAuthorization(server, USER_A);
    other = await userAuthorization(server, USER_B);
    const drawn = await Promise.all(
      ['paul-rand', 'saul-bass'].map(async (designerId) => {
        const response = await server.app.inject({
          method: 'POST',
          url: `/api/ai/${server.config.projectId}/preview`,
          payload: { brief: { ...BRIEF, designerId } },
        });
        expect(response.statusCode, response.body).toBe(200);
        return { designerId, ...(response.json() as { svg: string; ground: string }) };
      }),
    );
    entries = drawn.map(({ designerId, svg, ground }, index) => ({
      id: `ls_${index}_${designerId}`,
      designerName: designerId === 'paul-rand' ? 'Paul Rand' : 'Saul Bass',
      label: designerId === 'paul-rand' ? 'Paul Rand' : 'Saul Bass, variant 2',
      svg,
      ground,
    }));
  }, 120_000);
  afterAll(async () => server?.close());

  const path = (rest: string) => `/api/share/${server.config.projectId}${rest}`;

  async function share(authorization = owner, body: object = { title: 'Northwind directions', entries }) {
    return server.app.inject({ method: 'POST', url: path('/polls'), headers: { authorization }, payload: body });
  }

  async function created(): Promise<CreatePollResponse> {
    const response = await share();
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as CreatePollResponse;
  }

  /** A visitor: a browser without an account, keeping the cookie the poll gives it. */
  function visitor(token: string) {
    let cookie = '';
    const call = async (method: 'GET' | 'PUT' | 'POST', rest = '', payload?: object) => {
      const response = await server.app.inject({
        method,
        url: path(`/public/${token}${rest}`),
        headers: cookie ? { cookie } : {},
        ...(payload ? { payload } : {}),
      });
      const set = response.headers['set-cookie'];
      if (typeof set === 'string') cookie = set.split(';')[0] as string;
      return response;
    };
    return { call, cookie: () => cookie };
  }

  it('shares a shortlist behind a 256-bit token kept only as its hash', async () => {
    const { poll, token, path: link } = await created();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toBe(`/poll/${token}`);
    expect(poll).toMatchObject({ title: 'Northwind directions', status: 'open', comments: [], channel: `user:${USER_A}:poll:${poll.id}` });
    expect(poll.tally).toEqual({ [entries[0]?.id as string]: 0, [entries[1]?.id as string]: 0 });
    const { rows } = await server.deps.db.query<{ token_hash: string }>('SELECT token_hash FROM share_polls WHERE id = ?', [poll.id]);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
  });

  it('shows a visitor the logos and designers and nothing of the owner', async () => {
    const { token } = await created();
    const guest = visitor(token);
    const response = await guest.call('GET');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['set-cookie']).toMatch(new RegExp(`^${VISITOR_COOKIE}=[0-9a-f]{32}; Path=/api/share;.*HttpOnly; SameSite=Lax`));
    const poll = response.json() as PublicPoll;
    expect(poll).toEqual({
      title: 'Northwind directions',
      status: 'open',
      entries,
      myVote: null,
      myComments: [],
      commentsLeft: POLL_LIMITS.maxCommentsPerVisitor,
    });
    expect(response.body).not.toContain(USER_A);
    expect(response.body).not.toContain('example.test');
  });

  it('shares each direction’s app icon and palette beside its logo; an unsafe icon or a bad palette is refused', async () => {
    const palette = [
      { name: 'Harbour Navy', hex: '#1F3A5F' },
      { name: 'Chalk', hex: '#F7F4EC' },
    ];
    const withSystems = entries.map((entry) => ({ ...entry, icon: entry.svg, palette }));
    const response = await share(owner, { title: 'Northwind directions', entries: withSystems });
    expect(response.statusCode, response.body).toBe(201);
    const { token } = response.json() as CreatePollResponse;
    expect(((await visitor(token).call('GET')).json() as PublicPoll).entries).toEqual(withSystems);

    const refusal = async (entry: object) => {
      const answer = await share(owner, { title: 'x', entries: [{ ...entries[0], ...entry }] });
      return [answer.statusCode, (answer.json() as { code: string }).code, answer.json().details?.field];
    };
    expect(await refusal({ icon: '<svg><script>alert(1)</script></svg>' })).toEqual([400, 'INVALID_POLL', 'entries[0].icon']);
    expect(await refusal({ palette: [{ name: 'Red', hex: 'red' }] })).toEqual([400, 'INVALID_POLL', 'entries[0].palette[0].hex']);
    expect(await refusal({ palette: [{ name: '', hex: '#FF0000' }] })).toEqual([400, 'INVALID_POLL', 'entries[0].palette[0].name']);
    const nine = Array.from({ length: POLL_LIMITS.maxPaletteColours + 1 }, () => ({ name: 'Red', hex: '#FF0000' }));
    expect(await refusal({ palette: nine })).toEqual([400, 'INVALID_POLL', 'entries[0].palette']);
  });

  it('signs a comment with the name a visitor gives, as text, on their page and the owner’s; none is null', async () => {
    const { poll, token } = await created();
    const guest = visitor(token);
    const signed = await guest.call('POST', '/comments', { text: 'The Rand one', name: '  <b>Ana</b>   Ruiz ' });
    expect(signed.statusCode, signed.body).toBe(201);
    expect(signed.json()).toMatchObject({ comment: { text: 'The Rand one', name: '<b>Ana</b> Ruiz' } });
    const unsigned = await guest.call('POST', '/comments', { text: 'Or the Bass', name: '   ' });
    expect(unsigned.json()).toMatchObject({ comment: { name: null } });
    expect(((await guest.call('GET')).json() as PublicPoll).myComments.map((comment) => comment.name)).toEqual([null, '<b>Ana</b> Ruiz']);
    const view = (await server.app.inject({ method: 'GET', url: path(`/polls/${poll.id}`), headers: { authorization: owner } })).json();
    expect((view as OwnerPoll).comments.map((comment) => comment.name)).toEqual([null, '<b>Ana</b> Ruiz']);

    const refused = async (name: unknown) => {
      const answer = await visitor(token).call('POST', '/comments', { text: 'hi', name });
      return [answer.statusCode, answer.json().code, answer.json().details?.field];
    };
    expect(await refused('a'.repeat(POLL_LIMITS.maxVisitorNameLength + 1))).toEqual([400, 'INVALID_COMMENT', 'name']);
    expect(await refused('nul\u0000name')).toEqual([400, 'INVALID_COMMENT', 'name']);
    expect(await refused(42)).toEqual([400, 'INVALID_COMMENT', 'name']);
  });

  it('counts one vote per visitor, changeable, and announces the tally and comments on the owner channel only', async () => {
    const { poll, token } = await created();
    const ownerToken = owner.slice('Bearer '.length);
    const socket = await openTestSocket(`${base}/?project_id=${server.config.projectId}&access_token=${ownerToken}`);
    socket.send({ type: 'subscribe', payload: { channel: poll.channel } });
    await socket.next(ofType('subscribed', poll.channel));
    // Another account cannot listen in.
    const intruder = await openTestSocket(`${base}/?project_id=${server.config.projectId}&access_token=${other.slice(7)}`);
    intruder.send({ type: 'subscribe', payload: { channel: poll.channel } });
    const refused = await intruder.next(ofType('error'));
    expect(refused.payload).toMatchObject({ channel: poll.channel });

    const [first, second] = entries.map((entry) => entry.id) as [string, string];
    const alice = visitor(token);
    const bob = visitor(token);
    await alice.call('GET');
    expect((await alice.call('PUT', '/vote', { entryId: first })).json()).toEqual({ myVote: first });
    expect((await alice.call('PUT', '/vote', { entryId: second })).statusCode).toBe(200);
    expect((await bob.call('PUT', '/vote', { entryId: second })).statusCode).toBe(200);
    const isTally = (frame: ServerFrame) =>
      frame.type === 'message' &&
      frame.payload.type === 'poll.vote' &&
      (frame.payload.data as { tally: Record<string, number> }).tally[second] === 2;
    const tally = await socket.next(isTally);
    expect((tally.payload as { data: unknown }).data).toEqual({ pollId: poll.id, tally: { [first]: 0, [second]: 2 } });
    expect((await alice.call('GET')).json()).toMatchObject({ myVote: second });

    const hostile = `<script>alert(1)</script>${'x'.repeat(20)}`;
    const commented = await alice.call('POST', '/comments', { text: `  ${hostile}  ` });
    expect(commented.statusCode, commented.body).toBe(201);
    expect(commented.json()).toMatchObject({ comment: { text: hostile }, commentsLeft: POLL_LIMITS.maxCommentsPerVisitor - 1 });
    const message = await socket.next((frame) => frame.type === 'message' && frame.payload.type === 'poll.comment');
    expect((message.payload as { data: { comment: { text: string } } }).data.comment.text).toBe(hostile);

    const view = (await server.app.inject({ method: 'GET', url: path(`/polls/${poll.id}`), headers: { authorization: owner } })).json();
    expect(view).toMatchObject({ tally: { [first]: 0, [second]: 2 }, comments: [{ text: hostile }] });
    expect(intruder.frames.some((frame) => frame.type === 'message')).toBe(false);
    socket.ws.close();
    intruder.ws.close();
  });

  it('refuses bad votes and comments with codes, and limits comments per visitor', async () => {
    const { token } = await created();
    const guest = visitor(token);
    const codeOf = async (response: Promise<{ statusCode: number; json(): unknown }>) => {
      const answer = await response;
      return [answer.statusCode, (answer.json() as { code: string }).code];
    };
    expect(await codeOf(guest.call('PUT', '/vote', { entryId: 'not-in-the-poll' }))).toEqual([400, 'INVALID_VOTE']);
    expect(await codeOf(guest.call('PUT', '/vote', { entryId: 42 }))).toEqual([400, 'INVALID_VOTE']);
    expect(await codeOf(guest.call('PUT', '/vote', {}))).toEqual([400, 'INVALID_VOTE']);
    expect(await codeOf(guest.call('POST', '/comments', { text: '   ' }))).toEqual([400, 'INVALID_COMMENT']);
    expect(await codeOf(guest.call('POST', '/comments', { text: 'a'.repeat(POLL_LIMITS.maxCommentLength + 1) }))).toEqual([
      400,
      'INVALID_COMMENT',
    ]);
    expect(await codeOf(guest.call('POST', '/comments', { text: 'nul\u0000byte' }))).toEqual([400, 'INVALID_COMMENT']);
    expect(await codeOf(guest.call('POST', '/comments', { text: ['array'] }))).toEqual([400, 'INVALID_COMMENT']);
    const bad = await server.app.inject({
      method: 'POST',
      url: path(`/public/${token}/comments`),
      headers: { 'content-type': 'application/json' },
      payload: '{"text":',
    });
    expect(bad.statusCode).toBe(400);
    for (let index = 0; index < POLL_LIMITS.commentsPerMinute; index += 1) {
      expect((await guest.call('POST', '/comments', { text: `comment ${index}` })).statusCode).toBe(201);
    }
    const limited = await guest.call('POST', '/comments', { text: 'one too many' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('closes (visitors see it and cannot vote), reopens, and revokes the link (410)', async () => {
    const { poll, token } = await created();
    const guest = visitor(token);
    const patch = (status: unknown, authorization = owner) =>
      server.app.inject({ method: 'PATCH', url: path(`/polls/${poll.id}`), headers: { authorization }, payload: { status } });
    expect((await patch('closed', other)).statusCode).toBe(404);
    expect((await patch('maybe')).json()).toMatchObject({ code: 'INVALID_POLL' });
    expect((await patch('closed')).json()).toMatchObject({ status: 'closed' });
    expect((await guest.call('GET')).json()).toMatchObject({ status: 'closed' });
    const refused = await guest.call('PUT', '/vote', { entryId: entries[0]?.id });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'POLL_CLOSED']);
    const silenced = await guest.call('POST', '/comments', { text: 'late' });
    expect([silenced.statusCode, silenced.json().code]).toEqual([409, 'POLL_CLOSED']);
    expect((await patch('open')).json()).toMatchObject({ status: 'open' });
    expect((await guest.call('PUT', '/vote', { entryId: entries[0]?.id })).statusCode).toBe(200);

    const revoke = (authorization: string) =>
      server.app.inject({ method: 'DELETE', url: path(`/polls/${poll.id}`), headers: { authorization } });
    expect((await revoke(other)).statusCode).toBe(404);
    expect((await revoke(owner)).statusCode).toBe(204);
    const gone = await guest.call('GET');
    expect([gone.statusCode, gone.json().code]).toEqual([410, 'POLL_REVOKED']);
    expect((await guest.call('PUT', '/vote', { entryId: entries[0]?.id })).statusCode).toBe(410);
    expect((await revoke(owner)).statusCode).toBe(410);
    const left = await server.deps.db.query('SELECT * FROM share_poll_votes WHERE poll_id = ?', [poll.id]);
    expect(left.rows).toEqual([]);
  });

  it('answers a wrong link 404 and an owner call of another account or none 404/401', async () => {
    const { poll } = await created();
    for (const token of ['nope', 'A'.repeat(43), '%00', 'a'.repeat(90)]) {
      const response = await server.app.inject({ method: 'GET', url: path(`/public/${encodeURIComponent(token)}`) });
      expect(response.statusCode, token).toBe(404);
      expect(response.json().code).toBe('POLL_NOT_FOUND');
    }
    expect((await server.app.inject({ method: 'GET', url: path(`/polls/${poll.id}`), headers: { authorization: other } })).statusCode).toBe(
      404,
    );
    expect((await server.app.inject({ method: 'GET', url: path(`/polls/${poll.id}`) })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: path('/polls/not-a-uuid'), headers: { authorization: owner } })).statusCode).toBe(
      404,
    );
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/share/other-project/polls', headers: { authorization: owner } })).statusCode,
    ).toBe(404);
  });

  it('refuses a share without an account and bad shortlists with INVALID_POLL naming the field', async () => {
    expect((await server.app.inject({ method: 'POST', url: path('/polls'), payload: { title: 'x', entries } })).statusCode).toBe(401);
    const entry = entries[0] as (typeof entries)[number];
    const cases: Array<[object, string]> = [
      [{ title: '', entries }, 'title'],
      [{ title: 'x'.repeat(POLL_LIMITS.maxTitleLength + 1), entries }, 'title'],
      [{ title: 'x', entries: [] }, 'entries'],
      [{ title: 'x', entries: Array.from({ length: POLL_LIMITS.maxEntries + 1 }, (_, i) => ({ ...entry, id: `e${i}` })) }, 'entries'],
      [{ title: 'x', entries: [entry, entry] }, 'entries'],
      [{ title: 'x', entries: [{ ...entry, id: '../x' }] }, 'entries[0].id'],
      [{ title: 'x', entries: [{ ...entry, ground: 'red' }] }, 'entries[0].ground'],
      [{ title: 'x', entries: [{ ...entry, designerName: 42 }] }, 'entries[0].designerName'],
      [{ title: 'x', entries: [{ ...entry, svg: '<html></html>' }] }, 'entries[0].svg'],
      [{ title: 'x', entries: [{ ...entry, svg: '<svg><script>alert(1)</script></svg>' }] }, 'entries[0].svg'],
      [{ title: 'x', entries: [{ ...entry, svg: '<svg onload="alert(1)"></svg>' }] }, 'entries[0].svg'],
      [{ title: 'x', entries: [{ ...entry, svg: '<svg><image href="https://evil.example/x.png"/></svg>' }] }, 'entries[0].svg'],
      [{ title: 'x', entries: [{ ...entry, svg: `<svg>${'a'.repeat(POLL_LIMITS.maxSvgBytes)}</svg>` }] }, 'entries[0].svg'],
      [{ title: 'x', entries: 'all' }, 'entries'],
    ];
    for (const [body, field] of cases) {
      const response = await share(owner, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({ code: 'INVALID_POLL', details: { field } });
    }
    expect((await share(owner, [] as never)).json()).toMatchObject({ code: 'INVALID_POLL' });
  });

  it('keeps an owner to a number of open polls (409 POLL_LIMIT)', async () => {
    const third = await userAuthorization(server, 'user_c');
    const small = { title: 'One', entries: [entries[0]] };
    for (let index = 0; index < POLL_LIMITS.maxPollsPerOwner; index += 1) expect((await share(third, small)).statusCode).toBe(201);
    const refused = await share(third, small);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'POLL_LIMIT']);
    const view = (await refused.json()) as Partial<OwnerPoll>;
    expect(view.entries).toBeUndefined();
  });
});
