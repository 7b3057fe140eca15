/**
 * The first visitor after a deploy does not pay for the engine's warm-up: a freshly started server (warm-up on, as in
 * production) warms every engine thread once it listens, with no request made, and the first gallery then fills with
 * all twenty directions. Waits on the server's own log line, never on a duration.
 */
import { expect, test } from '@playwright/test';
import { type SpawnedServer, spawnServer } from '../auth/auth-fixture';
import { fillBrief, NORTHWIND } from '../support/page-helpers';

let server: SpawnedServer;
test.beforeAll(async () => {
  server = await spawnServer({ AI_WARMUP: '1', LOG_LEVEL: 'info' });
});
test.afterAll(async () => server?.close());

test('a server just started warms its engine before anyone asks, and the first gallery fills with twenty directions', async ({ page }) => {
  // Every engine thread drawing its sample on a busy 2-core machine, then twenty previews.
  test.setTimeout(300_000);
  const messages = () =>
    server
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{') && line.endsWith('}'))
      .map((line) => (JSON.parse(line) as { msg?: string }).msg);
  // Only the fixture's health checks have reached the server so far.
  await expect.poll(messages, { timeout: 240_000 }).toContain('design engine warmed');
  expect(messages()).not.toContain('design engine warm-up failed');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`http://127.0.0.1:${server.port}/`);
  await fillBrief(page, NORTHWIND);
  await page.getByRole('button', { name: /Explore all \d+ designers/ }).click();
  await expect(page.locator('article [data-direction-svg]')).toHaveCount(20, { timeout: 120_000 });
});
