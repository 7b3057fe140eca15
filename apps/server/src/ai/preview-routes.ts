/**
 * POST /api/ai/{projectId}/preview: the primary logo alone of a brief's design, for a gallery of many directions.
 * The same bytes the image call stores as primary.svg for that brief, drawn in the engine's worker threads, within the
 * caller's share of them (deps.engineQueues).
 */
import type { AiPreviewResponse } from '@logo-dna/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { callerKey } from '../http/caller-queue';
import type { AiService } from './ai-service';
import { createCallContext } from './call-context';
import { aiRequestGuard, PREVIEW_RATE_LIMITS } from './limits';
import { parsePreviewRequest } from './requests';

type AiRoute = { Params: { projectId: string }; Body: unknown };

export function previewRoutes(app: FastifyInstance, deps: Deps, ai: AiService): void {
  const checkProject = (request: FastifyRequest) => ai.checkProject((request.params as AiRoute['Params']).projectId);
  app.post<AiRoute>(
    '/api/ai/:projectId/preview',
    {
      bodyLimit: deps.config.ai.bodyLimitBytes,
      // A generation's guard (an anonymous caller past the daily quota is refused), with its own per-minute budget;
      // previews do not count against the daily quota: only the logo system a user opens does.
      onRequest: aiRequestGuard(deps, {
        precheck: checkProject,
        generation: true,
        perMinute: { prefix: 'ai-preview', rules: PREVIEW_RATE_LIMITS },
      }),
    },
    async (request, reply): Promise<AiPreviewResponse> => {
      const { brief } = parsePreviewRequest(request.body);
      const context = createCallContext(reply, ai.timeoutMs);
      const { svg, ground } = await context.run(() =>
        deps.engineQueues.designs.run(callerKey(request), () => ai.designs.previewFor(brief)),
      );
      return { svg, ground, designerId: brief.designerId, seed: brief.seed, variant: brief.variant };
    },
  );
}
