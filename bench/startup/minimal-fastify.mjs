// The yardstick: a Fastify server with one route, started as the product's server is, answering /api/health.
import Fastify from 'fastify';

const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
