/**
 * The guestbook's data on the Logo DNA SDK: three project tables declared by the migrations beside this
 * folder, reached with the same `db` calls the product uses for its own records. What each caller may do
 * is the server's decision (the migrations' `-- @policy` lines), not this code's.
 */
import type { LogoDnaClient } from '@logo-dna/sdk';

export interface EntryDetails {
  tags: string[];
  visit?: { city: string };
}

export interface Entry {
  id: string;
  authorId: string;
  authorName: string;
  message: string;
  rating: number | null;
  pinned: boolean;
  details: EntryDetails | null;
  createdAt: string;
  reply: string | null;
}

export interface Draft {
  id: string;
  userId: string;
  message: string;
  updatedAt: string;
}

export interface ModerationNote {
  id: string;
  entryId: string;
  action: 'pin' | 'reply';
  note: string | null;
  createdAt: string;
}

export interface SignInput {
  authorName: string;
  message: string;
  rating?: number;
  tags?: string[];
  city?: string;
}

export type Guestbook = ReturnType<typeof createGuestbook>;

/** The guestbook's calls for one client: a visitor's (signed in or not) or the moderator's (service key). */
export function createGuestbook(client: LogoDnaClient) {
  const entries = client.db.table<Entry>('guestbook_entries');
  const drafts = client.db.table<Draft>('guestbook_drafts');
  const moderation = client.db.table<ModerationNote>('guestbook_moderation');

  return {
    /** Signs the book; the server sets the author to the signed-in user. */
    sign(input: SignInput): Promise<Entry> {
      const details: EntryDetails = { tags: input.tags ?? [], ...(input.city ? { visit: { city: input.city } } : {}) };
      return entries.create({ authorName: input.authorName, message: input.message, rating: input.rating ?? null, details });
    },
    /** Pinned entries first, then the newest. */
    latest(limit = 20): Promise<Entry[]> {
      return entries.list({ orderBy: { pinned: 'desc', createdAt: 'desc' }, limit });
    },
    /** Entries whose tags include `tag`: the JSON column's containment filter (`cs`). */
    taggedWith(tag: string): Promise<Entry[]> {
      return entries.list({ where: { details: { cs: { tags: [tag] } } }, orderBy: { createdAt: 'asc' } });
    },
    /** Who came from `city`: a filter on, and a selection of, a path into the JSON column. */
    async visitorsFrom(city: string): Promise<{ authorName: string; city: string }[]> {
      const rows = await client.db
        .table('guestbook_entries')
        .list({ where: { 'details->visit->>city': city }, select: ['authorName', 'details->visit->>city'], orderBy: 'author_name.asc' });
      return rows as { authorName: string; city: string }[];
    },
    /** Entries rated at least `stars` (an integer filter), best first. */
    ratedAtLeast(stars: number): Promise<Entry[]> {
      return entries.list({ where: { rating: { gte: stars } }, orderBy: { rating: 'desc', createdAt: 'asc' } });
    },
    /** Entries written after an instant (a timestamp filter). */
    since(instant: Date): Promise<Entry[]> {
      return entries.list({ where: { createdAt: { gt: instant } }, orderBy: { createdAt: 'asc' } });
    },
    edit: (id: string, message: string): Promise<Entry> => entries.update(id, { message }),
    remove: (id: string): Promise<void> => entries.delete(id),
    count: (): Promise<number> => entries.count(),
    saveDraft: (message: string): Promise<Draft> => drafts.create({ message }),
    myDrafts: (): Promise<Draft[]> => drafts.list({ orderBy: { updatedAt: 'asc' } }),
    /** The moderator pins an entry and notes it (service key: the policies let nobody else). */
    async pin(entryId: string, note: string): Promise<Entry> {
      const entry = await entries.update(entryId, { pinned: true });
      await moderation.create({ entryId, action: 'pin', note });
      return entry;
    },
    /** The moderator answers an entry (the column a later migration added). */
    async reply(entryId: string, reply: string): Promise<Entry> {
      const entry = await entries.update(entryId, { reply });
      await moderation.create({ entryId, action: 'reply', note: reply });
      return entry;
    },
    moderationLog: (): Promise<ModerationNote[]> => moderation.list({ orderBy: { createdAt: 'asc' } }),
  };
}
