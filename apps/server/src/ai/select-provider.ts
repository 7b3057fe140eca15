/**
 * Which provider serves a request, per capability: the OpenAI-compatible one where its model is
 * configured, the builtin engine otherwise. Logos with a brief always come from the engine, and so do
 * palette and typography, so they match the logos of the same seed.
 */
import type { Config } from '../config';
import type { DesignCache } from './builtin/design-cache';
import { answerSchema, isStrategySchema } from './builtin/schema-answer';
import type { AiProvider } from './provider';
import type { ImageParams, ObjectParams } from './requests';

export interface ProviderChoice {
  text(): AiProvider;
  object(params: ObjectParams): Promise<AiProvider>;
  image(params: ImageParams): AiProvider;
  speech(): AiProvider;
  transcription(): AiProvider;
}

export function createProviderChoice(
  ai: Config['ai'],
  builtin: AiProvider,
  remote: AiProvider | undefined,
  designs: DesignCache,
): ProviderChoice {
  const remoteFor = (model: string | undefined) => (remote && model ? remote : undefined);
  return {
    text: () => remoteFor(ai.textModel) ?? builtin,
    async object(params) {
      const model = remoteFor(ai.textModel);
      if (params.brief && !(model && isStrategySchema(params.schema))) {
        if (answerSchema(params.schema, await designs.designFor(params.brief))) return builtin;
      }
      return model ?? builtin;
    },
    image: (params) => (params.brief ? builtin : (remoteFor(ai.imageModel) ?? builtin)),
    speech: () => remoteFor(ai.speechModel) ?? builtin,
    transcription: () => remoteFor(ai.transcribeModel) ?? builtin,
  };
}
