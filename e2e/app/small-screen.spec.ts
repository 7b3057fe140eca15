/**
 * The app at 390 × 844: every header control is a 44 px target (WCAG 2.5.5) or sits in the account menu, none overlap
 * and no text is cut; the result's preview box follows a wide lockup's shape instead of leaving it small in a tall box.
 */
import { expect, type Page, test } from '@playwright/test';
import { fillBrief, generate, lockupTabs, NORTHWIND, signUpOnHostedPage } from '../support/page-helpers';

const PHONE = { width: 390, height: 844 };
const TARGET = 44;

/** Every visible control of the header: a target of at least 44 × 44 px, inside the viewport, none over another. */
async function expectHeaderTargets(page: Page): Promise<string[]> {
  const header = page.getByRole('banner');
  const width = page.viewportSize()?.width ?? 0;
  const shown: Array<{ name: string; box: { x: number; y: number; width: number; height: number } }> = [];
  for (const control of await header.locator('button:visible, a:visible').all()) {
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '';
    const box = (await control.boundingBox())!;
    expect(box.width, `${name} is ${TARGET} px wide`).toBeGreaterThanOrEqual(TARGET);
    expect(box.height, `${name} is ${TARGET} px tall`).toBeGreaterThanOrEqual(TARGET);
    expect(box.x, `${name} starts inside the viewport`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends inside the viewport`).toBeLessThanOrEqual(width);
    for (const other of shown) {
      const apart =
        box.x >= other.box.x + other.box.width ||
        other.box.x >= box.x + box.width ||
        box.y >= other.box.y + other.box.height ||
        other.box.y >= box.y + box.height;
      expect(apart, `${name} does not overlap ${other.name}`).toBe(true);
    }
    shown.push({ name, box });
  }
  const title = (await header.getByText('Logo DNA Generator', { exact: true }).boundingBox())!;
  for (const { name, box } of shown) expect(title.x + title.width, `the title ends before ${name}`).toBeLessThanOrEqual(box.x);
  expect(await cutTexts(page), 'no text of the header is cut').toEqual([]);
  return shown.map(({ name }) => name);
}

/** Texts of the header (and its open menu) wider than their box: truncated or clipped. */
function cutTexts(page: Page): Promise<string[]> {
  return page
    .getByRole('banner')
    .evaluate((header) =>
      [...header.querySelectorAll<HTMLElement>('*')]
        .filter((node) => node instanceof HTMLElement && node.clientWidth > 0 && node.scrollWidth > node.clientWidth)
        .map((node) => node.textContent ?? ''),
    );
}

async function signUp(page: Page, email: string) {
  await signUpOnHostedPage(page, email);
  await expect(page.getByRole('button', { name: 'Night mode' })).toBeVisible({ timeout: 15_000 });
}

test('at 390 px the header controls are 44 px targets, apart, with no text cut; the account is a menu', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  expect(await expectHeaderTargets(page)).toEqual(['Night mode', 'Sign In']);

  const email = 'maya.okafor.long.address@example.com';
  await signUp(page, email);
  await fillBrief(page, NORTHWIND);
  await generate(page);
  expect(await expectHeaderTargets(page)).toEqual(['New Logo', 'Night mode', 'Account']);

  // The most the header holds: a direction opened from the gallery adds the way back to it, at 390 and at 360 px.
  await page.getByRole('button', { name: 'New Logo' }).click();
  await page.getByRole('button', { name: /Explore all \d+ designers/ }).click();
  await page.getByRole('button', { name: 'Open Paul Rand design' }).click();
  await expect(page.getByText('Generation Complete')).toBeVisible({ timeout: 30_000 });
  const fullest = ['Back to the gallery', 'New Logo', 'Night mode', 'Account'];
  expect(await expectHeaderTargets(page)).toEqual(fullest);
  await page.setViewportSize({ width: 360, height: PHONE.height });
  expect(await expectHeaderTargets(page)).toEqual(fullest);
  await page.setViewportSize(PHONE);

  // The account menu shows the whole address and signs out.
  const account = page.getByRole('banner').getByRole('button', { name: 'Account' });
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  // The inline address of wider screens is in the page too, hidden.
  await expect(page.getByTestId('user-email').filter({ visible: true })).toHaveText(email);
  const signOut = page.getByRole('button', { name: 'Sign out' });
  const box = (await signOut.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(TARGET);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(await cutTexts(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await expect(account).toBeFocused();
  await expect(signOut).toHaveCount(0);

  await account.click();
  await signOut.click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('at 390 px a wide lockup gets a wider-than-tall box and fills most of its width', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await fillBrief(page, { ...NORTHWIND, designer: 'Paul Rand' });
  await generate(page);
  const tabs = await lockupTabs(page);
  await tabs.filter({ hasText: 'Horizontal' }).click();
  const image = page.getByTestId('preview-image');
  await expect(image).toHaveAttribute('src', /horizontal\.svg$|primary\.svg$/);
  const natural = await image.evaluate((node) => {
    const img = node as HTMLImageElement;
    return img.naturalWidth / img.naturalHeight;
  });
  expect(natural, 'the horizontal lockup is wide').toBeGreaterThan(2);
  // Once the box has taken the lockup's shape.
  const stage = page.getByTestId('preview-stage');
  await expect
    .poll(async () => {
      const box = (await stage.boundingBox())!;
      return box.width / box.height;
    })
    .toBeGreaterThan(1.2);
  const stageBox = (await stage.boundingBox())!;
  const imageBox = (await image.boundingBox())!;
  // The drawing inside the image box (object-contain keeps its aspect).
  const drawnWidth = Math.min(imageBox.width, imageBox.height * natural);
  const drawnHeight = drawnWidth / natural;
  expect(drawnWidth / stageBox.width, 'share of the box width the logo fills').toBeGreaterThanOrEqual(0.75);
  expect(stageBox.height / drawnHeight, 'ground above and below the logo, against its height').toBeLessThanOrEqual(2.6);
});
