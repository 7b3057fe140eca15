/**
 * Shared shortlist polls: a signed-in owner shares the shortlist; a second browser with no account opens the link,
 * votes and comments, and the owner's panel shows both without a reload; closing and revoking show on the visitor's
 * page; axe finds nothing on the new views at 1440 and 390 px, light and night, pictured as a visitor would see them.
 * A hostile comment stays text, in a poll of its own that is never pictured.
 */
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { OWN_DESIGN_SEED } from '../../packages/protocol/src/logo-system';
import { fillBrief, NORTHWIND, signUpOnHostedPage } from '../support/page-helpers';
import { type DesignPin, recordBriefs, withPinnedDesign } from '../support/pinned-design';

const OUT = resolve(import.meta.dirname, '..', '..', 'docs', 'screenshots');
const HOSTILE = `<script>window.pwned = true</script><b>bold?</b> ${'Too long to read. '.repeat(40)}`;
const COMMENT = 'Love the Rand one, the n reads at any size.';
const VOTER = 'Ada Lindqvist';
/** The gallery the pictured poll is shared from: the same two designs on every run. */
const GALLERY_PIN: DesignPin = { at: '2026-11-20T09:30:00Z', seed: 20_261_120 };
/** Their seeds: a gallery shows each designer's own design of the brief (OWN_DESIGN_SEED), the same on every run. */
const PINNED_SEEDS = { 'paul-rand': OWN_DESIGN_SEED, 'saul-bass': OWN_DESIGN_SEED };
/** What only a test leaves on screen: its hostile comment, the loopback origin of the test server, tagged addresses. */
const TEST_DEBRIS = /<script>|Too long to read|127\.0\.0\.1|\+\d+@example\.com/;
/** The origin a deployed server gives its links (PUBLIC_URL); the test server's loopback one stands in for it. */
const SHOWN_ORIGIN = 'https://logos.example.com';
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** Every WCAG 2.x A/AA violation axe finds in the part of the page given. */
async function violations(page: Page, include: string) {
  const results = await new AxeBuilder({ page }).include(include).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

async function setNight(page: Page, night: boolean) {
  const toggle = page.getByRole('button', { name: 'Night mode' });
  if ((await toggle.getAttribute('aria-pressed')) !== String(night)) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', night ? 'dark' : 'light');
  // Colours ease between the themes (transition-colors): axe must read them settled, not half-way (a loaded CI run
  // read light text on a half-dark card).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}

/** Shows the poll link on a deployed server's origin (set in the field, which keeps it until its next render). */
async function showDeployedLink(page: Page) {
  await page.getByLabel('Poll link').evaluate((field, origin) => {
    const input = field as HTMLInputElement;
    input.value = input.value.replace(/^https?:\/\/[^/]+/, origin);
  }, SHOWN_ORIGIN);
}

/** The text and field values of the part pictured, which must hold nothing only a test would leave. */
async function shownText(page: Page, include: string): Promise<string> {
  return page.locator(include).evaluate((node) => {
    const values = [...node.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].map((field) => field.value);
    return [node.textContent ?? '', ...values].join('\n');
  });
}

/** axe and a screenshot of a view at both widths, light and night (the whole page, or only the part axe checked). */
async function checkView(page: Page, include: string, name: string, whole = true) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const night of [false, true]) {
      await setNight(page, night);
      expect(await violations(page, include), `${name} at ${viewport.width} ${night ? 'night' : 'light'}`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      if (await page.getByLabel('Poll link').isVisible()) await showDeployedLink(page);
      expect(await shownText(page, whole ? 'body' : include), `${name} shows nothing of the test`).not.toMatch(TEST_DEBRIS);
      const path = join(OUT, `${name}-${night ? 'night-' : ''}${viewport.width}.png`);
      if (whole) {
        // From the top, so the sticky header sits where it belongs in the full-page picture.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path, fullPage: true });
      } else {
        // The sticky header would cover the part's top once the part is scrolled up to it (set through the CSSOM:
        // the page's policy refuses the style element Playwright's own option would add).
        const header = (visibility: string) =>
          page.evaluate((value) => {
            for (const element of document.querySelectorAll<HTMLElement>('header.sticky')) element.style.visibility = value;
          }, visibility);
        await header('hidden');
        await page.locator(include).screenshot({ path });
        await header('');
      }
    }
  }
  await setNight(page, false);
  await page.setViewportSize(VIEWPORTS[0]);
}

async function signUp(page: Page, email: string) {
  await signUpOnHostedPage(page, email);
  await expect(page.getByTestId('user-email')).toHaveText(email, { timeout: 15_000 });
}

interface SharedPoll {
  shortlist: Locator;
  panel: Locator;
  link: string;
}

/** Signs up, explores the Northwind brief (under `pin`, when given), shortlists Paul Rand and Saul Bass and shares them. */
async function sharePoll(page: Page, email: string, pin?: DesignPin): Promise<SharedPoll> {
  await signUp(page, email);
  await fillBrief(page, NORTHWIND);
  const explore = async () => {
    await page.getByRole('button', { name: /Explore all \d+ designers/ }).click();
    // The directions (and their ids) are made once the tiles are there.
    await expect(page.getByRole('button', { name: 'Shortlist Saul Bass' })).toBeVisible();
  };
  await (pin ? withPinnedDesign(page, pin, explore) : explore());
  for (const name of ['Paul Rand', 'Saul Bass']) await page.getByRole('button', { name: `Shortlist ${name}` }).click();
  const shortlist = page.getByRole('region', { name: /Shortlist/ });
  await expect(shortlist.locator('img')).toHaveCount(2, { timeout: 60_000 });
  await shortlist.getByRole('button', { name: 'Share', exact: true }).click();

  const panel = page.getByRole('region', { name: /Shared poll/ });
  const linkField = panel.getByLabel('Poll link');
  await expect(linkField).toHaveValue(/\/poll\/[A-Za-z0-9_-]{43}$/);
  await expect(panel.locator('[data-poll-status="open"]')).toBeVisible();
  return { shortlist, panel, link: await linkField.inputValue() };
}

async function visitorPage(browser: Browser, link: string) {
  const context = await browser.newContext({ viewport: VIEWPORTS[0] });
  const page = await context.newPage();
  await page.goto(link);
  return page;
}

test('the owner shares a shortlist; a visitor without an account votes and comments; the owner sees it live', async ({ page, browser }) => {
  // Twenty previews, two browsers and eight axe passes: slow on a busy 2-core machine.
  test.setTimeout(300_000);
  const owner = 'maya.okafor@example.com';
  const briefs = recordBriefs(page);
  const { shortlist, panel, link } = await sharePoll(page, owner, GALLERY_PIN);
  // The pictured designs are the pinned ones, whichever run draws them.
  const seedOf = (designerId: string) => briefs.find((brief) => brief.designerId === designerId)?.seed;
  expect({ 'paul-rand': seedOf('paul-rand'), 'saul-bass': seedOf('saul-bass') }).toEqual(PINNED_SEEDS);
  // One poll at a time: its link lives in this browser only.
  await expect(shortlist.getByRole('button', { name: 'Shared', exact: true })).toBeDisabled();

  // A second browser, no account: the logos and designers, nothing of the owner's.
  const visitor = await visitorPage(browser, link);
  await expect(visitor.getByRole('heading', { level: 1, name: /Directions for Northwind/ })).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'Paul Rand logo' })).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'Saul Bass logo' })).toBeVisible();
  // Beside each logo, what a client judges a direction by: its app icon and its palette.
  for (const name of ['Paul Rand', 'Saul Bass']) {
    const icon = visitor.getByRole('img', { name: `${name} app icon` });
    await expect(icon).toBeVisible();
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(visitor.getByRole('img', { name: new RegExp(`^${name} palette: .+ #[0-9A-Fa-f]{6}, .+ #[0-9A-Fa-f]{6}`) })).toBeVisible();
  }
  expect(await visitor.content()).not.toContain(owner);
  await visitor.getByRole('radio', { name: /Saul Bass/ }).check();
  await visitor.getByRole('button', { name: 'Vote for this one' }).click();
  await expect(visitor.getByText('Thanks! Your vote for Saul Bass is counted.')).toBeVisible();

  // Live on the owner's page, no reload.
  const saulBass = panel.locator('[data-poll-result]').filter({ hasText: 'Saul Bass' });
  await expect(saulBass.locator('[data-votes]')).toHaveText('1 vote');

  // Changing the vote moves it; it is never counted twice.
  await visitor.getByRole('radio', { name: /Paul Rand/ }).check();
  await visitor.getByRole('button', { name: 'Change my vote' }).click();
  await expect(panel.locator('[data-poll-result]').filter({ hasText: 'Paul Rand' }).locator('[data-votes]')).toHaveText('1 vote');
  await expect(saulBass.locator('[data-votes]')).toHaveText('0 votes');

  // A comment signed with a name, on the visitor's page and live on the owner's.
  await visitor.getByLabel('Your name (optional)').fill(VOTER);
  await visitor.getByLabel(/A short comment for the owner/).fill(COMMENT);
  await visitor.getByRole('button', { name: 'Send comment' }).click();
  await expect(visitor.getByText('Thanks! Your comment was sent.')).toBeVisible();
  await expect(visitor.locator('[data-my-comment]')).toContainText(COMMENT);
  await expect(panel.locator('[data-poll-comment]')).toHaveCount(1);
  await expect(panel.locator('[data-poll-comment]')).toContainText(COMMENT);
  await expect(panel.locator('[data-poll-comment] [data-comment-author]')).toHaveText(VOTER);

  await checkView(visitor, 'main', 'poll');
  await checkView(page, 'section[aria-labelledby="share-heading"]', 'poll-owner', false);

  // Closed: the visitor sees it and cannot vote (nor can a hand-made call).
  await panel.getByRole('button', { name: 'Close poll' }).click();
  await expect(panel.locator('[data-poll-status="closed"]')).toBeVisible();
  await visitor.reload();
  await expect(visitor.locator('[data-poll-status="closed"]')).toBeVisible();
  await expect(visitor.getByText(/This poll is closed/)).toBeVisible();
  await expect(visitor.getByRole('button', { name: /Vote for this one|Change my vote/ })).toHaveCount(0);
  await expect(visitor.getByRole('radio', { name: /Saul Bass/ })).toBeDisabled();
  const token = link.slice(link.lastIndexOf('/') + 1);
  const refused = await visitor.request.put(`/api/share/logo-dna/public/${token}/vote`, {
    data: { entryId: (await visitor.locator('[data-poll-entry]').first().getAttribute('data-poll-entry')) ?? '' },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).code).toBe('POLL_CLOSED');
  await checkView(visitor, 'main', 'poll-closed');

  // Revoked: the link answers 410 and the page says the link was turned off.
  await panel.getByRole('button', { name: 'Revoke link' }).click();
  await panel.getByRole('button', { name: 'Revoke for good' }).click();
  await expect(panel).toHaveCount(0);
  await expect(shortlist.getByRole('button', { name: 'Share', exact: true })).toBeEnabled();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: 'This poll link was turned off' })).toBeVisible();
  expect((await visitor.request.get(`/api/share/logo-dna/public/${token}`)).status()).toBe(410);
  await checkView(visitor, 'main', 'poll-revoked');

  // A wrong link: 404, with a page that says so.
  await visitor.goto(`/poll/${'x'.repeat(43)}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'This poll link does not exist' })).toBeVisible();
  expect(await violations(visitor, 'main')).toEqual([]);
  await visitor.context().close();
});

test('a hostile comment is cut at the limit and shown as text on both pages, never run', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const { panel, link } = await sharePoll(page, 'jonas.berg@example.com');
  const visitor = await visitorPage(browser, link);
  await expect(visitor.getByRole('heading', { level: 1, name: /Directions for Northwind/ })).toBeVisible();

  const field = visitor.getByLabel(/A short comment for the owner/);
  await field.fill(HOSTILE);
  const sent = (await field.inputValue()).trim();
  expect(sent.length).toBe(500);
  await visitor.getByRole('button', { name: 'Send comment' }).click();
  await expect(visitor.getByText('Thanks! Your comment was sent.')).toBeVisible();
  const ownComment = visitor.locator('[data-my-comment]');
  await expect(ownComment).toContainText('<script>window.pwned = true</script><b>bold?</b>');
  const shown = panel.locator('[data-poll-comment]');
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText('<script>window.pwned = true</script><b>bold?</b>');
  expect(await shown.locator('script, b').count()).toBe(0);
  expect(await ownComment.locator('script, b').count()).toBe(0);
  expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
  expect(await visitor.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
  await visitor.context().close();
});
