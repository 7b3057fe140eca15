/**
 * The editor's endpoints: POST /api/design/{projectId}/system draws the whole system for a brief and its edits (the
 * live preview; nothing is stored), GET /api/design/{projectId}/icons searches the icons a mark can draw. Both run on
 * the AI feature's engine pool and design cache, so saving an edited design after previewing it costs nothing more.
 */
import { DESIGNER_IDS, findIcons } from '@logo-dna/engine';
import type { DesignIconsResponse, DesignSystemResponse } from '@logo-dna/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { parseBrief } from '../generation/brief';
import { callerKey } from '../http/caller-queue';
import { clientAddressKey } from '../http/client-address';
import { badRequest, tooManyRequests } from '../http/errors';
import type { RateLimitRule } from '../http/rate-limit';
import type { AiService } from './ai-service';
import { createCallContext } from './call-context';

/**
 * Previews per minute from one address or user: an editor sends one per settled change (debounced, one in flight),
 * about 130 ms of engine time each; a slider dragged for a minute stays well under this.
 */
const DESIGN_RATE_LIMIT: RateLimitRule = { limit: 600, windowSeconds: 60 };
const MAX_QUERY_CHARS = 80;
const KNOWN_DESIGNERS: ReadonlySet<string> = new Set(DESIGNER_IDS);

type DesignRoute = { Params: { projectId: string } };
type IconsRoute = DesignRoute & { Querystring: { q?: unknown; designerId?: unknown; limit?: unknown } };

function asBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Request body must be a JSON object');
  return body as Record<string, unknown>;
}

function readIconsQuery(query: IconsRoute['Querystring']): { q: string; designerId?: string; limit: number } {
  const q = query.q ?? '';
  if (typeof q !== 'string' || q.length > MAX_QUERY_CHARS) throw badRequest(`q must be text of at most ${MAX_QUERY_CHARS} characters`);
  const designerId = query.designerId;
  if (designerId !== undefined && (typeof designerId !== 'string' || !KNOWN_DESIGNERS.has(designerId))) {
    throw badRequest('Designer not found', 'DESIGNER_NOT_FOUND');
  }
  const limitText = query.limit ?? '48';
  const limit = typeof limitText === 'string' && /^\d{1,3}$/.test(limitText) ? Number(limitText) : Number.NaN;
  if (!(limit >= 1 && limit <= 200)) throw badRequest('limit must be a whole number from 1 to 200');
  return { q, ...(designerId ? { designerId } : {}), limit };
}

export function designRoutes(app: FastifyInstance, deps: Deps, ai: AiService): void {
  const guard = async (request: FastifyRequest) => {
    ai.checkProject((request.params as DesignRoute['Params']).projectId);
    const { identity } = request;
    if (identity.kind === 'service') return;
    const key = identity.kind === 'user' ? `design:user:${identity.userId}` : `design:ip:${clientAddressKey(request)}`;
    const state = await deps.rateLimiter.hit(key, DESIGN_RATE_LIMIT);
    if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds);
  };

  app.post<DesignRoute & { Body: unknown }>('/api/design/:projectId/system', { onRequest: guard }, async (request, reply) => {
    const brief = parseBrief(asBody(request.body).brief);
    if (!brief) throw badRequest('brief is required');
    const context = createCallContext(reply, ai.timeoutMs);
    const design = await context.run(() => deps.engineQueues.designs.run(callerKey(request), () => ai.designs.designFor(brief)));
    const response: DesignSystemResponse = { record: design.record, logos: design.logos, settings: design.settings };
    return response;
  });

  app.get<IconsRoute>('/api/design/:projectId/icons', { onRequest: guard }, async (request) => {
    const { q, designerId, limit } = readIconsQuery(request.query);
    const response: DesignIconsResponse = { icons: findIcons(q, { limit, ...(designerId ? { designerId } : {}) }) };
    return response;
  });
}
