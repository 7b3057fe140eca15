/**
 * POST /api/data/{projectId}/screenshot: a page rendered in Chromium and stored as the caller's PNG. Its pixel area
 * and bytes are capped, its bytes count against the caller's storage quota, and it is kept for the configured
 * retention, then swept (on the next screenshot and on a timer) with its bytes given back.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { badRequest, HttpError, notImplemented } from '../http/errors';
import type { AddressPolicy } from './address-guard';
import { parseOutboundUrl } from './safe-fetch';
import { ScreenshotBlockedError, type ScreenshotOptions, type Screenshotter } from './screenshot';

/** How often expired screenshots are swept when no new screenshot does it. */
const SWEEP_INTERVAL_MS = 10 * 60_000;
/** Width and height each stay in this range; their product within `config.screenshots.maxPixels`. */
const MIN_SIDE = 100;
const MAX_SIDE = 4000;

type Route = FastifyRequest<{ Params: { projectId: string } }>;

export interface ScreenshotRouteOptions {
  screenshotter: Screenshotter;
  policy: AddressPolicy;
  /** The data endpoints' guard: signed-in callers and the service key, rate limited; returns the JSON body. */
  guard(request: Route): Promise<Record<string, unknown>>;
  /** Maps an outbound-URL refusal to its HttpError. */
  toHttpError(error: unknown): unknown;
}

/** The viewport asked for, within the sides' range and the pixel budget; a full page is cut to the budget's height. */
function parseScreenshotOptions(body: Record<string, unknown>, maxPixels: number): ScreenshotOptions {
  const side = (value: unknown, fallback: number) => {
    const n = value === undefined ? fallback : Number(value);
    if (!Number.isInteger(n) || n < MIN_SIDE || n > MAX_SIDE)
      throw badRequest(`width and height must be whole numbers from ${MIN_SIDE} to ${MAX_SIDE}`);
    return n;
  };
  const width = side(body.width, 1280);
  const height = side(body.height, 800);
  if (width * height > maxPixels)
    throw badRequest(`width × height must be at most ${maxPixels} pixels`, 'VIEWPORT_TOO_LARGE', { maxPixels });
  return { fullPage: body.fullPage === true, width, height, maxFullPageHeight: Math.floor(maxPixels / width) };
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(
    413,
    'SCREENSHOT_TOO_LARGE',
    `The screenshot is larger than ${maxBytes} bytes; ask for a smaller viewport or not the full page`,
    { maxBytes },
  );
}

export function screenshotRoute(app: FastifyInstance, deps: Deps, options: ScreenshotRouteOptions): void {
  const { screenshotter, policy, guard, toHttpError } = options;
  const limits = deps.config.screenshots;
  const generated = deps.storage.generated;
  const sweep = () =>
    generated.sweepExpired(deps.now()).catch((error: unknown) => deps.logger.warn({ err: error }, 'screenshot sweep failed'));
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));

  async function capture(request: Route, url: URL, shot: ScreenshotOptions): Promise<Buffer> {
    try {
      return await screenshotter.capture(url.toString(), shot);
    } catch (error) {
      if (error instanceof ScreenshotBlockedError) throw new HttpError(400, error.refusal, error.message);
      request.log.warn({ err: error }, 'screenshot failed');
      throw new HttpError(502, 'SCREENSHOT_FAILED', 'The page could not be loaded for a screenshot');
    }
  }

  app.post('/api/data/:projectId/screenshot', async (request: Route) => {
    const body = await guard(request);
    if (!screenshotter.available)
      throw notImplemented('Screenshots need Chromium on the server (install the chromium package)', 'SCREENSHOT_UNAVAILABLE');
    const shot = parseScreenshotOptions(body, limits.maxPixels);
    let url: URL;
    try {
      url = parseOutboundUrl(body.url, policy);
    } catch (error) {
      throw toHttpError(error);
    }
    // Expired screenshots leave first, so the bytes they give back count for this one.
    await sweep();
    await generated.checkRoom(request.identity, 1);
    const png = await capture(request, url, shot);
    if (png.length > limits.maxBytes) throw tooLarge(limits.maxBytes);
    const key = `generated/screenshots/${randomBytes(16).toString('hex')}.png`;
    const now = deps.now();
    await generated.put([{ key, body: png, contentType: 'image/png' }], {
      identity: request.identity,
      generation: key,
      now,
      expiresAt: now + limits.retentionMs,
      charged: true,
    });
    return { url: deps.storage.publicUrlOf(key) };
  });
}
