/**
 * Whether this code runs compiled (the esbuild bundle in apps/server/dist, see tools/build.mjs) or from its
 * TypeScript source (tsx, vitest). Worker and child-process entries differ: compiled, each is a bundled `.js`
 * beside the bundle; from source, a `.mjs` shim registers tsx in the new thread first.
 */
export const RUNS_COMPILED = !import.meta.url.endsWith('.ts');

/** The entry of a worker thread: `compiled` (a bundle beside this one) or `source` (relative to `from`). */
export function workerEntry(from: string, source: string, compiled: string): URL {
  return RUNS_COMPILED ? new URL(`./${compiled}`, import.meta.url) : new URL(source, from);
}
