/** Starts what the hosted sign-in specs need: the real server on a free port with a temp DATA_DIR, and a tiny "app" origin to return to. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');

export interface AuthFixture {
  authUrl: string;
  appUrl: string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

/**
 * The app page: takes tokens from its fragment (as our SDK does) or its query string (the original
 * client, protocol.md §4.3), clears them from the address bar, and loads the user from /api/auth/me;
 * `/popup` opens the hosted page in popup mode and waits for the token message (§4.5).
 */
function appPage(authUrl: string): string {
  return `<!doctype html><html><body><h1>Demo app</h1><p id="who">signed out</p><button id="popup">Sign in with popup</button>
<script>
const authUrl = ${JSON.stringify(authUrl)};
async function load(token) {
  const response = await fetch(authUrl + '/api/auth/me', { headers: { authorization: 'Bearer ' + token } });
  const body = await response.json();
  document.getElementById('who').textContent = response.ok ? 'signed in as ' + body.user.email : 'error ' + body.code;
}
const fragment = new URLSearchParams(location.hash.slice(1));
const params = fragment.get('access_token') ? fragment : new URLSearchParams(location.search);
if (params.get('access_token')) {
  load(params.get('access_token'));
  history.replaceState(null, '', location.pathname);
}
document.getElementById('popup').addEventListener('click', () => {
  const state = crypto.randomUUID().replaceAll('-', '');
  window.addEventListener('message', (event) => {
    if (event.origin !== authUrl || event.data?.type !== 'BLINK_AUTH_TOKENS') return;
    if (event.data.state !== state) { document.getElementById('who').textContent = 'state mismatch'; return; }
    load(event.data.access_token);
  });
  window.open(authUrl + '/auth?mode=popup&state=' + state + '&project_id=logo-dna&redirect_url=' + encodeURIComponent(location.origin), 'blink-auth', 'width=500,height=600');
});
</script></body></html>`;
}

/** A server started for one spec: its address, what it printed on stdout so far, and how to stop it. */
export interface SpawnedServer {
  port: number;
  stdout(): string;
  close(): Promise<void>;
}

/**
 * Starts the real server (from source) on a free loopback port with a temp DATA_DIR and the given environment, and
 * waits for its health check.
 */
export async function spawnServer(env: Record<string, string>, port?: number): Promise<SpawnedServer> {
  const serverPort = port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'logo-dna-e2e-auth-'));
  let printed = '';
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      REDIS_URL: '',
      AI_WARMUP: '0',
      ...env,
    },
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${serverPort}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the server did not start');
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    port: serverPort,
    stdout: () => printed,
    async close() {
      const exited = new Promise<void>((done) => server.once('exit', () => done()));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startAuthFixture(): Promise<AuthFixture> {
  const [authPort, appPort] = [await freePort(), await freePort()];
  const authUrl = `http://127.0.0.1:${authPort}`;
  const appUrl = `http://127.0.0.1:${appPort}`;
  const app: Server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(appPage(authUrl)));
  await new Promise<void>((done) => app.listen(appPort, '127.0.0.1', done));
  const server = await spawnServer({ PUBLIC_URL: authUrl, ALLOWED_REDIRECT_ORIGINS: appUrl }, authPort);
  return {
    authUrl,
    appUrl,
    async close() {
      await server.close();
      await new Promise<void>((done) => app.close(() => done()));
    },
  };
}

/** The newest link to `page` in the development inbox for `to`. */
export async function inboxLink(authUrl: string, to: string, page: 'magic' | 'reset' | 'verify'): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${authUrl}/dev/inbox?format=json&to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: Array<{ links: string[] }> };
    const link = messages.flatMap((message) => message.links).find((item) => item.includes(`/auth/${page}`));
    if (link) return link;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`no ${page} link for ${to}`);
}
