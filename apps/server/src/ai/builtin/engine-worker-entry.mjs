/** Worker entry: registers the TypeScript loader in this thread (workers do not inherit it), then loads the worker. */
import { register } from 'tsx/esm/api';

register();
const worker = await import('./engine-worker.ts');

export const design = worker.design;
export const preview = worker.preview;
export const png = worker.png;
export const pdf = worker.pdf;
