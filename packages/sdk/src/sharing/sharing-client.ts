/**
 * The `sharing` module: shared shortlist polls (packages/protocol sharing.ts). The owner (signed in) shares logos as a
 * poll behind a link, follows votes and comments live, closes the poll or revokes the link; a visitor (no account)
 * reads the poll, votes and comments. A refusal is a SharingError whose `code` is the server's (POLL_CLOSED, …).
 */
import type {
  CreatePollRequest,
  CreatePollResponse,
  OwnerPoll,
  PollCommentResponse,
  PollEvent,
  PollStatus,
  PollVoteResponse,
  PublicPoll,
} from '@logo-dna/protocol';
import { FeatureError, isLogoDnaError, type LogoDnaError } from '../core/errors';
import type { HttpClient } from '../core/http-client';
import type { RealtimeClient } from '../realtime/types';

export interface SharingClient {
  createPoll(request: CreatePollRequest): Promise<CreatePollResponse>;
  getPoll(pollId: string): Promise<OwnerPoll>;
  setPollStatus(pollId: string, status: PollStatus): Promise<OwnerPoll>;
  /** Turns the poll's link off for good (it answers 410 from then on). */
  revokePoll(pollId: string): Promise<void>;
  /** Subscribes to the poll's owner channel; resolves to the unsubscribe. */
  followPoll(channel: string, onEvent: (event: PollEvent) => void): Promise<() => Promise<void>>;
  getPublicPoll(token: string): Promise<PublicPoll>;
  vote(token: string, entryId: string): Promise<PollVoteResponse>;
  /** A comment, signed with `name` when one is given (optional). */
  comment(token: string, text: string, name?: string): Promise<PollCommentResponse>;
}

/** A sharing refusal with the server's own code (400s arrive as validation errors carrying the body). */
function toSharingError(error: unknown): LogoDnaError {
  if (!isLogoDnaError(error)) return new FeatureError('sharing', 'NETWORK_ERROR', error instanceof Error ? error.message : String(error));
  const code = (error.details as { code?: unknown } | null | undefined)?.code;
  return new FeatureError('sharing', typeof code === 'string' ? code : error.code, error.message, {
    status: error.status,
    details: error.details,
    cause: error,
  });
}

export function createSharingClient(http: HttpClient, projectId: string, realtime: Pick<RealtimeClient, 'subscribe'>): SharingClient {
  const base = `/api/share/${encodeURIComponent(projectId)}`;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    try {
      return (await http.request<T>(method, `${base}${path}`, body === undefined ? {} : { body })).data;
    } catch (error) {
      throw toSharingError(error);
    }
  };
  const poll = (pollId: string) => `/polls/${encodeURIComponent(pollId)}`;
  const link = (token: string) => `/public/${encodeURIComponent(token)}`;
  return {
    createPoll: (request) => call('POST', '/polls', request),
    getPoll: (pollId) => call('GET', poll(pollId)),
    setPollStatus: (pollId, status) => call('PATCH', poll(pollId), { status }),
    revokePoll: async (pollId) => {
      await call('DELETE', poll(pollId));
    },
    followPoll: (channel, onEvent) =>
      realtime.subscribe(channel, (message) => {
        if (message.type === 'poll.vote' || message.type === 'poll.comment')
          onEvent({ type: message.type, data: message.data } as PollEvent);
      }),
    getPublicPoll: (token) => call('GET', link(token)),
    vote: (token, entryId) => call('PUT', `${link(token)}/vote`, { entryId }),
    comment: (token, text, name) => call('POST', `${link(token)}/comments`, name?.trim() ? { text, name } : { text }),
  };
}
