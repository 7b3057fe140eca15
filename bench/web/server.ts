/** The real server the page benchmarks drive: started from source on a loopback port with a fresh data folder. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './initial-js';

export interface BenchServer {
  origin: string;
  process: ChildProcess;
  /** Stops the server and removes its data folder. */
  stop(): void;
}

export interface BenchServerOptions {
  port: number;
  /** Extra environment (e.g. AI_WARMUP=0 for cold engine threads). */
  env?: Record<string, string>;
}

/** Starts the server (SQLite, `NODE_ENV=production`, builtin engine, `npm start`'s defaults) and waits until it is healthy. */
export async function startBenchServer({ port, env = {} }: BenchServerOptions): Promise<BenchServer> {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'logo-dna-bench-web-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: 'ignore',
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, process: child, stop };
}

/** Polls `/api/health` until it answers 200 (up to a minute), or fails as soon as the server exits. */
async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with status ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('server did not start');
}
