/**
 * End-to-end tests: the built web app served by the real server (temp DATA_DIR, SQLite, builtin
 * AI), driven in Debian's Chromium. The web server command builds the web app first when it is stale.
 */
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, DATA_DIR, OUTPUT_DIR, PORT, SERVICE_KEY } from './support/env';

const ROOT = resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: OUTPUT_DIR,
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The production start: builds the server and the web app when stale, then runs the compiled server.
    command: 'node tools/start.mjs',
    cwd: ROOT,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    // Includes the builds when the sources changed.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      PUBLIC_URL: BASE_URL,
      SERVICE_KEY,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Many generations come from one address in one run.
      AI_ANON_DAILY_QUOTA: '1000',
    },
  },
});
