/**
 * Page screenshots in headless Chromium (playwright-core). Every connection the browser opens goes through the egress
 * proxy, which holds it to the outbound address policy; request routing is a second layer for the page's own requests.
 */
import { lookup } from 'node:dns/promises';
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { type AddressPolicy, isPublicAddress } from './address-guard';
import { type EgressLimits, type EgressProxy, startEgressProxy } from './egress-proxy';

/** Where Debian puts Chromium (config `chromiumPath`, env CHROMIUM_PATH). */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // QUIC and WebRTC's UDP would leave the browser beside the proxy.
  '--disable-quic',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
];
const NAVIGATION_TIMEOUT_MS = 15_000;

export interface ScreenshotOptions {
  fullPage: boolean;
  width: number;
  height: number;
  /** A full page is cut to this height (and to the viewport's width), so its pixel area stays bounded. */
  maxFullPageHeight: number;
}

/** Why the outbound policy refuses a URL (the codes /fetch answers with). */
export type ScreenshotRefusal = 'INVALID_URL' | 'BLOCKED_ADDRESS';

/** The page, or one of its redirect hops, is somewhere the outbound policy refuses. */
export class ScreenshotBlockedError extends Error {
  constructor(
    readonly refusal: ScreenshotRefusal,
    readonly url: string,
  ) {
    super(
      refusal === 'INVALID_URL'
        ? 'The page redirects to a URL that is not http or https'
        : 'The page redirects to a private or reserved address',
    );
    this.name = 'ScreenshotBlockedError';
  }
}

/** Why the policy refuses a URL, if it does: only http(s) to a public or allow-listed host, or inline data, may load. */
async function refusalOf(url: string, policy: AddressPolicy): Promise<ScreenshotRefusal | undefined> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'INVALID_URL';
  }
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return undefined;
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'INVALID_URL';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (policy.allowHosts.some((allowed) => allowed.toLowerCase() === host.toLowerCase())) return undefined;
  try {
    const addresses = await lookup(host, { all: true });
    return addresses.length > 0 && addresses.every((entry) => isPublicAddress(entry.address)) ? undefined : 'BLOCKED_ADDRESS';
  } catch {
    return 'BLOCKED_ADDRESS';
  }
}

/** Records where the main frame navigates, redirect hops included (route handlers never see those). */
function recordNavigations(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) urls.push(request.url());
  });
  return urls;
}

export interface ScreenshotterOptions {
  executablePath?: string;
  policy: AddressPolicy;
  egress: EgressLimits;
}

export interface Screenshotter {
  readonly available: boolean;
  capture(url: string, options: ScreenshotOptions): Promise<Buffer>;
  close(): Promise<void>;
}

export function createScreenshotter({ executablePath = DEFAULT_CHROMIUM_PATH, policy, egress }: ScreenshotterOptions): Screenshotter {
  let running: Promise<{ browser: Browser; proxy: EgressProxy }> | undefined;
  const available = existsSync(executablePath);
  const open = async () => {
    const { chromium } = await import('playwright-core');
    const proxy = await startEgressProxy(policy, egress);
    try {
      // `<-loopback>` takes loopback out of Chromium's implicit bypass list, so 127.0.0.1 and localhost are proxied too.
      const args = [...LAUNCH_ARGS, `--proxy-server=${proxy.url}`, '--proxy-bypass-list=<-loopback>'];
      const browser = await chromium.launch({ executablePath, args, headless: true });
      browser.on('disconnected', () => {
        running = undefined;
        void proxy.close();
      });
      return { browser, proxy };
    } catch (error) {
      await proxy.close();
      throw error;
    }
  };
  const launch = () => {
    running ??= open().catch((error: unknown) => {
      running = undefined;
      throw error;
    });
    return running;
  };
  return {
    available,
    async capture(url, options) {
      const { browser } = await launch();
      const context = await browser.newContext({
        viewport: { width: options.width, height: options.height },
        javaScriptEnabled: true,
        serviceWorkers: 'block',
        acceptDownloads: false,
      });
      try {
        await context.route('**/*', async (route) => {
          if ((await refusalOf(route.request().url(), policy)) === undefined) await route.continue();
          else await route.abort('blockedbyclient');
        });
        const page = await context.newPage();
        const navigations = recordNavigations(page);
        const loaded = await page.goto(url, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS }).then(
          () => undefined,
          (error: unknown) => error,
        );
        for (const target of navigations) {
          const refusal = await refusalOf(target, policy);
          if (refusal) throw new ScreenshotBlockedError(refusal, target);
        }
        // Chromium refuses a redirect to file:, chrome: and the like before any event shows where it pointed.
        if (loaded instanceof Error && loaded.message.includes('net::ERR_UNSAFE_REDIRECT'))
          throw new ScreenshotBlockedError('INVALID_URL', url);
        if (loaded) throw loaded;
        // Chromium renders only the clipped area, however tall or wide the page makes itself.
        const clip = { x: 0, y: 0, width: options.width, height: options.fullPage ? options.maxFullPageHeight : options.height };
        return await page.screenshot({ fullPage: options.fullPage, type: 'png', clip });
      } finally {
        await context.close();
      }
    },
    async close() {
      const current = await running?.catch(() => undefined);
      running = undefined;
      if (!current) return;
      await current.browser.close().catch(() => undefined);
      await current.proxy.close();
    },
  };
}
