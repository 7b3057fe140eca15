/** Page screenshots in headless Chromium (playwright-core), every request of the page held to the outbound policy. */
import { lookup } from 'node:dns/promises';
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { type AddressPolicy, isPublicAddress } from './address-guard';

/** Where Debian puts Chromium (config `chromiumPath`, env CHROMIUM_PATH). */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

export interface ScreenshotOptions {
  fullPage: boolean;
  width: number;
  height: number;
}

/** Whether a URL the page wants to load may be loaded (checked per request, redirects included). */
async function mayLoad(url: string, policy: AddressPolicy): Promise<boolean> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return true;
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (policy.allowHosts.some((allowed) => allowed.toLowerCase() === host.toLowerCase())) return true;
  try {
    const addresses = await lookup(host, { all: true });
    return addresses.length > 0 && addresses.every((entry) => isPublicAddress(entry.address));
  } catch {
    return false;
  }
}

export interface Screenshotter {
  readonly available: boolean;
  capture(url: string, options: ScreenshotOptions, policy: AddressPolicy): Promise<Buffer>;
  close(): Promise<void>;
}

export function createScreenshotter(executablePath = DEFAULT_CHROMIUM_PATH): Screenshotter {
  let browser: Promise<Browser> | undefined;
  const available = existsSync(executablePath);
  const open = async () => {
    const { chromium } = await import('playwright-core');
    return chromium.launch({ executablePath, args: LAUNCH_ARGS, headless: true });
  };
  return {
    available,
    async capture(url, options, policy) {
      browser ??= open();
      const context = await (await browser).newContext({ viewport: { width: options.width, height: options.height }, javaScriptEnabled: true, serviceWorkers: 'block' });
      try {
        await context.route('**/*', async (route) => {
          if (await mayLoad(route.request().url(), policy)) await route.continue();
          else await route.abort('blockedbyclient');
        });
        const page = await context.newPage();
        await page.goto(url, { waitUntil: 'load', timeout: 15_000 });
        return await page.screenshot({ fullPage: options.fullPage, type: 'png' });
      } finally {
        await context.close();
      }
    },
    async close() {
      if (browser) await (await browser).close().catch(() => undefined);
    },
  };
}
