/** The builtin provider: answers from the design engine using the request's brief; no prose parsing, no network. */
import type { Deps } from '../../deps';
import { type AiProvider, providerNotConfigured, ZERO_USAGE } from '../provider';
import type { DesignCache } from './design-cache';
import type { DesignInput } from './design-summary';
import { rolesFor, storeLogoImages } from './logo-images';
import { answerSchema } from './schema-answer';
import { speakWithEspeak } from './speech';

export interface BuiltinProviderOptions {
  designs: DesignCache;
  storage: Deps['storage'];
  espeakCommand?: string;
}

async function strategyProse(brief: DesignInput, designs: DesignCache): Promise<string> {
  const { strategy } = await designs.designFor(brief);
  return `${strategy.positioning}\n\n${strategy.rationale}`;
}

export function createBuiltinProvider(options: BuiltinProviderOptions): AiProvider {
  const { designs, storage } = options;
  return {
    name: 'builtin',
    async generateText(params) {
      if (!params.brief) throw providerNotConfigured('text');
      return { text: await strategyProse(params.brief, designs), finishReason: 'stop', usage: ZERO_USAGE };
    },
    async *streamText(params) {
      if (!params.brief) throw providerNotConfigured('text');
      const words = (await strategyProse(params.brief, designs)).split(/(?<=\s)/);
      // Sentence-sized deltas: the client shows text arriving without one line per word.
      for (let i = 0; i < words.length; i += 12) yield words.slice(i, i + 12).join('');
    },
    async generateObject(params) {
      if (!params.brief) throw providerNotConfigured('object');
      const object = answerSchema(params.schema, await designs.designFor(params.brief));
      if (!object) throw providerNotConfigured('object');
      return { object, usage: ZERO_USAGE };
    },
    async generateImages(params, context) {
      if (!params.brief) throw providerNotConfigured('image');
      if (params.images) throw providerNotConfigured('image');
      const roles = rolesFor(params.n);
      // A regeneration is a new variant even when the client did not count one up.
      const variant = params.n === 2 && params.brief.variant === 0 ? 1 : params.brief.variant;
      const design = await designs.designFor({ ...params.brief, variant });
      return { data: await storeLogoImages(design, roles, storage, context.caller) };
    },
    async synthesizeSpeech(params, context) {
      return speakWithEspeak(params, context.signal, options.espeakCommand);
    },
    async transcribe() {
      throw providerNotConfigured('transcription');
    },
  };
}
