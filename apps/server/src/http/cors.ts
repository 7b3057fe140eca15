/**
 * CORS as the original client needs it (protocol.md §2.3): any origin, no cookies, Content-Range exposed;
 * plus the request headers PostgREST clients send (supabase-js's apikey and X-Client-Info, the profile
 * and range headers) and the answer headers they read.
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

export async function installCors(app: FastifyInstance): Promise<void> {
  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Prefer',
      'Range',
      'Range-Unit',
      'X-Request-Id',
      'X-Client-Info',
      'Accept',
      'Accept-Profile',
      'Content-Profile',
      'apikey',
    ],
    exposedHeaders: ['Content-Range', 'Content-Profile', 'Preference-Applied', 'Location', 'Retry-After', 'X-Request-Id'],
    maxAge: 600,
  });
}
