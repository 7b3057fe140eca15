/** POST /api/ai/{projectId}/image, /speech and /transcribe (protocol.md §7). */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import type { AiService } from './ai-service';
import { createCallContext } from './call-context';
import { enforceAiLimits } from './limits';
import { MAX_AUDIO_BYTES, parseImageRequest, parseSpeechRequest, parseTranscribeRequest } from './requests';

type AiRoute = { Params: { projectId: string }; Body: unknown };

/** Audio may arrive as an array of byte values, about 4× its size in JSON (protocol.md §7.1). */
const TRANSCRIBE_BODY_LIMIT = MAX_AUDIO_BYTES * 4 + 1024 * 1024;

export function mediaRoutes(app: FastifyInstance, deps: Deps, ai: AiService): void {
  app.post<AiRoute>('/api/ai/:projectId/image', async (request, reply) => {
    ai.checkProject(request.params.projectId);
    const params = parseImageRequest(request.body, ai.allowLoopbackHttp);
    await enforceAiLimits(request, deps, true);
    const provider = ai.providers.image(params);
    const context = createCallContext(reply, ai.timeoutMs);
    return context.run(() => provider.generateImages(params, context));
  });

  app.post<AiRoute>('/api/ai/:projectId/speech', async (request, reply) => {
    ai.checkProject(request.params.projectId);
    const params = parseSpeechRequest(request.body);
    await enforceAiLimits(request, deps, false);
    const context = createCallContext(reply, ai.timeoutMs);
    return context.run(() => ai.providers.speech().synthesizeSpeech(params, context));
  });

  app.post<AiRoute>('/api/ai/:projectId/transcribe', { bodyLimit: TRANSCRIBE_BODY_LIMIT }, async (request, reply) => {
    ai.checkProject(request.params.projectId);
    const params = parseTranscribeRequest(request.body);
    await enforceAiLimits(request, deps, false);
    const context = createCallContext(reply, ai.timeoutMs);
    return context.run(() => ai.providers.transcription().transcribe(params, context));
  });
}
