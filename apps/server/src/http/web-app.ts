/** Serves the built web app at `/` (SPA fallback) with its content security policy, or a placeholder page when it is not built. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../deps';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Logo DNA Generator</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem}</style></head>
<body><h1>Logo DNA Generator</h1><p>The server is running. Build the web app with <code>npm run build</code> to serve the product here.</p>
</body></html>`;

/**
 * The one inline style the built app needs: sonner (the toasts) inserts its stylesheet as a `<style>`
 * element at start-up. The hash is of sonner 2.0.8's CSS text; web-app.test.ts recomputes it from the
 * installed package, so an upgrade that changes the CSS fails there rather than unstyling the toasts.
 * Sonner attaches the element before filling it, so Chromium also checks it empty: the second hash is
 * of the empty string, which can style nothing.
 */
export const SONNER_STYLE_HASHES =
  "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY=' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * The built app's policy: its own scripts and styles only (Vite emits no inline script), images and
 * fetches from this origin and the public URL's (file URLs are built from PUBLIC_URL), no plugins, no
 * framing (clickjacking), no `<base>` rewriting, forms posting only here.
 */
export function buildWebAppCsp(publicUrl: string): string {
  const publicOrigin = new URL(publicUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${SONNER_STYLE_HASHES}`,
    `img-src 'self' ${publicOrigin} data: blob:`,
    "font-src 'self' data:",
    `connect-src 'self' ${publicOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The placeholder has no script at all and one inline style. */
const PLACEHOLDER_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function setPageHeaders(reply: Pick<FastifyReply, 'header'>, csp: string): void {
  reply.header('content-security-policy', csp);
  reply.header('x-frame-options', 'DENY');
  // A legacy sign-in hand-back may still carry tokens in the query until the SDK clears it.
  reply.header('referrer-policy', 'no-referrer');
}

export async function webAppRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const dist = deps.config.webDistDir;
  const built = existsSync(join(dist, 'index.html'));
  const csp = buildWebAppCsp(deps.config.publicUrl);
  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      // One wildcard route, not one route per file: the build holds hundreds (fonts, .br and .gz copies).
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz beside each text asset (tools/build.mjs): sent as asked, no compression per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        res.header('cache-control', path.includes(`${join(dist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Every file gets them: an SVG or HTML file opened directly is a document too.
        setPageHeaders(res, csp);
      },
    });
  } else {
    app.get('/', async (_request, reply) => {
      setPageHeaders(reply, PLACEHOLDER_CSP);
      return reply.type('text/html; charset=utf-8').send(PLACEHOLDER);
    });
  }
  // Unknown non-API GETs fall back to the single page.
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && built && !request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html')) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send({ error: 'Not found', message: 'Not found', code: 'NOT_FOUND' });
  });
}
