/** AI routes (protocol.md §7): text, object, image, speech and transcription; and logo previews for the gallery. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { createAiService, warmDesignEngine } from './ai-service';
import { designRoutes } from './design-routes';
import { mediaRoutes } from './media-routes';
import { previewRoutes } from './preview-routes';
import { textRoutes } from './text-routes';

export async function aiRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const ai = await createAiService(deps);
  app.addHook('onClose', () => ai.designs.engine.close());
  if (deps.config.ai.warmUp) {
    // Not awaited, and on the next turn: the hook returns at once and the threads start while the server answers.
    app.addHook('onListen', (done) => {
      setImmediate(() => void warmDesignEngine(ai, deps));
      done();
    });
  }
  textRoutes(app, deps, ai);
  mediaRoutes(app, deps, ai);
  previewRoutes(app, deps, ai);
  designRoutes(app, deps, ai);
}
