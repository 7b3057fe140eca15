/**
 * A view whose code cannot be fetched (offline, or a tab left open across a redeploy that renamed the chunks) never
 * blanks the page: the view says what happened and offers Try again; once the code can be had the view opens, and
 * after a redeploy Try again reloads the page straight back into the view the visitor was in.
 */
import { expect, type Page, test } from '@playwright/test';
import { axeViolations, fillBrief, generate, NORTHWIND } from '../support/page-helpers';

const EDITOR_CHUNK = /\/assets\/EditorView-[^/]+\.js$/;

const editorHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /^Edit / });

async function expectPageKept(page: Page) {
  await expect(page.getByRole('banner').getByText('Logo DNA Generator', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Logo' })).toBeVisible();
  await expect(page.getByText('Powered by AI • Inspired by 20 legendary designers')).toBeVisible();
}

for (const [viewport, scheme] of [
  [{ width: 1440, height: 900 }, 'light'],
  [{ width: 1440, height: 900 }, 'dark'],
  [{ width: 390, height: 844 }, 'light'],
  [{ width: 390, height: 844 }, 'dark'],
] as const) {
  const theme = scheme === 'dark' ? 'night' : 'light';
  test(`offline, Edit says the editor could not load and opens it once the network is back (${viewport.width} px, ${theme})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await fillBrief(page, { ...NORTHWIND, designer: 'Paul Rand' });
    await generate(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const problem = page.getByRole('alert').filter({ hasText: 'The editor could not load' });
    await expect(problem).toBeVisible({ timeout: 30_000 });
    await expect(problem).toContainText('offline');
    await expectPageKept(page);
    const retry = problem.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeInViewport();
    await expect(retry).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await problem.screenshot({ path: `../docs/screenshots/editor-load-failed-${viewport.width}-${theme}.png` });

    await context.setOffline(false);
    await retry.click();
    await expect(editorHeading(page)).toBeFocused({ timeout: 30_000 });
    await expect(page.getByLabel('Primary hex')).toBeVisible({ timeout: 30_000 });
  });
}

test('after a redeploy renamed the chunks, Try again reloads the page back into the view the visitor asked for', async ({ page }) => {
  test.setTimeout(120_000);
  // The first document asks for the old chunk, which the new deploy no longer has; the reloaded one gets the new build.
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  await page.route(EDITOR_CHUNK, (route) => (documents <= 1 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue()));

  await page.goto('/');
  await fillBrief(page, { ...NORTHWIND, designer: 'Saul Bass' });
  await generate(page);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const problem = page.getByRole('alert').filter({ hasText: 'The editor could not load' });
  await expect(problem).toBeVisible({ timeout: 30_000 });
  await expectPageKept(page);

  await problem.getByRole('button', { name: 'Try again' }).click();
  await expect(editorHeading(page)).toBeVisible({ timeout: 30_000 });
  expect(documents, 'the page was reloaded once').toBe(2);
  await expect(editorHeading(page)).toHaveText('Edit Northwind');
});

test('a reload inside the editor lands back in the editor, with the unsaved change', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await fillBrief(page, { ...NORTHWIND, designer: 'Paul Rand' });
  await generate(page);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByLabel('Primary hex')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Primary hex').fill('#0B6E4F');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('logo-dna:editor-draft'))).toContain('#0B6E4F');

  await page.reload();
  await expect(editorHeading(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(page.getByLabel('Primary hex')).toHaveValue('#0B6E4F', { timeout: 30_000 });

  // Leaving the editor is kept too: the next reload shows the result.
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByText('Generation Complete')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Generation Complete')).toBeVisible({ timeout: 30_000 });
  await expect(editorHeading(page)).toHaveCount(0);
});
