/** POST /api/ai/{projectId}/text and /object, plain or streamed (protocol.md §7). */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { HttpError } from '../http/errors';
import type { AiService } from './ai-service';
import { createCallContext } from './call-context';
import { aiRequestGuard } from './limits';
import { type StreamEvent, sendLineStream } from './line-stream';
import { compileSchema, produceValidObject } from './object-output';
import { type ObjectResult, type TextResult, ZERO_USAGE } from './provider';
import { parseObjectRequest, parseTextRequest } from './requests';

type AiRoute = { Params: { projectId: string }; Body: unknown };

const isStreaming = (body: unknown) => (body as { stream?: unknown } | null)?.stream === true;

async function* textEvents(deltas: AsyncIterable<string>): AsyncGenerator<StreamEvent> {
  const iterator = deltas[Symbol.asyncIterator]();
  // The first delta is awaited before anything is sent, so a provider that fails at once gets an HTTP error.
  let next = await iterator.next();
  yield ['f', { messageId: `msg_${randomUUID()}` }];
  let characters = 0;
  for (; !next.done; next = await iterator.next()) {
    characters += next.value.length;
    yield ['0', next.value];
  }
  yield ['d', { finishReason: 'stop', usage: { ...ZERO_USAGE, completionTokens: Math.ceil(characters / 4) } }];
}

export function textRoutes(app: FastifyInstance, deps: Deps, ai: AiService): void {
  const checkProject = (request: FastifyRequest) => ai.checkProject((request.params as AiRoute['Params']).projectId);
  const options = {
    bodyLimit: deps.config.ai.bodyLimitBytes,
    onRequest: aiRequestGuard(deps, { precheck: checkProject, generation: false }),
  };

  app.post<AiRoute>('/api/ai/:projectId/text', options, async (request, reply) => {
    const params = parseTextRequest(request.body, ai.allowLoopbackHttp);
    const provider = ai.providers.text();
    const context = createCallContext(reply, ai.timeoutMs);
    if (isStreaming(request.body)) return sendLineStream(reply, textEvents(provider.streamText(params, context)), context.toError);
    const result: TextResult = await context.run(() => provider.generateText(params, context));
    if (!result.text) throw new HttpError(502, 'AI_ERROR', 'The AI provider returned no text');
    return result;
  });

  app.post<AiRoute>('/api/ai/:projectId/object', options, async (request, reply) => {
    const params = parseObjectRequest(request.body);
    const validate = compileSchema(params.schema);
    const provider = await ai.providers.object(params);
    const context = createCallContext(reply, ai.timeoutMs);
    let usage = ZERO_USAGE;
    const produce = () =>
      context.run(() =>
        produceValidObject(validate, async (problem) => {
          const result: ObjectResult = await provider.generateObject(params, context, problem);
          usage = result.usage;
          return result.object;
        }),
      );
    if (!isStreaming(request.body)) return { object: await produce(), finishReason: 'stop', usage };
    async function* objectEvents(): AsyncGenerator<StreamEvent> {
      yield ['2', ['generating']];
      yield ['2', [await produce()]];
      yield ['d', { finishReason: 'stop', usage }];
    }
    return sendLineStream(reply, objectEvents(), context.toError);
  });
}
