-- A later migration: the moderator may answer an entry. Applied once, after 0001, on the next start.
ALTER TABLE guestbook_entries ADD COLUMN reply TEXT;
