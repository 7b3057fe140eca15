/** The polls' rows on either database: polls found by their token's hash, one vote per visitor, comments in order. */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { CreatePollRequest, OwnerPoll, PollComment, PollEntry, PollStatus, PollSwatch } from '@logo-dna/protocol';
import { pollChannel } from '@logo-dna/protocol';
import type { Database, Queryable } from '../db/database';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A link token: 256 random bits, URL-safe (43 characters). */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A visitor id: 128 random bits as hex. */
export function newVisitorId(): string {
  return randomBytes(16).toString('hex');
}
export const VISITOR_PATTERN = /^[0-9a-f]{32}$/;

export interface PollRow {
  id: string;
  owner_id: string;
  title: string;
  status: PollStatus;
  created_at: string;
  revoked_at: string | null;
  [column: string]: unknown;
}

interface EntryRow {
  entry_id: string;
  designer_name: string;
  label: string;
  svg: string;
  ground: string;
  icon: string | null;
  /** JSON text of the swatches. */
  palette: string | null;
  [column: string]: unknown;
}

interface CommentRow {
  id: string;
  visitor_hash: string;
  text: string;
  name: string | null;
  created_at: string;
  [column: string]: unknown;
}

/** A short tag that tells one visitor's comments from another's within a poll, and says nothing of the visitor id. */
function visitorTag(pollId: string, visitorHash: string): string {
  return sha256(`${pollId}:${visitorHash}`).slice(0, 6);
}

function toComment(pollId: string, row: CommentRow): PollComment {
  return { id: row.id, text: row.text, name: row.name ?? null, visitor: visitorTag(pollId, row.visitor_hash), createdAt: row.created_at };
}

function toEntry(row: EntryRow): PollEntry {
  const entry: PollEntry = { id: row.entry_id, designerName: row.designer_name, label: row.label, svg: row.svg, ground: row.ground };
  if (row.icon) entry.icon = row.icon;
  if (row.palette) entry.palette = JSON.parse(row.palette) as PollSwatch[];
  return entry;
}

export function createPollStore(db: Database, now: () => number) {
  const iso = () => new Date(now()).toISOString();

  async function entriesOf(pollId: string, q: Queryable = db): Promise<PollEntry[]> {
    const { rows } = await q.query<EntryRow>(
      'SELECT entry_id, designer_name, label, svg, ground, icon, palette FROM share_poll_entries WHERE poll_id = ? ORDER BY position',
      [pollId],
    );
    return rows.map(toEntry);
  }

  async function tallyOf(pollId: string, entryIds: readonly string[]): Promise<Record<string, number>> {
    const { rows } = await db.query<{ entry_id: string; votes: number | string }>(
      'SELECT entry_id, COUNT(*) AS votes FROM share_poll_votes WHERE poll_id = ? GROUP BY entry_id',
      [pollId],
    );
    const tally: Record<string, number> = Object.fromEntries(entryIds.map((id) => [id, 0]));
    for (const row of rows) if (row.entry_id in tally) tally[row.entry_id] = Number(row.votes);
    return tally;
  }

  return {
    async countOpen(ownerId: string): Promise<number> {
      const { rows } = await db.query<{ n: number | string }>(
        'SELECT COUNT(*) AS n FROM share_polls WHERE owner_id = ? AND revoked_at IS NULL',
        [ownerId],
      );
      return Number(rows[0]?.n ?? 0);
    },

    /** Stores a poll and its directions; answers with its id and the token (kept only as its hash). */
    async create(ownerId: string, request: CreatePollRequest): Promise<{ id: string; token: string }> {
      const id = randomUUID();
      const token = newToken();
      await db.transaction(async (tx) => {
        await tx.query(
          'INSERT INTO share_polls (id, owner_id, token_hash, title, status, created_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?, NULL)',
          [id, ownerId, sha256(token), request.title, 'open', iso()],
        );
        for (const [position, entry] of request.entries.entries()) {
          await tx.query(
            'INSERT INTO share_poll_entries (poll_id, entry_id, position, designer_name, label, svg, ground, icon, palette) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
            [
              id,
              entry.id,
              position,
              entry.designerName,
              entry.label,
              entry.svg,
              entry.ground,
              entry.icon ?? null,
              entry.palette ? JSON.stringify(entry.palette) : null,
            ],
          );
        }
      });
      return { id, token };
    },

    async byId(id: string): Promise<PollRow | undefined> {
      const { rows } = await db.query<PollRow>('SELECT id, owner_id, title, status, created_at, revoked_at FROM share_polls WHERE id = ?', [
        id,
      ]);
      return rows[0];
    },

    async byToken(token: string): Promise<PollRow | undefined> {
      const { rows } = await db.query<PollRow>(
        'SELECT id, owner_id, title, status, created_at, revoked_at FROM share_polls WHERE token_hash = ?',
        [sha256(token)],
      );
      return rows[0];
    },

    entriesOf,
    tallyOf,

    /** The poll's direction ids, in order, without their logos. */
    async entryIdsOf(pollId: string): Promise<string[]> {
      const { rows } = await db.query<{ entry_id: string }>('SELECT entry_id FROM share_poll_entries WHERE poll_id = ? ORDER BY position', [
        pollId,
      ]);
      return rows.map((row) => row.entry_id);
    },

    async ownerView(poll: PollRow): Promise<OwnerPoll> {
      const entries = await entriesOf(poll.id);
      const { rows } = await db.query<CommentRow>(
        'SELECT id, visitor_hash, text, name, created_at FROM share_poll_comments WHERE poll_id = ? ORDER BY created_at DESC, id DESC',
        [poll.id],
      );
      return {
        id: poll.id,
        title: poll.title,
        status: poll.status,
        createdAt: poll.created_at,
        entries,
        tally: await tallyOf(
          poll.id,
          entries.map((entry) => entry.id),
        ),
        comments: rows.map((row) => toComment(poll.id, row)),
        channel: pollChannel(poll.owner_id, poll.id),
      };
    },

    async setStatus(id: string, status: PollStatus): Promise<void> {
      await db.query('UPDATE share_polls SET status = ? WHERE id = ?', [status, id]);
    },

    /** Revokes the link: the poll row stays (its link answers 410); its directions, votes and comments go. */
    async revoke(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('UPDATE share_polls SET revoked_at = ? WHERE id = ?', [iso(), id]);
        await tx.query('DELETE FROM share_poll_entries WHERE poll_id = ?', [id]);
        await tx.query('DELETE FROM share_poll_votes WHERE poll_id = ?', [id]);
        await tx.query('DELETE FROM share_poll_comments WHERE poll_id = ?', [id]);
      });
    },

    async voteOf(pollId: string, visitorHash: string): Promise<string | null> {
      const { rows } = await db.query<{ entry_id: string }>(
        'SELECT entry_id FROM share_poll_votes WHERE poll_id = ? AND visitor_hash = ?',
        [pollId, visitorHash],
      );
      return rows[0]?.entry_id ?? null;
    },

    /** The visitor's one vote: a new one replaces the last. */
    async vote(pollId: string, visitorHash: string, entryId: string): Promise<void> {
      await db.query(
        `INSERT INTO share_poll_votes (poll_id, visitor_hash, entry_id, voted_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (poll_id, visitor_hash) DO UPDATE SET entry_id = excluded.entry_id, voted_at = excluded.voted_at`,
        [pollId, visitorHash, entryId, iso()],
      );
    },

    async commentsOf(pollId: string, visitorHash: string): Promise<PollComment[]> {
      const { rows } = await db.query<CommentRow>(
        'SELECT id, visitor_hash, text, name, created_at FROM share_poll_comments WHERE poll_id = ? AND visitor_hash = ? ORDER BY created_at DESC, id DESC',
        [pollId, visitorHash],
      );
      return rows.map((row) => toComment(pollId, row));
    },

    async comment(pollId: string, visitorHash: string, text: string, name: string | null): Promise<PollComment> {
      const row: CommentRow = { id: randomUUID(), visitor_hash: visitorHash, text, name, created_at: iso() };
      await db.query('INSERT INTO share_poll_comments (id, poll_id, visitor_hash, text, name, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
        row.id,
        pollId,
        visitorHash,
        text,
        name,
        row.created_at,
      ]);
      return toComment(pollId, row);
    },
  };
}
