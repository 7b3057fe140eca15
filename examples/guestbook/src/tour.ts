/**
 * A walk through the guestbook against a running Logo DNA server started with these migrations:
 *
 *   MIGRATIONS_DIR=examples/guestbook/migrations npm start
 *   GUESTBOOK_URL=http://localhost:3000 SERVICE_KEY=sk_… npx tsx examples/guestbook/src/tour.ts
 *
 * Two visitors sign the book, a stranger reads it without signing in, one visitor tries to edit the
 * other's entry and to read the moderation log (both refused by the server), and the moderator pins an
 * entry. Each step prints one line; a step that does not behave as described throws.
 */
import { isAuthError, isLogoDnaError, type LogoDnaClient } from '@logo-dna/sdk';
import { createModeratorClient, createVisitorClient, type ServerOptions } from './clients';
import { createGuestbook } from './guestbook';

export interface TourOptions extends ServerOptions {
  serviceKey: string;
  /** Where each step's line goes. */
  log?: (line: string) => void;
}

const PASSWORD = 'guestbook tour password 7';

async function signUp(server: ServerOptions, name: string): Promise<LogoDnaClient> {
  const client = createVisitorClient(server);
  const email = `${name.toLowerCase()}+${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await client.auth.signUp({ email, password: PASSWORD, displayName: name });
  return client;
}

/** How a refused call failed: the HTTP status and the server's code. */
async function refusal(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
  } catch (error) {
    if (!isLogoDnaError(error)) throw error;
    const serverCode = (error.details as { code?: unknown } | undefined)?.code;
    return `${error.status} ${typeof serverCode === 'string' ? serverCode : error.code}`;
  }
  throw new Error('the server allowed a call its policies refuse');
}

export async function runTour(options: TourOptions): Promise<string[]> {
  const lines: string[] = [];
  const log = (line: string) => {
    lines.push(line);
    options.log?.(line);
  };
  const ada = await signUp(options, 'Ada');
  const bob = await signUp(options, 'Bob');
  const stranger = createVisitorClient(options);
  const moderator = createModeratorClient(options, options.serviceKey);
  try {
    const book = {
      ada: createGuestbook(ada),
      bob: createGuestbook(bob),
      stranger: createGuestbook(stranger),
      moderator: createGuestbook(moderator),
    };

    // Ratings out of ten: 10 sorts above 9 as a number, where text would put it below.
    const first = await book.ada.sign({
      authorName: 'Ada',
      message: 'Lovely logos!',
      rating: 10,
      tags: ['design', 'fonts'],
      city: 'Lisbon',
    });
    await book.bob.sign({ authorName: 'Bob', message: 'Came for the marks.', rating: 8, tags: ['design'], city: 'Porto' });
    await book.bob.sign({ authorName: 'Bob', message: 'And stayed for the palettes.', rating: 9, tags: ['colour'] });
    log(`signed: ${await book.stranger.count()} entries, read by a visitor who is not signed in`);

    const rated = await book.stranger.ratedAtLeast(9);
    log(`rated 9 or more: ${rated.map((entry) => `${entry.authorName} (${entry.rating})`).join(', ')}`);
    log(`tagged design: ${(await book.stranger.taggedWith('design')).map((entry) => entry.authorName).join(', ')}`);
    log(`from Lisbon: ${(await book.stranger.visitorsFrom('Lisbon')).map((row) => `${row.authorName} (${row.city})`).join(', ')}`);

    log(`Bob edits Ada's entry: ${await refusal(() => book.bob.edit(first.id, 'Bob was here'))}`);
    log(`a stranger signs without signing in: ${await refusal(() => book.stranger.sign({ authorName: 'Eve', message: 'spam' }))}`);
    log(`Bob reads the moderation log: ${await refusal(() => book.bob.moderationLog())}`);

    await book.ada.saveDraft('Next time: bring a sketchbook');
    log(`drafts: Ada sees ${(await book.ada.myDrafts()).length}, Bob sees ${(await book.bob.myDrafts()).length}`);

    const edited = await book.ada.edit(first.id, 'Lovely logos, lovelier fonts!');
    log(`Ada edits her own entry: "${edited.message}"`);

    await book.moderator.pin(first.id, 'Our favourite');
    await book.moderator.reply(first.id, 'Thank you, Ada!');
    const [top] = await book.stranger.latest(1);
    log(`pinned first: ${top?.authorName}: "${top?.message}", reply "${top?.reply}", pinned ${top?.pinned}`);
    log(`moderation log: ${(await book.moderator.moderationLog()).map((note) => note.action).join(', ')}`);
    return lines;
  } finally {
    for (const client of [ada, bob, stranger, moderator]) client.dispose();
  }
}

// Run as a script: `npx tsx examples/guestbook/src/tour.ts`.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const serviceKey = process.env.SERVICE_KEY;
  if (!serviceKey) {
    process.stderr.write('Set SERVICE_KEY to the key the server printed on its first start (or DATA_DIR/secrets.json).\n');
    process.exit(1);
  }
  const baseUrl = process.env.GUESTBOOK_URL ?? 'http://localhost:3000';
  await runTour({ baseUrl, projectId: process.env.PROJECT_ID ?? 'logo-dna', serviceKey, log: (line) => console.log(line) }).catch(
    (error: unknown) => {
      console.error(isAuthError(error) ? `${error.code}: ${error.message}` : error);
      process.exit(1);
    },
  );
}
