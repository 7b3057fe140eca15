/** POST /api/ai/{projectId}/text and /object, plain or streamed (protocol.md §7). */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { callerKey } from '../http/caller-queue';
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
    // The builtin engine writes the strategy from the brief's design: a place in the caller's share of its pool.
    const queueKey = provider.name === 'builtin' && params.brief ? callerKey(request) : undefined;
    if (isStreaming(request.body)) {
      const deltas = deps.engineQueues.designs.stream(queueKey, textEvents(provider.streamText(params, context)));
      return sendLineStream(reply, deltas, context.toError);
    }
    const result: TextResult = await context.run(() =>
      deps.engineQueues.designs.run(queueKey, () => provider.generateText(params, context)),
    );
    if (!result.text) throw new HttpError(502, 'AI_ERROR', 'The AI provider returned no text');
    return result;
  });

  app.post<AiRoute>('/api/ai/:projectId/object', options, async (request, reply) => {
    const params = parseObjectRequest(request.body);
    const validate = compileSchema(params.schema);
    const context = createCallContext(reply, ai.timeoutMs);
    let usage = ZERO_USAGE;
    const answer = async () => {
      const provider = await ai.providers.object(params);
      return produceValidObject(validate, async (problem) => {
        const result: ObjectResult = await provider.generateObject(params, context, problem);
        usage = result.usage;
        return result.object;
      });
    };
    // With a brief the engine designs before the provider is chosen: the whole answer holds one of the caller's
    // places, taken before anything is streamed (429 ENGINE_BUSY) and kept until the work settles.
    const answered = deps.engineQueues.designs.run(params.brief ? callerKey(request) : undefined, answer);
    answered.catch(() => undefined);
    const produce = () => context.run(() => answered);
    if (!isStreaming(request.body)) return { object: await produce(), finishReason: 'stop', usage };
    async function* objectEvents(): AsyncGenerator<StreamEvent> {
      yield ['2', ['generating']];
      yield ['2', [await produce()]];
      yield ['d', { finishReason: 'stop', usage }];
    }
    return sendLineStream(reply, objectEvents(), context.toError);
  });
}
