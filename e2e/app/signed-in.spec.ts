/**
 * The signed-in journey (spec §1, §3, §4): sign up on the hosted page → generate → saved → reload →
 * found in My logo systems → regenerate → saved; then sign out.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectHeaderFits, expectImageLoaded, fillBrief, generate, NORTHWIND, previewSrc } from '../support/page-helpers';
import { listLogoSystemRows } from '../support/service-db';

/** The file the page shows for a stored lockup PNG: the SVG beside it. */
const shownFile = (png: string) => png.replace(/\.png$/, '.svg');

const EMAIL = `ada+${Date.now()}@example.com`;
const PASSWORD = 'correct horse battery staple 42';

async function signUp(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/auth\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('project_id')).toBe('logo-dna');
  expect(url.searchParams.get('redirect_url')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  await page.getByRole('tab', { name: 'Sign up' }).click();
  const form = page.locator('#form-signup');
  await form.getByLabel('Email').fill(EMAIL);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('user-email')).toHaveText(EMAIL, { timeout: 15_000 });
  // The tokens were taken from the address and removed from it at once (protocol.md §4.3).
  expect(page.url()).not.toContain('access_token');
}

test('sign up, generate, find it again after a reload, regenerate, sign out', async ({ page, request }) => {
  await signUp(page);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My logo systems' })).toBeVisible();
  await expect(page.getByText('Logo systems you generate while signed in are saved here.')).toBeVisible();

  // Generate two systems: the list shows the newer first.
  await fillBrief(page, { ...NORTHWIND, designer: 'Walter Landor', competitors: 'Big Bean Co' });
  await generate(page);
  const [saved] = await listLogoSystemRows(request, 'Northwind');
  expect(saved).toBeDefined();
  expect(saved!.id).toMatch(/^logo_\d{13}_[a-z0-9]+$/);
  expect(saved!.user_id).not.toBe('anonymous');
  expect(saved).toMatchObject({
    brand_name: 'Northwind',
    industry: NORTHWIND.industry,
    one_liner: NORTHWIND.oneLiner,
    tagline: NORTHWIND.tagline,
    desired_colors: 'auto',
    competitors: 'Big Bean Co',
    designer_dna: 'walter-landor',
  });
  // The engine's own app icon, stored beside the primary.
  expect(saved!.app_icon_url).toBe(saved!.primary_logo_url!.replace(/primary\.png$/, 'icon.png'));
  // The brand name and the concept, cut after a whole word with an ellipsis when it runs past 100 characters.
  const concept = saved!.selected_concept!;
  const altConcept = saved!.alt_text!.replace(/^Northwind - /, '');
  if (concept.length <= 100) expect(altConcept).toBe(concept);
  else {
    expect(altConcept.length).toBeLessThanOrEqual(100);
    expect(altConcept.endsWith('…')).toBe(true);
    expect(concept.startsWith(altConcept.slice(0, -1))).toBe(true);
    expect(concept.slice(altConcept.length - 1)).toMatch(/^[\s,;:.!?)–—-]/u);
  }
  // Spec §3's four hex colours, then the engine's palette record: named colours with the ground, grounds, contrast.
  expect(Object.keys(JSON.parse(saved!.color_palette!))).toEqual([
    'primary',
    'secondary',
    'accent',
    'neutral',
    'swatches',
    'grounds',
    'contrastPairs',
  ]);
  expect(Object.keys(JSON.parse(saved!.typography!))).toEqual(['display', 'support']);
  expect(new Date(saved!.created_at!).toISOString()).toBe(saved!.created_at);
  expect(saved!.updated_at).toBe(saved!.created_at);
  expect(await previewSrc(page)).toBe(shownFile(saved!.primary_logo_url!));

  await page.getByRole('button', { name: 'New Logo' }).click();
  await fillBrief(page, {
    brandName: 'Acme Tools',
    industry: 'Hardware',
    oneLiner: 'Hand tools that last a lifetime',
    designer: 'Saul Bass',
  });
  await generate(page);

  // Reload: the session, the result on screen and the saved systems are all still there, newest first.
  await page.reload();
  await expect(page.getByTestId('user-email')).toHaveText(EMAIL);
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Tools' })).toBeVisible();
  await page.getByRole('button', { name: 'New Logo' }).click();
  const items = page.getByRole('region', { name: 'My logo systems' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Acme Tools');
  await expect(items.nth(1)).toContainText('Northwind');
  await expect(items.nth(1)).toContainText('Walter Landor');

  // Reopen Northwind in the result view.
  await items.nth(1).getByRole('button', { name: 'Open Northwind' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind' })).toBeFocused();
  await expect(page.getByTestId('designer-title')).toHaveText('Walter Landor');
  await expectImageLoaded(page);
  expect(await previewSrc(page)).toBe(shownFile(saved!.primary_logo_url!));

  // Regenerate: every lockup changes to the next variant, and the row is updated in place with it.
  await page.getByRole('button', { name: 'Regenerate Variations' }).click();
  await expect(page.getByRole('button', { name: 'Regenerate Variations' })).toBeEnabled({ timeout: 30_000 });
  await expect.poll(async () => (await listLogoSystemRows(request, 'Northwind'))[0]!.primary_logo_url).not.toBe(saved!.primary_logo_url);
  const rows = await listLogoSystemRows(request, 'Northwind');
  expect(rows).toHaveLength(1);
  const [updated] = rows;
  expect(updated!.id).toBe(saved!.id);
  expect(updated!.variant).toBe(1);
  expect(updated!.horizontal_logo_url).not.toBe(saved!.horizontal_logo_url);
  expect(updated!.stacked_logo_url).not.toBe(saved!.stacked_logo_url);
  expect(updated!.monochrome_logo_url).not.toBe(saved!.monochrome_logo_url);
  expect(updated!.created_at).toBe(saved!.created_at);
  expect(updated!.updated_at! > saved!.updated_at!).toBe(true);
  expect(await previewSrc(page)).toBe(shownFile(updated!.primary_logo_url!));

  // Reopened after a reload, it is the variant that was on screen.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind' })).toBeVisible();
  expect(await previewSrc(page)).toBe(shownFile(updated!.primary_logo_url!));

  // At phone width New Logo and the account menu fit beside the whole title (QA D4); the menu shows the whole email.
  await page.setViewportSize({ width: 360, height: 800 });
  await expectHeaderFits(page, ['New Logo', 'Account']);
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByTestId('user-email').filter({ visible: true })).toHaveText(EMAIL);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Sign out: back to anonymous, no history.
  await page.getByRole('button', { name: 'New Logo' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My logo systems' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a logo made before signing in comes back after the hosted sign-in page, with the brief, and is saved to the account', async ({
  page,
  request,
}) => {
  const brandName = `Halcyon ${Date.now()}`;
  await page.goto('/');
  await fillBrief(page, { ...NORTHWIND, brandName, designer: 'Saul Bass' });
  await generate(page);
  const before = await previewSrc(page);
  expect(await listLogoSystemRows(request, brandName)).toHaveLength(0);

  // Leave for the hosted page and come back signed in.
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/auth\?/);
  await page.getByRole('tab', { name: 'Sign up' }).click();
  const form = page.locator('#form-signup');
  await form.getByLabel('Email').fill(`grace+${Date.now()}@example.com`);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: brandName })).toBeVisible({ timeout: 15_000 });
  expect(await previewSrc(page)).toBe(before);
  await expect(page.getByText('Your logo system is saved to My logo systems.')).toBeVisible();
  await expect.poll(async () => (await listLogoSystemRows(request, brandName))[0]?.user_id ?? 'none').not.toMatch(/^(none|anonymous)$/);

  // The brief is there too, and the saved system is in the list.
  await page.getByRole('button', { name: 'New Logo' }).click();
  await expect(page.getByLabel('Brand name')).toHaveValue(brandName);
  await expect(page.getByLabel('Tagline')).toHaveValue(NORTHWIND.tagline!);
  await expect(page.getByRole('region', { name: 'My logo systems' }).getByRole('listitem').first()).toContainText(brandName);

  // Signing out leaves nothing of it on screen, even after a reload.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Brand name')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Brand name')).toHaveValue('');
  await expect(page.getByRole('heading', { level: 1, name: brandName })).toHaveCount(0);
});
