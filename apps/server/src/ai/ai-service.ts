/** Builds the AI feature's parts once per server: engine, design cache, providers and their selection. */
import type { Deps } from '../deps';
import { notFound } from '../http/errors';
import { createBuiltinProvider } from './builtin/builtin-provider';
import { createDesignCache, type DesignCache } from './builtin/design-cache';
import { createDesignEngine } from './builtin/engine-adapter';
import { logoPdfDerivation, logoPngDerivation } from './builtin/logo-images';
import { createProviderChoice, type ProviderChoice } from './select-provider';

export interface AiService {
  providers: ProviderChoice;
  designs: DesignCache;
  /** http image URLs on loopback pass validation outside production. */
  allowLoopbackHttp: boolean;
  timeoutMs: number;
  checkProject(projectId: string): void;
  /**
   * Starts the engine's warm-up without waiting for it (every worker thread started, each drawing a sample preview);
   * logs how it went. Called once the server listens, so it never delays the first answer.
   */
  warmUp(): void;
}

/** Builds the AI service; the OpenAI SDK is loaded only when AI_BASE_URL or AI_API_KEY is set. */
export async function createAiService(deps: Deps): Promise<AiService> {
  const { ai } = deps.config;
  const designs = createDesignCache(createDesignEngine({ recycleAfterTasks: deps.config.engineRecycleAfterTasks }));
  deps.storage.addDerivation(logoPngDerivation((svg, size) => designs.engine.renderPng(svg, size)));
  deps.storage.addDerivation(logoPdfDerivation((svg, title) => designs.engine.renderPdf(svg, title)));
  const builtin = createBuiltinProvider({ designs, storage: deps.storage });
  const remote = ai.baseUrl || ai.apiKey ? (await import('./openai/openai-provider')).createOpenAiProvider(ai, deps.storage) : undefined;
  return {
    providers: createProviderChoice(ai, builtin, remote, designs),
    designs,
    allowLoopbackHttp: deps.config.nodeEnv !== 'production',
    timeoutMs: ai.timeoutMs,
    checkProject(projectId) {
      if (projectId !== deps.config.projectId) throw notFound('Project not found');
    },
    warmUp() {
      deps.logger.info('design engine warming');
      const started = Date.now();
      designs.engine
        .warm()
        .then(() => deps.logger.info({ ms: Date.now() - started }, 'design engine warmed'))
        .catch((error: unknown) => deps.logger.warn({ err: error }, 'design engine warm-up failed'));
    },
  };
}
