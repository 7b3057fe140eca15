/** sharing feature: shared shortlist polls, their directions, the visitors' votes and comments. */
import type { Migration } from '../db/migrations';

/**
 * A poll is found by the hash of its link's token (the token itself is never stored). A revoked poll keeps only its
 * row (for the 410 its link answers); its directions, votes and comments are deleted with the revocation.
 */
const pollTables = `CREATE TABLE share_polls (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX share_polls_owner ON share_polls (owner_id);
CREATE TABLE share_poll_entries (
  poll_id TEXT NOT NULL,
  entry_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  designer_name TEXT NOT NULL,
  label TEXT NOT NULL,
  svg TEXT NOT NULL,
  ground TEXT NOT NULL,
  PRIMARY KEY (poll_id, entry_id)
);
CREATE TABLE share_poll_votes (
  poll_id TEXT NOT NULL,
  visitor_hash TEXT NOT NULL,
  entry_id TEXT NOT NULL,
  voted_at TEXT NOT NULL,
  PRIMARY KEY (poll_id, visitor_hash)
);
CREATE TABLE share_poll_comments (
  id TEXT PRIMARY KEY,
  poll_id TEXT NOT NULL,
  visitor_hash TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX share_poll_comments_poll ON share_poll_comments (poll_id, created_at);`;

/** A direction's app icon and palette beside its logo (a poll shared before has neither); a comment's signed name. */
const entryDetailsAndNames = `ALTER TABLE share_poll_entries ADD COLUMN icon TEXT;
ALTER TABLE share_poll_entries ADD COLUMN palette TEXT;
ALTER TABLE share_poll_comments ADD COLUMN name TEXT;`;

export const sharingMigrations: Migration[] = [
  { id: 'sharing-001-polls', up: pollTables },
  { id: 'sharing-002-entry-details-and-comment-names', up: entryDetailsAndNames },
];
