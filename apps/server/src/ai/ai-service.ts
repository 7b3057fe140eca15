/** Builds the AI feature's parts once per server: engine, design cache, providers and their selection. */
import type { Deps } from '../deps';
import { notFound } from '../http/errors';
import { createBuiltinProvider } from './builtin/builtin-provider';
import { createDesignCache, type DesignCache } from './builtin/design-cache';
import { createDesignEngine } from './builtin/engine-adapter';
import { logoPngDerivation } from './builtin/logo-images';
import { createProviderChoice, type ProviderChoice } from './select-provider';

/**
 * Warms every engine thread in the background (AI_WARMUP): called once the server listens, so starting the threads
 * never delays the first answer (health checks included); the first gallery then finds them ready.
 */
export function warmDesignEngine(ai: AiService, deps: Pick<Deps, 'logger'>): Promise<void> {
  const started = Date.now();
  return ai.designs.engine
    .warm()
    .then(() => deps.logger.info({ ms: Date.now() - started }, 'design engine warmed'))
    .catch((error: unknown) => deps.logger.warn({ err: error }, 'design engine warm-up failed'));
}

export interface AiService {
  providers: ProviderChoice;
  designs: DesignCache;
  /** http image URLs on loopback pass validation outside production. */
  allowLoopbackHttp: boolean;
  timeoutMs: number;
  checkProject(projectId: string): void;
}

/** Builds the AI service; the OpenAI SDK is loaded only when AI_BASE_URL or AI_API_KEY is set. */
export async function createAiService(deps: Deps): Promise<AiService> {
  const { ai } = deps.config;
  const designs = createDesignCache(createDesignEngine());
  deps.storage.addDerivation(logoPngDerivation((svg, size) => designs.engine.renderPng(svg, size)));
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
  };
}
