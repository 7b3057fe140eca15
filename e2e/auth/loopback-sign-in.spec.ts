/**
 * Sign-in works from whichever loopback address the server is opened at (localhost or 127.0.0.1, same port), the
 * start-up line names the address it actually listens on, and every error page of the hosted sign-in leads back to
 * the app.
 */
import { expect, type Page, test } from '@playwright/test';
import { PORT } from '../support/env';
import { type SpawnedServer, spawnServer } from './auth-fixture';

const PASSWORD = 'a long browser password';

async function signUpThroughTheApp(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/auth\?/);
  expect(new URL(page.url()).origin).toBe(origin);
  await page.getByRole('tab', { name: 'Sign up' }).click();
  const form = page.locator('#form-signup');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('user-email')).toHaveText(email, { timeout: 20_000 });
  expect(new URL(page.url()).origin).toBe(origin);
}

test.describe('a server started with HOST=127.0.0.1 and no PUBLIC_URL', () => {
  let server: SpawnedServer;
  test.beforeAll(async () => {
    server = await spawnServer({ HOST: '127.0.0.1' });
  });
  test.afterAll(async () => server?.close());

  test('prints the address it listens on, and signing in from that address lands back there signed in', async ({ page }) => {
    await expect.poll(() => server.stdout()).toContain(`Logo DNA listening on http://127.0.0.1:${server.port}\n`);
    await signUpThroughTheApp(page, `http://127.0.0.1:${server.port}`, `loopback+${Date.now()}@example.com`);
  });

  test('signing in from localhost on the same port works too', async ({ page }) => {
    await signUpThroughTheApp(page, `http://localhost:${server.port}`, `localhost+${Date.now()}@example.com`);
  });
});

test('the test server, public at 127.0.0.1, signs in a visitor who opened it as localhost', async ({ page }) => {
  await signUpThroughTheApp(page, `http://localhost:${PORT}`, `alias+${Date.now()}@example.com`);
});

const ERROR_PAGES = [
  [
    'a return address of another site',
    '/auth?redirect_url=https%3A%2F%2Felsewhere.example%2F&project_id=logo-dna',
    'This sign-in link is not valid',
  ],
  ['a popup without its state', '/auth?mode=popup&project_id=logo-dna', 'This sign-in link is not valid'],
  ['a provider that is not set up', '/auth?provider=nowhere&project_id=logo-dna', 'Provider not available'],
  ['an email link to another site', '/auth/magic?redirect_url=https%3A%2F%2Felsewhere.example%2F', 'This link is not valid'],
  ['a reset link to another site', '/auth/reset?redirect_url=https%3A%2F%2Felsewhere.example%2F', 'This link is not valid'],
] as const;

for (const [name, path, heading] of ERROR_PAGES) {
  test(`the error page for ${name} leads back to the app`, async ({ page }) => {
    const origin = `http://localhost:${PORT}`;
    await page.goto(`${origin}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Logo DNA' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Logo Designer DNA Generator' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(origin);
  });
}
