/** The form's rules (spec §3, §5): required marks, the desiredColors hint, submit disabled and ignored. */
import { expect, test } from '@playwright/test';
import { fillBrief, NORTHWIND, pageSettled, submitButton } from '../support/page-helpers';

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Logo Designer DNA Generator' })).toBeVisible();
});

test('shows the form with its cards, required marks, the hint and 20 presets defaulting to Paul Rand', async ({ page }) => {
  await expect(page.getByRole('heading', { name: 'Brand Information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Designer DNA Preset' })).toBeVisible();
  for (const label of ['Brand name', 'Industry', 'One-liner']) await expect(page.getByLabel(label)).toHaveAttribute('required', '');
  for (const label of ['Tagline', 'Desired colours', 'Competitors'])
    await expect(page.getByLabel(label)).not.toHaveAttribute('required', '');
  await expect(page.getByText('A list of colours (e.g. "navy, #ff6600") or the word "auto".')).toBeVisible();
  const presets = page.getByRole('radio');
  await expect(presets).toHaveCount(20);
  await expect(page.getByRole('radio', { name: /^Paul Rand/ })).toBeChecked();
  const listHeight = await page.getByRole('radiogroup').evaluate((node) => node.getBoundingClientRect().height);
  expect(listHeight).toBeLessThanOrEqual(400);
  await expect(page.getByText('Powered by AI • Inspired by 20 legendary designers')).toBeVisible();
  await expect(page.getByText('All logos are AI-generated and original. No existing trademarks are copied.')).toBeVisible();
});

const MISSING = [
  ['brand name', { ...NORTHWIND, brandName: '' }],
  ['industry', { ...NORTHWIND, industry: '' }],
  ['one-liner', { ...NORTHWIND, oneLiner: '' }],
  ['a whitespace-only brand name', { ...NORTHWIND, brandName: '   ' }],
] as const;

for (const [name, fields] of MISSING) {
  test(`submit stays disabled and Enter is ignored without ${name}`, async ({ page }) => {
    let aiCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/ai/')) aiCalls += 1;
    });
    await fillBrief(page, fields);
    await expect(submitButton(page)).toBeDisabled();
    await page.getByLabel('Tagline').press('Enter');
    await pageSettled(page);
    expect(aiCalls).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Logo Designer DNA Generator' })).toBeVisible();
  });
}

test('optional fields may stay empty', async ({ page }) => {
  await fillBrief(page, { brandName: 'Acme', industry: 'Tools', oneLiner: 'Hand tools that last' });
  await expect(submitButton(page)).toBeEnabled();
});

test('type-ahead picks a designer by name from the keyboard', async ({ page }) => {
  await page.getByRole('radio', { name: /^Paul Rand/ }).focus();
  await page.keyboard.type('sag');
  await expect(page.getByRole('radio', { name: /^Sagi Haviv/ })).toBeChecked();
  // The query resets after 1 s of the page's clock, moved here rather than waited for.
  await page.clock.fastForward(1100);
  await page.keyboard.type('ed');
  await expect(page.getByRole('radio', { name: /^Ed Benguiat/ })).toBeChecked();
});
