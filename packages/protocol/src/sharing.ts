/**
 * Shared shortlist polls: the owner of a shortlist shares it as a link; whoever opens the link sees the shortlisted
 * logos and their designers' names, picks one favourite and leaves short comments, without an account. The owner
 * follows the votes and comments live on a realtime channel of their own and can close the poll or revoke the link.
 */

/** Caps the server enforces and the page shows. */
export const POLL_LIMITS = {
  /** Directions in one poll. */
  maxEntries: 12,
  /** Characters of the poll's title. */
  maxTitleLength: 120,
  /** Characters of a designer's name or a direction's label. */
  maxNameLength: 80,
  /** Bytes of one logo's SVG. */
  maxSvgBytes: 256 * 1024,
  /** Characters of one comment. */
  maxCommentLength: 500,
  /** Characters of the name a visitor may sign a comment with. */
  maxVisitorNameLength: 40,
  /** Colours of a direction's palette shown beside its logo. */
  maxPaletteColours: 8,
  /** Comments one visitor may leave on one poll in all. */
  maxCommentsPerVisitor: 20,
  /** Comments one visitor may leave per minute (then 429 with Retry-After). */
  commentsPerMinute: 3,
  /** Polls one account may have open (not revoked) at once. */
  maxPollsPerOwner: 50,
} as const;

/** Error codes of the sharing calls (the envelope of errors.ts). */
export const POLL_ERROR_CODES = {
  /** The link names no poll (a wrong or mistyped link). 404. */
  POLL_NOT_FOUND: 'POLL_NOT_FOUND',
  /** The owner revoked the link. 410. */
  POLL_REVOKED: 'POLL_REVOKED',
  /** The owner closed the poll: it can be seen but takes no more votes or comments. 409. */
  POLL_CLOSED: 'POLL_CLOSED',
  /** A poll body the server cannot take (no entries, too many, a field too long, an unsafe SVG). 400. */
  INVALID_POLL: 'INVALID_POLL',
  /** A vote for a direction that is not in the poll. 400. */
  INVALID_VOTE: 'INVALID_VOTE',
  /** An empty comment, one too long, or one with control characters. 400. */
  INVALID_COMMENT: 'INVALID_COMMENT',
  /** The visitor has left as many comments as one visitor may. 429. */
  COMMENT_LIMIT: 'COMMENT_LIMIT',
  /** The account has as many open polls as one account may. 409. */
  POLL_LIMIT: 'POLL_LIMIT',
} as const;

export type PollStatus = 'open' | 'closed';

/** A colour of a direction's palette, as the poll shows it. */
export interface PollSwatch {
  /** "Harbour Navy". */
  name: string;
  /** `#rrggbb`. */
  hex: string;
}

/** One shortlisted direction as shared: its logo, app icon, palette and designer, nothing else of the owner's. */
export interface PollEntry {
  /** The direction's id in the owner's gallery; a vote names it. */
  id: string;
  /** "Paul Rand". */
  designerName: string;
  /** "Paul Rand, variant 3": how the direction is named. */
  label: string;
  /** The primary logo as SVG text (shown as an image, never inlined). */
  svg: string;
  /** The light ground (hex) the logo is drawn for. */
  ground: string;
  /** The direction's app icon as SVG text (shown as an image); absent in a poll shared without it. */
  icon?: string;
  /** The direction's palette, in its order; absent in a poll shared without it. */
  palette?: PollSwatch[];
}

/** `POST /api/share/{projectId}/polls` (signed in): shares a shortlist. */
export interface CreatePollRequest {
  title: string;
  entries: PollEntry[];
}

/** A poll as its owner sees it. */
export interface OwnerPoll {
  id: string;
  title: string;
  status: PollStatus;
  createdAt: string;
  entries: PollEntry[];
  /** Votes per entry id (every entry present, 0 when none). */
  tally: Record<string, number>;
  /** Newest first. */
  comments: PollComment[];
  /** The realtime channel the owner subscribes to for `poll.vote` and `poll.comment` messages. */
  channel: string;
}

/** The answer of a create: the poll and its link. The token is shown this once: the server keeps only its hash. */
export interface CreatePollResponse {
  poll: OwnerPoll;
  token: string;
  /** The page path of the link (`/poll/<token>`), to put after the server's origin. */
  path: string;
}

/** `PATCH /api/share/{projectId}/polls/{pollId}` (the owner): closes or reopens the poll. */
export interface UpdatePollRequest {
  status: PollStatus;
}

/**
 * A visitor's comment; `visitor` is a short stable tag of its author within the poll (not the visitor id), `name` the
 * name they signed it with, if any (plain text, shown escaped).
 */
export interface PollComment {
  id: string;
  text: string;
  name: string | null;
  visitor: string;
  createdAt: string;
}

/** `GET /api/share/{projectId}/public/{token}`: the poll as a visitor sees it. */
export interface PublicPoll {
  title: string;
  status: PollStatus;
  entries: PollEntry[];
  /** The entry this visitor voted for, if any. */
  myVote: string | null;
  /** This visitor's own comments, newest first. */
  myComments: PollComment[];
  /** Comments this visitor may still leave. */
  commentsLeft: number;
}

/** `PUT /api/share/{projectId}/public/{token}/vote`: the visitor's one favourite (a second vote replaces the first). */
export interface PollVoteRequest {
  entryId: string;
}

export interface PollVoteResponse {
  myVote: string;
}

/** `POST /api/share/{projectId}/public/{token}/comments`. */
export interface PollCommentRequest {
  text: string;
  /** The name to sign the comment with (optional; at most POLL_LIMITS.maxVisitorNameLength characters). */
  name?: string;
}

export interface PollCommentResponse {
  comment: PollComment;
  commentsLeft: number;
}

/** The realtime messages on the owner's channel. */
export type PollEvent =
  | { type: 'poll.vote'; data: { pollId: string; tally: Record<string, number> } }
  | { type: 'poll.comment'; data: { pollId: string; comment: PollComment } };

/** The owner's channel for a poll (`user:` channels belong to that user alone). */
export function pollChannel(ownerId: string, pollId: string): string {
  return `user:${ownerId}:poll:${pollId}`;
}
