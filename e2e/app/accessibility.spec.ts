/** Accessibility and layout: axe-core (0 violations), the whole flow by keyboard, 360 px to desktop. */
import { expect, type Page, test } from '@playwright/test';
import { axeViolations, fillBrief, generate, lockupTabs, NORTHWIND, pauseClock } from '../support/page-helpers';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '375 px', width: 375, height: 812 },
  { name: '360 px', width: 360, height: 740 },
];

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of VIEWPORTS) {
  test(`form and result pass axe and fit the screen at ${viewport.name}`, async ({ page }) => {
    // Three axe passes over a full page take a while on a busy 2-core machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/');
    await expect(page.getByRole('radio')).toHaveCount(20);
    expect(await axeViolations(page)).toEqual([]);
    await expectNoHorizontalScroll(page);

    await fillBrief(page, { ...NORTHWIND, designer: 'Ivan Chermayeff' });
    await generate(page);
    expect(await axeViolations(page)).toEqual([]);
    await expectNoHorizontalScroll(page);
    await page.getByRole('tab', { name: 'Icon' }).click();
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Dark' }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the whole flow works from the keyboard, and focus follows the view', async ({ page }) => {
  await page.goto('/');
  // Tab order: skip link, Night mode, Sign In, then the brief fields.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Night mode' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Brand name')).toBeFocused();
  await page.keyboard.type('Northwind');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Coffee roastery');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Small-batch coffee for neighbourhood cafés');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Competitors')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: /^Paul Rand/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^Milton Glaser/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Generate My Logo System' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Northwind' })).toBeFocused({ timeout: 30_000 });
  await expect(page.getByTestId('designer-title')).toHaveText('Milton Glaser');

  // Tabs by arrow keys.
  const tabs = await lockupTabs(page);
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');

  // Toolbar toggles by keyboard.
  await page.getByRole('button', { name: 'Grid' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('grid-overlay')).toBeVisible();

  // New Logo by keyboard returns focus to the form's heading.
  await page.getByRole('button', { name: 'New Logo' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Logo Designer DNA Generator' })).toBeFocused();
});

test('tooltips open after the spec delay (700 ms)', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await fillBrief(page, NORTHWIND);
  await generate(page);
  // The page's clock moves only when told, so a loaded machine cannot stretch the delay.
  await pauseClock(page);
  await page.getByRole('button', { name: 'Grid' }).hover();
  await page.clock.runFor(650);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(page.getByRole('tooltip')).toHaveText('Show a 24 px grid overlay');
});
