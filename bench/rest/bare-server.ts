/**
 * The baseline for bench/rest: a bare Fastify process that answers GET /bare/:name with a fixed JSON
 * body read from a file (the same bytes the REST endpoint returns), so the comparison isolates our work.
 * Usage: node --import tsx bench/rest/bare-server.ts <port> <bodies.json>
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port = '0', file = ''] = process.argv.slice(2);
const bodies = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const app = Fastify({ logger: false });
app.get<{ Params: { name: string } }>('/bare/:name', async (request) => bodies[request.params.name] ?? []);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
