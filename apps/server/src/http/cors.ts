/** CORS as the original client needs it (protocol.md §2.3): any origin, no cookies, Content-Range exposed. */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

export async function installCors(app: FastifyInstance): Promise<void> {
  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Prefer', 'Range', 'X-Request-Id'],
    exposedHeaders: ['Content-Range', 'Retry-After', 'X-Request-Id'],
    maxAge: 600,
  });
}
