/**
 * The gallery: every designer's direction for a brief as live vector thumbnails that arrive one by one, opening one
 * as the logo system (the same design), the shortlist over a reload, the comparison, and axe on every screen of it.
 */
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { fillBrief, NORTHWIND } from '../support/page-helpers';

const DESIGNERS = 20;
const tiles = (page: Page) => page.locator('[data-direction-svg]');

async function explore(page: Page, brandName = NORTHWIND.brandName) {
  await fillBrief(page, { ...NORTHWIND, brandName });
  await page.getByRole('button', { name: `Explore all ${DESIGNERS} designers` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Directions for ${brandName}` })).toBeFocused();
}

/** The SVG text a thumbnail shows (its image is a data: URL of the SVG). */
async function thumbnailSvg(page: Page, designerId: string): Promise<string> {
  const src = (await page.locator(`[data-designer="${designerId}"] [data-direction-svg]`).getAttribute('src')) ?? '';
  return decodeURIComponent(src.slice(src.indexOf(',') + 1));
}

/** Every violation of the WCAG 2.x A/AA rules, whatever its impact. */
async function violationsOf(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('a brief shows every designer’s direction as it arrives, and opening one makes that very design the logo system', async ({ page }) => {
  // Twenty previews and then a whole logo system: slow on a busy 2-core machine.
  test.setTimeout(180_000);
  await page.goto('/');
  await explore(page);
  await expect(tiles(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(tiles(page)).toHaveCount(DESIGNERS, { timeout: 60_000 });
  await expect(page.getByRole('progressbar', { name: 'Directions drawn' })).toHaveAttribute('aria-valuenow', String(DESIGNERS));
  // Shown as each arrived: the page marked every tile when it appeared, and not all at one moment.
  const arrivals = await page.evaluate(() => performance.getEntriesByName('logo-dna:gallery-tile').map((entry) => entry.startTime));
  expect(arrivals).toHaveLength(DESIGNERS);
  expect(new Set(arrivals).size).toBeGreaterThan(1);

  const thumbnail = await thumbnailSvg(page, 'saul-bass');
  expect(thumbnail).toMatch(/^<svg[^>]*viewBox=/);
  await page.getByRole('button', { name: 'Open Saul Bass design' }).click();
  await expect(page.getByText('Generation Complete')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('designer-title')).toHaveText('Saul Bass');
  // The result shows its primary logo's stored SVG: that SVG is the thumbnail, byte for byte.
  const primary = (await page.getByTestId('preview-image').getAttribute('src')) ?? '';
  expect(primary).toMatch(/\/primary\.svg$/);
  const primarySvg = await page.request.get(primary);
  expect(primarySvg.ok()).toBe(true);
  expect(await primarySvg.text()).toBe(thumbnail);
  // The same design is what the workspace keeps (and what a signed-in user's history reopens): its record id.
  const keptDesigner = await page.evaluate(() => JSON.parse(localStorage.getItem('logo-dna:workspace') ?? '{}').system?.record.designerDna);
  expect(keptDesigner).toBe('saul-bass');
});

test('the shortlist survives a reload, and two shortlisted directions compare side by side', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await explore(page, 'Halcyon Ferry');
  await expect(tiles(page)).toHaveCount(DESIGNERS, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Shortlist Paul Rand' }).click();
  await page.getByRole('button', { name: 'Shortlist Paula Scher' }).click();
  await expect(page.getByRole('button', { name: 'Shortlist Paula Scher' })).toHaveAttribute('aria-pressed', 'true');
  const paulRand = await thumbnailSvg(page, 'paul-rand');

  await page.reload();
  const shortlist = page.getByRole('region', { name: /Shortlist/ });
  await expect(shortlist.getByRole('listitem')).toHaveCount(2);
  await shortlist.getByRole('button', { name: 'Compare' }).click();
  const compare = page.getByRole('region', { name: 'Paul Rand and Paula Scher, side by side' });
  await expect(compare.getByRole('img')).toHaveCount(2, { timeout: 30_000 });
  const compared = (await compare.getByRole('img', { name: /Paul Rand$/ }).getAttribute('src')) ?? '';
  expect(decodeURIComponent(compared.slice(compared.indexOf(',') + 1))).toBe(paulRand);
  await expect(compare.getByRole('button', { name: /^Open (Paul Rand|Paula Scher) design$/ })).toHaveCount(2);
});

test('the gallery, a designer’s variants and the comparison pass axe and fit 1440 and 360 px; arrow keys move between tiles', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await explore(page, 'Marlow & Finch');
  await expect(tiles(page)).toHaveCount(DESIGNERS, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Open Paul Rand design' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Open Milton Glaser design' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('button', { name: 'Open Walter Landor design' })).toBeFocused();

  for (const width of [1440, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('button', { name: 'All designers' }).click();
    expect(await violationsOf(page)).toEqual([]);
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: 'More Saul Bass variants' }).click();
    await expect(page.getByRole('list', { name: 'Saul Bass variants' }).locator('[data-direction-svg]')).toHaveCount(9, {
      timeout: 60_000,
    });
    expect(await violationsOf(page)).toEqual([]);
    await expectNoHorizontalScroll(page);

    if (width === 1440) {
      await page.getByRole('button', { name: 'Shortlist Saul Bass, variant 2' }).click();
      await page.getByRole('button', { name: 'Shortlist Saul Bass, variant 5' }).click();
    }
    await page
      .getByRole('region', { name: /Shortlist/ })
      .getByRole('button', { name: 'Compare' })
      .click();
    await expect(page.getByRole('region', { name: /side by side/ }).getByRole('img')).toHaveCount(2);
    expect(await violationsOf(page)).toEqual([]);
    await expectNoHorizontalScroll(page);
  }
});

/** How opaque an element is drawn, its ancestors' opacity included (1 when fully shown). */
async function shownOpacity(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    let opacity = 1;
    for (let current: Element | null = node; current; current = current.parentElement) opacity *= Number(getComputedStyle(current).opacity);
    return opacity;
  });
}

for (const size of [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`each direction shows its Open button, and the compared two stay ticked, at ${size.name} px in the ${scheme === 'dark' ? 'night' : 'light'} theme`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      await explore(page, 'Halcyon Ferry');
      await expect(tiles(page)).toHaveCount(DESIGNERS, { timeout: 60_000 });
      // At rest (no pointer over a card, no focus in one), every card shows a visible Open button with its label.
      await page.mouse.move(0, 0);
      const list = page.getByRole('list', { name: 'Directions by designer' });
      const opens = list.getByRole('button', { name: /^Open .+ design$/ });
      await expect(opens).toHaveCount(DESIGNERS);
      for (const open of await opens.all()) {
        await expect(open).toHaveText('Open', { useInnerText: true });
        await expect(open).toBeVisible();
      }
      const saulBass = list.locator('[data-designer="saul-bass"]');
      const openSaulBass = saulBass.getByRole('button', { name: 'Open Saul Bass design' });
      expect(await shownOpacity(saulBass.getByText('Open', { exact: true })), 'the word Open is shown at rest').toBe(1);
      // Its own line under the logo: the button does not sit over the thumbnail.
      const thumbnail = (await saulBass.locator('[data-direction-svg]').boundingBox())!;
      const openBox = (await openSaulBass.boundingBox())!;
      expect(openBox.y, 'Open lies under the logo').toBeGreaterThanOrEqual(thumbnail.y + thumbnail.height);
      // Reached by Tab from the card's star, as the next stop.
      await saulBass.getByRole('button', { name: 'Shortlist Saul Bass' }).focus();
      await page.keyboard.press('Tab');
      await expect(openSaulBass).toBeFocused();
      expect(await violationsOf(page)).toEqual([]);

      // Two starred and compared: their Compare boxes are ticked while the comparison is open.
      await page.getByRole('button', { name: 'Shortlist Paul Rand' }).click();
      await page.getByRole('button', { name: 'Shortlist Saul Bass' }).click();
      const shortlist = page.getByRole('region', { name: /Shortlist/ });
      await shortlist.getByRole('button', { name: 'Compare' }).click();
      const compare = page.getByRole('region', { name: 'Paul Rand and Saul Bass, side by side' });
      await expect(compare.getByRole('img')).toHaveCount(2, { timeout: 30_000 });
      await expect(shortlist.getByRole('checkbox', { name: 'Compare Paul Rand' })).toBeChecked();
      await expect(shortlist.getByRole('checkbox', { name: 'Compare Saul Bass' })).toBeChecked();
      expect(await violationsOf(page)).toEqual([]);
      // Unticking one ends the comparison; the other stays ticked.
      await shortlist.getByRole('checkbox', { name: 'Compare Paul Rand' }).uncheck();
      await expect(compare).toHaveCount(0);
      await expect(shortlist.getByRole('checkbox', { name: 'Compare Saul Bass' })).toBeChecked();
      await expect(shortlist.getByRole('button', { name: 'Compare' })).toBeDisabled();
    });
  }
}

test.describe('docs/screenshots of the gallery', () => {
  test.skip(process.env.E2E_SCREENSHOTS !== '1', 'set E2E_SCREENSHOTS=1 to refresh docs/screenshots');
  const OUT = resolve(import.meta.dirname, '..', '..', 'docs', 'screenshots');

  for (const width of [1440, 390]) {
    test(`gallery and variants at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await explore(page, 'Halcyon Ferry');
      await expect(tiles(page)).toHaveCount(DESIGNERS, { timeout: 60_000 });
      await page.getByRole('button', { name: 'Shortlist Paul Rand' }).click();
      await page.getByRole('button', { name: 'Shortlist Saul Bass' }).click();
      const shoot = async (name: string) => {
        // Full-page shots of a scrolled page paint the sticky header mid-page; focus rings are not part of the look.
        await page.evaluate(() => {
          (document.activeElement as HTMLElement | null)?.blur();
          window.scrollTo(0, 0);
        });
        await page.mouse.move(0, 0);
        await page.screenshot({ path: join(OUT, `${name}-${width}.png`), fullPage: true });
      };
      await shoot('gallery');
      await page.getByRole('button', { name: 'More Paul Rand variants' }).click();
      await expect(page.getByRole('list', { name: 'Paul Rand variants' }).locator('[data-direction-svg]')).toHaveCount(9, {
        timeout: 60_000,
      });
      await shoot('variants');
      // The comparison's screenshots (four directions, each view) come from compare.spec.ts.
    });
  }
});
