/**
 * "Your details": the owner enters their name, role and contact lines once, beside the kit and the mockups; each bad
 * field is said at the field; the saved details survive a reload, show in the business card mockup and are printed on
 * the brand kit's business card PDF (read back with pdftotext). Without details the card carries no made-up line.
 * Checked at 1440 and 390 px, light and night, with axe; the form's screenshots go to docs/screenshots.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Download, expect, type Page, test } from '@playwright/test';
import { BASE_URL, PROJECT_ID, SERVICE_KEY } from '../support/env';
import { fillBrief, generate, NORTHWIND } from '../support/page-helpers';
import { listLogoSystemRows } from '../support/service-db';
import { readZipEntry } from '../support/zip-entry';

const OUT = resolve(import.meta.dirname, '..', '..', 'docs', 'screenshots');

const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

const DETAILS = {
  Name: 'Maya Okafor',
  'Role or title': 'Head roaster',
  Email: 'maya@northwind.coffee',
  Phone: '+44 20 7946 0321',
  Website: 'https://northwind.coffee',
  Address: '12 Wharf Street, Bristol BS1 4DJ',
};

async function readDownload(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Exports the kit and returns its business card PDF's text as pdftotext reads it, on one line. */
async function businessCardText(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'Export Brand Kit (.zip)' }).click(),
  ]);
  const pdf = readZipEntry(await readDownload(download), 'collateral/business-card.pdf');
  expect(pdf, 'the kit has a business card').toBeDefined();
  return execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');
}

async function setNight(page: Page, night: boolean) {
  const toggle = page.getByRole('button', { name: 'Night mode' });
  if ((await toggle.getAttribute('aria-pressed')) !== String(night)) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', night ? 'dark' : 'light');
  // Colours ease between the themes: axe reads them settled.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[data-testid="contact-details"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

for (const size of SIZES) {
  test.describe(`at ${size.name} px`, () => {
    test.setTimeout(180_000);

    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/');
      await fillBrief(page, NORTHWIND);
      await generate(page);
    });

    test('the details entered are printed on the kit’s business card, and nothing made up without them', async ({ page }) => {
      const form = page.getByRole('region', { name: 'Your details' });
      await expect(form).toBeVisible();

      // Before any details: no made-up person, number or address on the card.
      const bare = await businessCardText(page);
      expect(bare).toContain('Northwind');
      expect(bare).not.toContain('555');
      expect(bare).not.toContain('Alex Morgan');
      expect(bare).not.toMatch(/@/);

      // "Add your details" beside the export moves to the form's first field.
      await page.getByRole('button', { name: 'Add your details' }).click();
      await expect(form.getByLabel('Name')).toBeFocused();

      // Bad input is said at its field, with the focus moved there on save; nothing is sent.
      let kitOrSave = 0;
      page.on('request', (request) => {
        if (request.method() === 'PATCH' || request.url().includes('/api/kit/')) kitOrSave += 1;
      });
      await form.getByLabel('Email').fill('maya at northwind');
      await form.getByLabel('Phone').fill('call me maybe');
      await form.getByRole('button', { name: 'Save details' }).click();
      const email = form.getByLabel('Email');
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(/Enter an email address like name@example\.com/);
      await expect(form.getByLabel('Phone')).toHaveAccessibleDescription(/Only digits, spaces/);
      // A field over its limit shows its count against the limit, in red, and its own message.
      await form.getByLabel('Name').fill('N'.repeat(51));
      await form.getByLabel('Name').blur();
      await expect(form.getByLabel('Name')).toHaveAccessibleDescription(/Name is longer than 50 characters.*51 of 50 characters/);
      expect(kitOrSave).toBe(0);

      for (const [label, value] of Object.entries(DETAILS)) await form.getByLabel(label).fill(value);
      for (const label of Object.keys(DETAILS)) await expect(form.getByLabel(label)).not.toHaveAttribute('aria-invalid');
      // Axe and the form's picture, light and night (the night one is taken after the light one).
      for (const night of [false, true]) {
        await setNight(page, night);
        expect(await violations(page), night ? 'night' : 'light').toEqual([]);
        // From the top of the whole page, so the sticky header sits at its head and not over the form.
        await page.evaluate(() => window.scrollTo(0, 0));
        const box = await form.boundingBox();
        if (!box) throw new Error('the form has no box');
        await page.screenshot({ path: `${OUT}/your-details-${size.name}-${night ? 'night' : 'light'}.png`, fullPage: true, clip: box });
      }
      await setNight(page, false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

      // Saved with the keyboard: Enter in a field submits the form.
      await form.getByLabel('Address').press('Enter');
      await expect(form.getByRole('status')).toHaveText(/Saved/);
      await expect(page.getByRole('button', { name: 'Edit your details' })).toBeVisible();

      // The business card mockup shows them at once.
      const card = page.getByTestId('mockup-business-card');
      await expect(card.locator('svg text').filter({ hasText: 'Maya Okafor' })).toHaveCount(1);
      await expect(card.locator('svg text').filter({ hasText: '+44 20 7946 0321' })).toHaveCount(1);

      // They survive a reload.
      await page.reload();
      await expect(page.getByText('Generation Complete')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your details' }).getByLabel('Email')).toHaveValue('maya@northwind.coffee');

      const text = await businessCardText(page);
      expect(text).toContain('Maya Okafor');
      expect(text).toContain('Head roaster, Northwind');
      expect(text).toContain('maya@northwind.coffee');
      expect(text).toContain('+44 20 7946 0321');
      expect(text).toContain('northwind.coffee');
      expect(text).not.toContain('https://');
      expect(text).toContain('12 Wharf Street, Bristol BS1 4DJ');
      expect(text).not.toContain('555');
    });
  });
}

test('details entered before signing in are saved with the system, and a restore of an older design keeps them', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const brandName = `Northwind ${Date.now()}`;
  await page.goto('/');
  await fillBrief(page, { ...NORTHWIND, brandName });
  await generate(page);
  const form = page.getByRole('region', { name: 'Your details' });
  await form.getByLabel('Name').fill('Maya Okafor');
  await form.getByLabel('Phone').fill('+44 20 7946 0321');
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(form.getByRole('status')).toHaveText(/Saved/);

  // Signing up leaves the app for the hosted page and comes back: the result and its details are saved to the account.
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/auth\?/);
  await page.getByRole('tab', { name: 'Sign up' }).click();
  const signUp = page.locator('#form-signup');
  await signUp.getByLabel('Email').fill(`details+${Date.now()}@example.com`);
  await signUp.getByLabel('Password').fill('correct horse battery staple 42');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your logo system is saved to My logo systems.')).toBeVisible({ timeout: 30_000 });
  const savedContact = async () => JSON.parse((await listLogoSystemRows(request, brandName))[0]?.contact ?? 'null') as unknown;
  await expect.poll(savedContact).toEqual({ name: 'Maya Okafor', phone: '+44 20 7946 0321' });
  await expect(form.getByLabel('Name')).toHaveValue('Maya Okafor');

  // A change of details alone records no version.
  await form.getByLabel('Role or title').fill('Head roaster');
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(form.getByRole('status')).toHaveText(/Saved/);
  await expect.poll(savedContact).toEqual({ name: 'Maya Okafor', role: 'Head roaster', phone: '+44 20 7946 0321' });
  const versions = page.getByRole('region', { name: 'Versions' });
  await expect(versions.getByRole('listitem')).toHaveCount(1);

  // Regenerate, then restore the first design: the details stay.
  await page.getByRole('button', { name: 'Regenerate Variations' }).click();
  await expect(versions.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
  await versions.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(versions.getByRole('listitem')).toHaveCount(3);
  await expect(form.getByLabel('Role or title')).toHaveValue('Head roaster');
  await expect.poll(savedContact).toEqual({ name: 'Maya Okafor', role: 'Head roaster', phone: '+44 20 7946 0321' });
  const [row] = await listLogoSystemRows(request, brandName);
  const recorded = await request.get(`${BASE_URL}/api/db/${PROJECT_ID}/rest/v1/logo_system_versions?select=id&system_id=eq.${row?.id}`, {
    headers: { authorization: `Bearer ${SERVICE_KEY}` },
  });
  expect(((await recorded.json()) as unknown[]).length).toBe(3);

  // And after a reload, signed in, they are still there.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your details' }).getByLabel('Phone')).toHaveValue('+44 20 7946 0321');
});
