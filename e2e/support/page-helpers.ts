/** Actions and checks the specs share: filling the brief, waiting for a result, running axe. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type Route } from '@playwright/test';

export interface BriefFields {
  brandName: string;
  industry: string;
  oneLiner: string;
  tagline?: string;
  desiredColors?: string;
  competitors?: string;
  /** Display name in the designer list, e.g. "Saul Bass". */
  designer?: string;
}

export const NORTHWIND: BriefFields = {
  brandName: 'Northwind',
  industry: 'Coffee roastery',
  oneLiner: 'Small-batch coffee roasted for neighbourhood cafés',
  tagline: 'Roasted close to home',
  desiredColors: 'auto',
};

export async function fillBrief(page: Page, fields: BriefFields): Promise<void> {
  await page.getByLabel('Brand name').fill(fields.brandName);
  await page.getByLabel('Industry').fill(fields.industry);
  await page.getByLabel('One-liner').fill(fields.oneLiner);
  if (fields.tagline !== undefined) await page.getByLabel('Tagline').fill(fields.tagline);
  if (fields.desiredColors !== undefined) await page.getByLabel('Desired colours').fill(fields.desiredColors);
  if (fields.competitors !== undefined) await page.getByLabel('Competitors').fill(fields.competitors);
  if (fields.designer) await chooseDesigner(page, fields.designer);
}

/** Clicks the designer's card, as a visitor does (the radio itself is visually hidden). */
async function chooseDesigner(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name: new RegExp(`^${name}`) });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

export const submitButton = (page: Page) => page.getByRole('button', { name: /Generate My Logo System|Generating Your Logo System/ });

/** Submits and waits for the result view; returns once the primary image has decoded. */
export async function generate(page: Page): Promise<void> {
  await submitButton(page).click();
  await expect(page.getByText('Generation Complete')).toBeVisible({ timeout: 30_000 });
  await expectImageLoaded(page);
}

/**
 * Stops the page's clock (timers, Date, performance.now) where it is, so a test moves time itself with
 * `page.clock.runFor` instead of waiting on the wall clock; `page.clock.install()` must come before `goto`.
 */
export async function pauseClock(page: Page): Promise<void> {
  // The clock runs until paused, and pausing can only jump forward: aim far enough ahead to still be ahead.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 10_000);
}

/**
 * Moves a paused page clock in small steps until `done` holds, so work that needs the page's timers (React's
 * Suspense reveal) goes on while nothing the test measures can outrun it: `done` is seen within one step.
 */
export async function runClockUntil(page: Page, done: () => Promise<boolean>, stepMs = 20): Promise<void> {
  for (const deadline = Date.now() + 60_000; !(await done()); ) {
    if (Date.now() > deadline) throw new Error('the page did not get there within 60 s');
    await page.clock.runFor(stepMs);
  }
}

/** Resolves once the page has run every task queued so far (a key press and what it started). */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

export async function expectImageLoaded(page: Page): Promise<void> {
  const image = page.getByTestId('preview-image');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

/**
 * The preview's tabs, once it has compared the primary with the horizontal and stacked lockups: when the primary is
 * one of them, the two are one tab ("Primary · Horizontal"), so there are three tabs rather than four.
 */
export async function lockupTabs(page: Page): Promise<Locator> {
  const list = page.getByRole('tablist', { name: 'Logo lockups' });
  await expect(list).toHaveAttribute('aria-busy', 'false');
  return list.getByRole('tab');
}

export async function previewSrc(page: Page): Promise<string> {
  return (await page.getByTestId('preview-image').getAttribute('src')) ?? '';
}

/** axe-core with the WCAG 2.x A/AA rules; returns every violation, whatever its impact (a view passes with none). */
export async function axeViolations(page: Page) {
  // A toast fading in or out is measured at part opacity (its title read as failing contrast on a loaded machine), and
  // so is the content of a toast sliding behind the front one in the stack, which fades on its own: the page is
  // checked once every toast and every part of one stands fully shown or fully hidden. A toast can still start to
  // leave between that wait and axe's reading (its timer ran out): a finding that lies only in toasts is read again
  // after the toasts settle, and only one that stays is reported.
  let violations = await settledAxeViolations(page);
  for (let attempt = 0; attempt < 2 && violations.length > 0; attempt++) {
    if (!(await onlyInToasts(page, violations))) break;
    violations = await settledAxeViolations(page);
  }
  return violations;
}

async function settledAxeViolations(page: Page) {
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-sonner-toast], [data-sonner-toast] > *')].every((node) =>
          ['0', '1'].includes(getComputedStyle(node).opacity),
        ),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** Whether every node axe flagged is part of a toast (or has left the page with one). */
async function onlyInToasts(page: Page, violations: ReadonlyArray<{ targets: string[] }>): Promise<boolean> {
  const targets = violations.flatMap((violation) => violation.targets);
  return page.evaluate(
    (selectors) =>
      selectors.every((selector) =>
        [...document.querySelectorAll(selector)].every((node) => node.closest('[data-sonner-toaster]') !== null),
      ),
    targets,
  );
}

/**
 * Records every text a toast shows, in order, from the first paint (a toast updated in place
 * passes through several texts faster than a poll would see them).
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __toasts: seen });
    const note = () => {
      for (const title of document.querySelectorAll('[data-sonner-toast] [data-title]')) {
        const text = title.textContent?.trim() ?? '';
        if (!text) continue;
        if (!seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

export async function recordedToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
}

/** Opens the result's Download menu and chooses one file in it, e.g. "Primary logo, PNG". */
export async function chooseDownload(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await page.getByRole('menu', { name: 'Download' }).getByRole('menuitem', { name: item }).click();
}

/** A toast with exactly this text, wherever the toaster put it. */
export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * The header fits its width (QA D4): the title is not cut, every control lies inside the viewport and
 * the named buttons are present, whether they show a label or only an icon.
 */
export async function expectHeaderFits(page: Page, buttons: readonly string[]): Promise<void> {
  const header = page.getByRole('banner');
  const title = header.getByText('Logo DNA Generator', { exact: true });
  await expect(title).toBeVisible();
  expect(await title.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  const viewportWidth = page.viewportSize()?.width ?? 0;
  for (const name of buttons) {
    const box = await header.getByRole('button', { name, exact: true }).boundingBox();
    expect(box, `${name} is shown`).not.toBeNull();
    expect(box!.x + box!.width, `${name} lies inside the viewport`).toBeLessThanOrEqual(viewportWidth);
  }
  const titleBox = (await title.boundingBox())!;
  const firstButton = (await header.getByRole('button').first().boundingBox())!;
  expect(titleBox.x + titleBox.width, 'the title does not run under the buttons').toBeLessThanOrEqual(firstButton.x);
}

/** The password every e2e account signs up with. */
const E2E_PASSWORD = 'correct horse battery staple 42';

/** From the app's Sign In button, creates an account on the hosted sign-in page; the caller waits on its own landing. */
export async function signUpOnHostedPage(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/auth\?/);
  await page.getByRole('tab', { name: 'Sign up' }).click();
  const form = page.locator('#form-signup');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(E2E_PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
}

/** Holds the requests a pattern matches until released; `seen` resolves with the first one held. */
export function holdRequests(page: Page, url: RegExp, match: (route: Route) => boolean = () => true) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const seen = new Promise<void>((resolve) => (arrived = resolve));
  void page.route(url, async (route) => {
    if (!match(route)) return route.fallback();
    arrived();
    await released;
    await route.fallback();
  });
  return { seen, release };
}

/** Matches a route whose request body holds `text` (which AI call a request is). */
export const bodyHas = (text: string) => (route: Route) => (route.request().postData() ?? '').includes(text);
