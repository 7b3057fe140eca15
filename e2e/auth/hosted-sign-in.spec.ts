/** The hosted sign-in page in headless Chromium: sign up and land back on the app signed in; magic link through the dev inbox; popup mode. */
import { expect, test } from '@playwright/test';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/env';
import { type AuthFixture, inboxLink, startAuthFixture } from './auth-fixture';

let fixture: AuthFixture;
let browser: Browser;

test.beforeAll(async () => {
  fixture = await startAuthFixture();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

test.afterAll(async () => {
  await browser?.close();
  await fixture?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

const hostedPage = (extra = '') =>
  `${fixture.authUrl}/auth?redirect_url=${encodeURIComponent(`${fixture.appUrl}/welcome`)}&project_id=logo-dna${extra}`;

/** Every URL the page's main frame navigates to, to see where the tokens travelled. */
function recordNavigations(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

test('sign up on the hosted page, land back on the app with a session, tokens only in the fragment', async () => {
  const page = await newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  const navigations = recordNavigations(page);
  await page.goto(hostedPage('&response_mode=fragment'));
  await page.getByRole('tab', { name: 'Sign up' }).click();
  const form = page.locator('#form-signup');
  await form.getByLabel('Email').fill('browser.user@example.com');
  await form.getByLabel('Password').fill('a long browser password');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.locator('#who')).toHaveText('signed in as browser.user@example.com');
  const landed = new URL(navigations.find((item) => item.startsWith(`${fixture.appUrl}/welcome`)) ?? 'about:blank');
  const fragment = new URLSearchParams(landed.hash.slice(1));
  expect(fragment.get('access_token')).toBeTruthy();
  expect(fragment.get('refresh_token')).toBeTruthy();
  expect(landed.search).toBe('');
  // The app cleared them from the address bar.
  expect(page.url()).toBe(`${fixture.appUrl}/welcome`);
  // The CSP let the page's own script run and blocked nothing of ours.
  expect(violations.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
});

test('an app that does not ask for the fragment gets the tokens in the query (the original client)', async () => {
  const page = await newPage();
  const navigations = recordNavigations(page);
  await page.goto(hostedPage());
  await page.getByRole('tab', { name: 'Sign up' }).click();
  const form = page.locator('#form-signup');
  await form.getByLabel('Email').fill('query.user@example.com');
  await form.getByLabel('Password').fill('a long browser password');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.locator('#who')).toHaveText('signed in as query.user@example.com');
  const landed = new URL(navigations.find((item) => item.startsWith(`${fixture.appUrl}/welcome`)) ?? 'about:blank');
  expect(landed.searchParams.get('access_token')).toBeTruthy();
  expect(landed.searchParams.get('refresh_token')).toBeTruthy();
});

test("signing up for this server's own web app returns the tokens in the fragment, which never reaches the server", async () => {
  const page = await newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  const navigations = recordNavigations(page);
  // The app sends the browser to the hosted page with a state of its own, which comes back beside the tokens.
  await page.goto(`${fixture.authUrl}/`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/auth\?/);
  await page.getByRole('tab', { name: 'Sign up' }).click();
  const form = page.locator('#form-signup');
  await form.getByLabel('Email').fill('self.user@example.com');
  await form.getByLabel('Password').fill('a long browser password');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect.poll(() => navigations.find((url) => url.startsWith(`${fixture.authUrl}/#`))).toBeTruthy();
  const landed = new URL(navigations.find((url) => url.startsWith(`${fixture.authUrl}/#`)) ?? 'about:blank');
  expect(new URLSearchParams(landed.hash.slice(1)).get('refresh_token')).toBeTruthy();
  expect(new URLSearchParams(landed.hash.slice(1)).get('state')).toMatch(/^[0-9a-f]{32}$/);
  expect(requested.filter((url) => /[?&](access|refresh)_token=/.test(url))).toEqual([]);
  // The web app's SDK took them from the fragment and cleared the address bar.
  await expect(page.getByTestId('user-email')).toHaveText('self.user@example.com');
  expect(page.url()).toBe(`${fixture.authUrl}/`);
  // The app page's own policy (script-src 'self', the toasts' stylesheet hash) blocked nothing it needs.
  expect(violations).toEqual([]);
});

test('a wrong password shows the spec message and stays on the page', async () => {
  const page = await newPage();
  await page.goto(hostedPage());
  const form = page.locator('#form-signin');
  await form.getByLabel('Email').fill('browser.user@example.com');
  await form.getByLabel('Password').fill('not the password at all');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('#status')).toHaveText('Invalid email or password. Please try again.');
  expect(page.url()).toContain('/auth?');
});

test('magic link through the development inbox signs in once', async () => {
  const page = await newPage();
  await page.goto(hostedPage());
  await page.getByRole('tab', { name: 'Email link' }).click();
  const form = page.locator('#form-magic');
  await form.getByLabel('Email').fill('magic.user@example.com');
  await form.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.locator('#status')).toContainText('sign-in link is on its way');
  const link = await inboxLink(fixture.authUrl, 'magic.user@example.com', 'magic');
  // A mail scanner opening the link first burns nothing.
  const scanner = await fetch(link);
  expect(scanner.status).toBe(200);
  await page.goto(link);
  await expect(page).not.toHaveURL(/#token=/);
  await page.getByRole('button', { name: 'Continue signing in' }).click();
  await page.waitForURL((url) => url.toString().startsWith(fixture.appUrl));
  await expect(page.locator('#who')).toHaveText('signed in as magic.user@example.com');
  // Second use of the same link is refused with the spec message.
  const again = await newPage();
  await again.goto(link);
  await again.getByRole('button', { name: 'Continue signing in' }).click();
  await expect(again.locator('#status')).toHaveText('Magic link has expired. Please request a new one.');
});

test('popup mode posts the tokens to the opener with its state', async () => {
  const page = await newPage();
  await page.goto(`${fixture.appUrl}/`);
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('#popup').click()]);
  await popup.waitForLoadState();
  const form = popup.locator('#form-signin');
  await form.getByLabel('Email').fill('browser.user@example.com');
  await form.getByLabel('Password').fill('a long browser password');
  await Promise.all([popup.waitForEvent('close'), form.getByRole('button', { name: 'Sign in' }).click()]);
  await expect(page.locator('#who')).toHaveText('signed in as browser.user@example.com');
});

test('an address off the allow-list gets an error page, not a redirect', async () => {
  const page = await newPage();
  const response = await page.goto(`${fixture.authUrl}/auth?redirect_url=${encodeURIComponent('https://evil.example/')}`);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading')).toHaveText('This sign-in link is not valid');
});
