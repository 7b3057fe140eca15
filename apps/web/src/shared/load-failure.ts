/** Tells a view's failure apart: its code could not be fetched (a chunk), or it broke while drawing. */

/** The browsers' words for a dynamic import that could not be fetched, and Vite's for a preload that failed. */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && (CHUNK_FAILURE.test(error.message) || error.name === 'ChunkLoadError');
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
