/** Serves the built web app at `/` (SPA fallback), or a placeholder page when it is not built. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Logo DNA Generator</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>Logo DNA Generator</h1><p>The server is running. Build the web app with <code>npm run build</code> to serve the product here.</p>
</body></html>`;

export async function webAppRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const dist = deps.config.webDistDir;
  const built = existsSync(join(dist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      cacheControl: false,
      setHeaders(res, path) {
        res.header('cache-control', path.includes(`${join(dist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PLACEHOLDER));
  }
  // Unknown non-API GETs fall back to the single page.
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && built && !request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html')) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send({ error: 'Not found', message: 'Not found', code: 'NOT_FOUND' });
  });
}
