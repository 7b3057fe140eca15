/** Layout fixes found by QA: the header at phone widths (D4), toasts below the header (D11), the designer card (D12). */
import { expect, test } from '@playwright/test';
import { expectHeaderFits, fillBrief, generate, NORTHWIND, pauseClock, runClockUntil, submitButton, toast } from '../support/page-helpers';

for (const width of [360, 375, 1280]) {
  test(`the header fits at ${width} px on the form and the result`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expectHeaderFits(page, ['Sign In']);
    await fillBrief(page, NORTHWIND);
    await generate(page);
    await expectHeaderFits(page, ['New Logo', 'Sign In']);
    // Icon-only below 640 px, labelled at desktop widths.
    const newLogo = page.getByRole('banner').getByRole('button', { name: 'New Logo' });
    if (width < 640) await expect(newLogo).toHaveText('', { useInnerText: true });
    else await expect(newLogo).toHaveText('New Logo', { useInnerText: true });
  });
}

for (const width of [375, 1280]) {
  test(`toasts at ${width} px open below the header, clear of its buttons`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.clock.install();
    await page.goto('/');
    await fillBrief(page, NORTHWIND);
    // The page's clock moves only as the test steps it, so the 4 s toast is still there when measured.
    await pauseClock(page);
    await submitButton(page).click();
    const ready = toast(page, 'Your logo system is ready!');
    await runClockUntil(page, () => ready.isVisible());
    const headerBox = (await page.getByRole('banner').boundingBox())!;
    const toastBox = (await ready.boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    await page.clock.resume();
    // The button under the toast's old place still takes a click.
    await page.getByRole('button', { name: 'New Logo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Logo Designer DNA Generator' })).toBeFocused();
  });
}

test('the designer card ends under its 400 px list, which fades where it scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const list = page.getByRole('radiogroup');
  const card = page.getByRole('region', { name: 'Designer DNA Preset' });
  const listBox = (await list.boundingBox())!;
  const cardBox = (await card.boundingBox())!;
  expect(listBox.height).toBeLessThanOrEqual(400);
  // Under the list only the "Selected" line and the card's padding remain: no blank band.
  expect(cardBox.y + cardBox.height - (listBox.y + listBox.height)).toBeLessThan(110);
  await expect(card.getByText('20 designers')).toBeVisible();

  const cue = page.getByTestId('designer-list');
  await expect(cue).toHaveAttribute('data-more-below', 'true');
  await expect(cue).toHaveAttribute('data-more-above', 'false');
  await list.evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
  await expect(cue).toHaveAttribute('data-more-below', 'false');
  await expect(cue).toHaveAttribute('data-more-above', 'true');
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
]) {
  test(`the generate button is in view at ${viewport.width} × ${viewport.height} without scrolling, and covers no field`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const submit = page.getByRole('button', { name: 'Generate My Logo System' });
    await expect(submit).toBeInViewport();
    // Tabbing to the last field scrolls it clear of the bar (scroll-padding), so the bar never covers what is typed.
    const competitors = page.getByLabel('Competitors');
    await competitors.focus();
    await competitors.pressSequentially('Big Bean Co');
    const field = (await competitors.boundingBox())!;
    const bar = (await submit.boundingBox())!;
    expect(field.y + field.height <= bar.y || bar.y + bar.height <= field.y).toBe(true);
  });
}
