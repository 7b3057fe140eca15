/** Settings shared by the Playwright config and the specs: port, origin, data folder and service key of the test server. */
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port nobody listens on now, so several runs on one machine do not collide. */
function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// Chosen once in the runner and inherited by the workers, like the data folder below.
process.env.E2E_PORT ??= String(await findFreePort());
export const PORT = Number(process.env.E2E_PORT);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const PROJECT_ID = 'logo-dna';
/** Lets a spec read the database as the service (to check what was saved) without signing in. */
export const SERVICE_KEY = process.env.E2E_SERVICE_KEY ?? 'sk_e2e_service_key_for_tests_only_0123456789';

// Set once in the runner, inherited by the workers, so every run starts from an empty data folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'logo-dna-e2e-'));
export const DATA_DIR = process.env.E2E_DATA_DIR;
process.env.E2E_OUTPUT_DIR ??= mkdtempSync(join(tmpdir(), 'logo-dna-e2e-results-'));
/** Traces and failure screenshots, per run (concurrent runs must not clean each other's). */
export const OUTPUT_DIR = process.env.E2E_OUTPUT_DIR;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
