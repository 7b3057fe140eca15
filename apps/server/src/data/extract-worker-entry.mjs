/**
 * Worker entry: registers the TypeScript loader as ESM in this thread, then loads the extraction worker (the
 * compiled build loads extract-worker.js instead, see apps/server/src/compiled.ts).
 */
import { register } from 'tsx/esm/api';

register();
const worker = await import('./extract-worker.ts');

export default worker.default;
