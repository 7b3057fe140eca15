/** OpenAI-compatible provider (OpenAI, Ollama, vLLM, LM Studio, LocalAI…) on the official openai SDK. */
import type { AiMessage, AiUsage } from '@logo-dna/protocol';
import OpenAI, { APIConnectionError, APIError, APIUserAbortError, toFile } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Config } from '../../config';
import type { Deps } from '../../deps';
import { HttpError } from '../../http/errors';
import { type AiProvider, providerNotConfigured, ZERO_USAGE } from '../provider';
import type { TextParams } from '../requests';
import { useOpenAiErrorClasses } from './provider-errors';
import { storeRemoteImages } from './remote-images';

// This module is loaded only when a provider is configured: from then on its errors are recognised.
useOpenAiErrorClasses({ APIConnectionError, APIError, APIUserAbortError });

const SPEECH_MIME: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  opus: 'audio/opus',
  aac: 'audio/aac',
  flac: 'audio/flac',
  pcm: 'audio/pcm',
};

function toUsage(usage: { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number } | null | undefined): AiUsage {
  if (!usage) return ZERO_USAGE;
  const promptTokens = usage.prompt_tokens ?? 0;
  const completionTokens = usage.completion_tokens ?? 0;
  return { promptTokens, completionTokens, totalTokens: usage.total_tokens ?? promptTokens + completionTokens };
}

function toChatMessages(params: TextParams): ChatCompletionMessageParam[] {
  const convert = (message: AiMessage): ChatCompletionMessageParam => {
    if (typeof message.content === 'string') return { role: message.role, content: message.content } as ChatCompletionMessageParam;
    if (message.role !== 'user') {
      const text = message.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
      return { role: message.role, content: text } as ChatCompletionMessageParam;
    }
    return {
      role: 'user',
      content: message.content.map((part) =>
        part.type === 'text' ? { type: 'text' as const, text: part.text } : { type: 'image_url' as const, image_url: { url: part.image } },
      ),
    };
  };
  const messages = params.messages.map(convert);
  if (params.prompt.trim()) messages.push({ role: 'user', content: params.prompt });
  return messages;
}

/** The JSON a model answered with; unparseable text is returned as is so the schema check refuses it. */
function parseJson(content: string | null | undefined): unknown {
  const text = (content ?? '').trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createOpenAiProvider(ai: Config['ai'], storage: Deps['storage']): AiProvider {
  const client = new OpenAI({
    apiKey: ai.apiKey ?? 'unused',
    baseURL: ai.baseUrl ?? 'https://api.openai.com/v1',
    timeout: ai.timeoutMs,
    // One attempt per call: the route's timeout covers the whole call, and object output has its own retry.
    maxRetries: 0,
    // The SDK's own console logging stays off: our logger decides what is recorded, and never the key.
    logLevel: 'off',
  });
  const model = (configured: string | undefined, capability: Parameters<typeof providerNotConfigured>[0]) => {
    if (!configured) throw providerNotConfigured(capability);
    return configured;
  };
  return {
    name: 'openai',
    async generateText(params, { signal }) {
      const completion = await client.chat.completions.create(
        {
          model: model(ai.textModel, 'text'),
          messages: toChatMessages(params),
          max_tokens: params.maxTokens,
          temperature: params.temperature,
        },
        { signal },
      );
      const choice = completion.choices[0];
      return { text: choice?.message.content ?? '', finishReason: choice?.finish_reason ?? 'stop', usage: toUsage(completion.usage) };
    },
    async *streamText(params, { signal }) {
      const stream = await client.chat.completions.create(
        {
          model: model(ai.textModel, 'text'),
          messages: toChatMessages(params),
          max_tokens: params.maxTokens,
          temperature: params.temperature,
          stream: true,
        },
        { signal },
      );
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta?.content;
        if (delta) yield delta;
      }
    },
    async generateObject(params, { signal }, previousProblem) {
      // Structured outputs want an object at the root, so other roots travel wrapped in `value`.
      const wrapped = params.schema.type !== 'object';
      const schema = wrapped ? { type: 'object', properties: { value: params.schema }, required: ['value'] } : params.schema;
      const instructions = previousProblem
        ? `Answer with JSON matching the schema. Your previous answer was refused: ${previousProblem}. Fix that.`
        : 'Answer with JSON matching the schema.';
      const completion = await client.chat.completions.create(
        {
          model: model(ai.textModel, 'object'),
          messages: [
            { role: 'system', content: instructions },
            { role: 'user', content: params.prompt },
          ],
          response_format: { type: 'json_schema', json_schema: { name: 'result', schema, strict: false } },
        },
        { signal },
      );
      const answer = parseJson(completion.choices[0]?.message.content);
      const object = wrapped && typeof answer === 'object' && answer !== null ? (answer as { value?: unknown }).value : answer;
      return { object, usage: toUsage(completion.usage) };
    },
    async generateImages(params, { signal, caller }) {
      if (params.images) throw new HttpError(501, 'NOT_IMPLEMENTED', 'Image modification is not supported by this server');
      const response = await client.images.generate(
        { model: model(ai.imageModel, 'image'), prompt: params.prompt, n: params.n },
        { signal },
      );
      return { data: await storeRemoteImages(response.data ?? [], storage, caller) };
    },
    async synthesizeSpeech(params, { signal }) {
      const response = await client.audio.speech.create(
        {
          model: model(ai.speechModel, 'speech'),
          input: params.text,
          voice: params.voice,
          response_format: params.format,
          speed: params.speed,
        },
        { signal },
      );
      const audio = Buffer.from(await response.arrayBuffer());
      const mimeType = SPEECH_MIME[params.format] ?? 'application/octet-stream';
      return { url: `data:${mimeType};base64,${audio.toString('base64')}`, voice: params.voice, format: params.format, mimeType };
    },
    async transcribe(params, { signal }) {
      const file = await toFile(params.audio, 'audio');
      const result = await client.audio.transcriptions.create(
        { model: model(ai.transcribeModel, 'transcription'), file, ...(params.language ? { language: params.language } : {}) },
        { signal },
      );
      return { text: result.text, ...(params.language ? { language: params.language } : {}) };
    },
  };
}
