/**
 * sharing feature: a signed-in owner shares a shortlist as a poll behind an unguessable link; visitors without an
 * account see the logos, app icons, palettes and designers' names, vote for one favourite and comment (signed with a
 * name if they like); the owner follows both live on a realtime channel of their own (`user:<id>:poll:<id>`),
 * closes the poll or revokes the link.
 *
 * Owner calls, `/api/share/{projectId}/polls[/{pollId}]`: POST (create), GET, PATCH `{status}`, DELETE (revoke).
 * Visitor calls, `/api/share/{projectId}/public/{token}`: GET, PUT `vote`, POST `comments`. A visitor is known by a
 * random id in an HttpOnly cookie (only its hash is stored), so a vote can be changed but not multiplied.
 */
import {
  type CreatePollResponse,
  POLL_ERROR_CODES,
  POLL_LIMITS,
  type PollCommentResponse,
  type PollEvent,
  type PollVoteResponse,
  type PublicPoll,
  pollChannel,
} from '@logo-dna/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { clientAddressKey } from '../http/client-address';
import { conflict, HttpError, notFound, tooManyRequests } from '../http/errors';
import { requireUser } from '../http/identity';
import { parseComment, parseCreatePoll, parseStatus, parseVote } from './poll-input';
import { createPollStore, newVisitorId, type PollRow, sha256, TOKEN_PATTERN, VISITOR_PATTERN } from './poll-store';

export const VISITOR_COOKIE = 'logo_dna_visitor';
const VISITOR_MAX_AGE_SECONDS = 365 * 24 * 3600;
const POLL_ID = /^[0-9a-f-]{36}$/;
/** Twelve directions' logo and app icon SVGs at their cap, with room for the JSON around them. */
const CREATE_BODY_LIMIT = 2 * POLL_LIMITS.maxEntries * POLL_LIMITS.maxSvgBytes + 64 * 1024;

/** Per address, across polls and visitors: clearing the cookie does not buy more. */
const ADDRESS_VOTES = { limit: 60, windowSeconds: 60 };
const ADDRESS_COMMENTS = { limit: 30, windowSeconds: 600 };
const VISITOR_COMMENTS = { limit: POLL_LIMITS.commentsPerMinute, windowSeconds: 60 };

interface OwnerParams {
  projectId: string;
  pollId: string;
}
interface PublicParams {
  projectId: string;
  token: string;
}

const pollNotFound = () => notFound('This poll link does not exist. Check the link you were sent.', POLL_ERROR_CODES.POLL_NOT_FOUND);
const pollRevoked = () => new HttpError(410, POLL_ERROR_CODES.POLL_REVOKED, 'The owner has turned this poll link off.');
const pollClosed = () => conflict('This poll is closed: it takes no more votes or comments.', POLL_ERROR_CODES.POLL_CLOSED);

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

export async function sharingRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const store = createPollStore(deps.db, () => deps.now());
  const secure = deps.config.publicUrl.startsWith('https:');
  // Each answer is one owner's or one visitor's (their vote, their comments): never kept by a shared cache.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'private, no-store');
    done(null, payload);
  });

  function checkProject(projectId: string): void {
    if (projectId !== deps.config.projectId) throw notFound('Project not found');
  }

  /** The caller's own poll, not revoked; another's answers as none at all. */
  async function ownPoll(request: FastifyRequest<{ Params: OwnerParams }>): Promise<PollRow> {
    checkProject(request.params.projectId);
    const user = requireUser(request);
    const poll = POLL_ID.test(request.params.pollId) ? await store.byId(request.params.pollId) : undefined;
    if (!poll || poll.owner_id !== user.userId) throw pollNotFound();
    if (poll.revoked_at) throw pollRevoked();
    return poll;
  }

  /** The poll a link names: 404 for no poll, 410 once revoked. */
  async function linkedPoll(request: FastifyRequest<{ Params: PublicParams }>): Promise<PollRow> {
    checkProject(request.params.projectId);
    const poll = TOKEN_PATTERN.test(request.params.token) ? await store.byToken(request.params.token) : undefined;
    if (!poll) throw pollNotFound();
    if (poll.revoked_at) throw pollRevoked();
    return poll;
  }

  /** The visitor's id hash, giving a new visitor its cookie. */
  function visitorOf(request: FastifyRequest, reply: FastifyReply): string {
    let id = readCookie(request, VISITOR_COOKIE);
    if (!id || !VISITOR_PATTERN.test(id)) {
      id = newVisitorId();
      reply.header(
        'set-cookie',
        `${VISITOR_COOKIE}=${id}; Path=/api/share; Max-Age=${VISITOR_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
      );
    }
    return sha256(id);
  }

  async function announce(poll: PollRow, event: PollEvent): Promise<void> {
    try {
      await deps.realtime.publish({
        channel: pollChannel(poll.owner_id, poll.id),
        type: event.type,
        data: event.data,
        timestamp: deps.now(),
      });
    } catch (error) {
      // The vote or comment is stored; the owner sees it on the next load even if this announcement is lost.
      app.log.warn({ err: error, pollId: poll.id }, 'poll event not published');
    }
  }

  async function limit(key: string, rule: { limit: number; windowSeconds: number }, message: string): Promise<void> {
    const result = await deps.rateLimiter.hit(key, rule);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds, message);
  }

  app.post<{ Params: { projectId: string } }>('/api/share/:projectId/polls', { bodyLimit: CREATE_BODY_LIMIT }, async (request, reply) => {
    checkProject(request.params.projectId);
    const user = requireUser(request);
    const body = parseCreatePoll(request.body);
    if ((await store.countOpen(user.userId)) >= POLL_LIMITS.maxPollsPerOwner) {
      throw conflict(`You can have at most ${POLL_LIMITS.maxPollsPerOwner} shared polls; revoke one first.`, POLL_ERROR_CODES.POLL_LIMIT);
    }
    const { id, token } = await store.create(user.userId, body);
    const poll = (await store.byId(id)) as PollRow;
    const answer: CreatePollResponse = { poll: await store.ownerView(poll), token, path: `/poll/${token}` };
    return reply.status(201).send(answer);
  });

  app.get<{ Params: OwnerParams }>('/api/share/:projectId/polls/:pollId', async (request) => store.ownerView(await ownPoll(request)));

  app.patch<{ Params: OwnerParams }>('/api/share/:projectId/polls/:pollId', async (request) => {
    const poll = await ownPoll(request);
    const status = parseStatus(request.body);
    await store.setStatus(poll.id, status);
    return store.ownerView({ ...poll, status });
  });

  app.delete<{ Params: OwnerParams }>('/api/share/:projectId/polls/:pollId', async (request, reply) => {
    const poll = await ownPoll(request);
    await store.revoke(poll.id);
    return reply.status(204).send();
  });

  app.get<{ Params: PublicParams }>('/api/share/:projectId/public/:token', async (request, reply) => {
    const poll = await linkedPoll(request);
    const visitor = visitorOf(request, reply);
    const myComments = await store.commentsOf(poll.id, visitor);
    const answer: PublicPoll = {
      title: poll.title,
      status: poll.status,
      entries: await store.entriesOf(poll.id),
      myVote: await store.voteOf(poll.id, visitor),
      myComments,
      commentsLeft: Math.max(0, POLL_LIMITS.maxCommentsPerVisitor - myComments.length),
    };
    return answer;
  });

  app.put<{ Params: PublicParams }>('/api/share/:projectId/public/:token/vote', { bodyLimit: 4096 }, async (request, reply) => {
    const poll = await linkedPoll(request);
    const entryId = parseVote(request.body);
    if (poll.status !== 'open') throw pollClosed();
    const entryIds = await store.entryIdsOf(poll.id);
    if (!entryIds.includes(entryId)) {
      throw new HttpError(400, POLL_ERROR_CODES.INVALID_VOTE, 'entryId must name a direction of the poll', { field: 'entryId' });
    }
    await limit(`poll-vote:${clientAddressKey(request)}`, ADDRESS_VOTES, 'Too many votes from this address; wait a minute.');
    const visitor = visitorOf(request, reply);
    await store.vote(poll.id, visitor, entryId);
    const tally = await store.tallyOf(poll.id, entryIds);
    await announce(poll, { type: 'poll.vote', data: { pollId: poll.id, tally } });
    const answer: PollVoteResponse = { myVote: entryId };
    return answer;
  });

  app.post<{ Params: PublicParams }>('/api/share/:projectId/public/:token/comments', { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const poll = await linkedPoll(request);
    const { text, name } = parseComment(request.body);
    if (poll.status !== 'open') throw pollClosed();
    const visitor = visitorOf(request, reply);
    const left = POLL_LIMITS.maxCommentsPerVisitor - (await store.commentsOf(poll.id, visitor)).length;
    if (left <= 0) {
      throw new HttpError(
        429,
        POLL_ERROR_CODES.COMMENT_LIMIT,
        `A visitor can leave at most ${POLL_LIMITS.maxCommentsPerVisitor} comments.`,
      );
    }
    await limit(`poll-comment:${poll.id}:${visitor}`, VISITOR_COMMENTS, 'You are commenting quickly; wait a minute before the next one.');
    await limit(`poll-comment:${clientAddressKey(request)}`, ADDRESS_COMMENTS, 'Too many comments from this address; wait a few minutes.');
    const comment = await store.comment(poll.id, visitor, text, name);
    await announce(poll, { type: 'poll.comment', data: { pollId: poll.id, comment } });
    const answer: PollCommentResponse = { comment, commentsLeft: left - 1 };
    return reply.status(201).send(answer);
  });
}
