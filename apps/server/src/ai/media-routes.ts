/** POST /api/ai/{projectId}/image, /speech and /transcribe (protocol.md §7). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { callerKey } from '../http/caller-queue';
import type { AiService } from './ai-service';
import { createCallContext } from './call-context';
import { aiRequestGuard, countGeneration } from './limits';
import { providerNotConfigured } from './provider';
import { parseImageRequest, parseSpeechRequest, parseTranscribeRequest } from './requests';

type AiRoute = { Params: { projectId: string }; Body: unknown };

export function mediaRoutes(app: FastifyInstance, deps: Deps, ai: AiService): void {
  const checkProject = (request: FastifyRequest) => ai.checkProject((request.params as AiRoute['Params']).projectId);
  const bodyLimit = deps.config.ai.bodyLimitBytes;

  app.post<AiRoute>(
    '/api/ai/:projectId/image',
    { bodyLimit, onRequest: aiRequestGuard(deps, { precheck: checkProject, generation: true }) },
    async (request, reply) => {
      const params = parseImageRequest(request.body, ai.allowLoopbackHttp);
      const provider = ai.providers.image(params);
      const context = createCallContext(reply, ai.timeoutMs);
      // With a brief the builtin engine draws the logos: that work counts against the caller's share of its pool.
      const queueKey = params.brief ? callerKey(request) : undefined;
      return context.run(() =>
        deps.engineQueues.designs.run(queueKey, async () => {
          // Counted once the call has its place: a caller refused as busy keeps the day's generation.
          await countGeneration(request, deps);
          return provider.generateImages(params, context);
        }),
      );
    },
  );

  app.post<AiRoute>(
    '/api/ai/:projectId/speech',
    { bodyLimit, onRequest: aiRequestGuard(deps, { precheck: checkProject, generation: false }) },
    async (request, reply) => {
      const params = parseSpeechRequest(request.body);
      const context = createCallContext(reply, ai.timeoutMs);
      return context.run(() => ai.providers.speech().synthesizeSpeech(params, context));
    },
  );

  // Audio is the one large body: without a transcription provider it is refused before a byte is read.
  const transcriptionPrecheck = (request: FastifyRequest) => {
    checkProject(request);
    if (ai.providers.transcription().name === 'builtin') throw providerNotConfigured('transcription');
  };
  app.post<AiRoute>(
    '/api/ai/:projectId/transcribe',
    {
      bodyLimit: deps.config.ai.transcribeBodyLimitBytes,
      onRequest: aiRequestGuard(deps, { precheck: transcriptionPrecheck, generation: false }),
    },
    async (request, reply) => {
      const params = parseTranscribeRequest(request.body);
      const context = createCallContext(reply, ai.timeoutMs);
      return context.run(() => ai.providers.transcription().transcribe(params, context));
    },
  );
}
