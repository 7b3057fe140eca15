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

const hostedPage = () => `${fixture.authUrl}/auth?redirect_url=${encodeURIComponent(`${fixture.appUrl}/welcome`)}&project_id=logo-dna`;

test('sign up on the hosted page, land back on the app with a session', async () => {
  const page = await newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  await page.goto(hostedPage());
  await page.getByRole('tab', { name: 'Sign up' }).click();
  const form = page.locator('#form-signup');
  await form.getByLabel('Email').fill('browser.user@example.com');
  await form.getByLabel('Password').fill('a long browser password');
  await form.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.toString().startsWith(`${fixture.appUrl}/welcome`));
  const url = new URL(page.url());
  expect(url.searchParams.get('access_token')).toBeTruthy();
  expect(url.searchParams.get('refresh_token')).toBeTruthy();
  await expect(page.locator('#who')).toHaveText('signed in as browser.user@example.com');
  // The CSP let the page's own script run and blocked nothing of ours.
  expect(violations.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
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
