-- The guestbook: signed entries anyone may read, drafts only their writer sees, and a moderation log
-- only the service key (the moderator's script) reaches. Portable SQL: the same file runs on SQLite and
-- PostgreSQL. The server fills `id` (a random text key) and `created_at` (the ISO instant) on insert.

CREATE TABLE guestbook_entries (
  id TEXT PRIMARY KEY,
  author_id TEXT NOT NULL,
  author_name TEXT NOT NULL,
  message TEXT NOT NULL,
  rating INTEGER,
  pinned BOOLEAN NOT NULL DEFAULT FALSE,
  details JSON,
  created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX guestbook_entries_created ON guestbook_entries (created_at);
-- Anyone reads every entry, signed in or not; a signed-in visitor writes, edits and deletes only their own.
-- @policy guestbook_entries public-read owner(author_id)

CREATE TABLE guestbook_drafts (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  message TEXT NOT NULL,
  updated_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
-- Each visitor sees and changes only their own drafts.
-- @policy guestbook_drafts owner(user_id)

CREATE TABLE guestbook_moderation (
  id TEXT PRIMARY KEY,
  entry_id TEXT NOT NULL,
  action TEXT NOT NULL,
  note TEXT,
  created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
-- @policy guestbook_moderation service-only
