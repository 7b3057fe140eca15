/** The data folder, the SQLite files and local storage are private to the server's user. */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';

const modeOf = (path: string) => statSync(path).mode & 0o777;
const INSERT = {
  sql: 'INSERT INTO logo_systems (id, user_id, created_at, updated_at) VALUES (?, ?, ?, ?)',
  params: ['m1', 'u', 'x', 'x'],
};

describe('file modes on SQLite', () => {
  let parent: string;
  let server: TestServer | undefined;
  let umask: number;

  beforeAll(() => {
    // The usual umask, so that the modes below come from the server and not from the environment.
    umask = process.umask(0o022);
  });
  afterAll(() => {
    process.umask(umask);
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    rmSync(parent, { recursive: true, force: true });
  });

  it('creates a fresh DATA_DIR 0700, the database and its WAL and shared-memory files 0600, and storage private', async () => {
    parent = mkdtempSync(join(tmpdir(), 'logo-dna-modes-'));
    const dataDir = join(parent, 'fresh', 'data');
    server = await createTestServer({ env: { DATA_DIR: dataDir } });
    // Raw SQL opens the file from its own process too, and its write fills the WAL.
    await server.deps.db.runRaw([INSERT], { mode: 'write', timeoutMs: 10_000 });
    await server.deps.db.runRaw([{ sql: 'SELECT count(*) AS n FROM logo_systems', params: [] }], { mode: 'read', timeoutMs: 10_000 });
    await server.deps.storage.driver.put('user/u/logo.svg', Buffer.from('<svg/>'), { contentType: 'image/svg+xml' });

    expect(modeOf(dataDir)).toBe(0o700);
    for (const suffix of ['', '-wal', '-shm']) expect(modeOf(join(dataDir, `logo-dna.sqlite${suffix}`)), suffix).toBe(0o600);
    expect(modeOf(join(dataDir, 'storage'))).toBe(0o700);
    expect(modeOf(join(dataDir, 'storage', 'user', 'u'))).toBe(0o700);
    expect(modeOf(join(dataDir, 'storage', 'user', 'u', 'logo.svg'))).toBe(0o600);
  });

  it('takes group and other access away from an existing database file, and leaves a named DATA_DIR as it is', async () => {
    parent = mkdtempSync(join(tmpdir(), 'logo-dna-modes-'));
    const dataDir = join(parent, 'shared');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o750);
    const file = join(dataDir, 'logo-dna.sqlite');
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    server = await createTestServer({ env: { DATA_DIR: dataDir } });

    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(`${file}-wal`)).toBe(0o600);
    expect(modeOf(dataDir)).toBe(0o750);
  });
});
