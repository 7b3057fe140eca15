/**
 * Worker entry: registers the TypeScript loader as ESM in this thread, then loads the kit worker. Loaded through
 * `--import tsx` instead, a .ts worker is required as CommonJS, which cannot load the engine's WASM shaper
 * (an ES module with top-level await).
 */
import { register } from 'tsx/esm/api';

register();
const worker = await import('./kit-worker.ts');

export default worker.default;
