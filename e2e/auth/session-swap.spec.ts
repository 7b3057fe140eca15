/**
 * Login CSRF: a signed-in visitor who opens a link carrying someone else's tokens in its fragment stays
 * signed in as themself (the web app's SDK takes URL tokens only for a sign-in this browser started).
 */
import { expect, type Page, test } from '@playwright/test';

const PASSWORD = 'correct horse battery staple 42';
const VICTIM = `victim+${Date.now()}@example.com`;
const ATTACKER = `attacker+${Date.now()}@example.com`;
const TOKEN_KEY = 'blink_tokens_logo-dna';

/** The access token the web app keeps for this browser. */
const storedAccessToken = (page: Page) =>
  page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token, TOKEN_KEY);

test("a signed-in victim opening the attacker's token link stays signed in as themself", async ({ page, request }) => {
  const attacker = await request.post('/api/auth/signup', { data: { email: ATTACKER, password: PASSWORD } });
  expect(attacker.ok()).toBe(true);
  const { access_token: accessToken, refresh_token: refreshToken } = (await attacker.json()) as Record<string, string>;

  // The victim signs up through the app and the hosted page, as anyone does.
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/auth\?/);
  await page.getByRole('tab', { name: 'Sign up' }).click();
  const form = page.locator('#form-signup');
  await form.getByLabel('Email').fill(VICTIM);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('user-email')).toHaveText(VICTIM, { timeout: 15_000 });
  const victimToken = await storedAccessToken(page);
  expect(victimToken).toBeTruthy();

  // The attacker's links, opened in new tabs of the same browser: without a state, and with a made-up one.
  for (const extra of ['', '&state=0123456789abcdef0123456789abcdef']) {
    const tab = await page.context().newPage();
    await tab.goto(`/#access_token=${accessToken}&refresh_token=${refreshToken}${extra}`);
    // The SDK read the fragment and cleaned the address bar; the session it kept is the victim's.
    await expect(tab).toHaveURL((url) => !url.hash.includes('access_token'));
    await expect(tab.getByTestId('user-email')).toHaveText(VICTIM);
    expect(await storedAccessToken(tab)).toBe(victimToken);
    await tab.close();
  }
  await page.reload();
  await expect(page.getByTestId('user-email')).toHaveText(VICTIM);
});
