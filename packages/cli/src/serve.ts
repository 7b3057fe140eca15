/**
 * logo-dna serve: runs the server's own compiled entry (apps/server/dist/main.js, built by the bin when stale),
 * which parses the configuration, listens, and drains and exits on SIGTERM/SIGINT. Loaded only for this command,
 * so `generate` never loads the server.
 */
export async function runServe(): Promise<number> {
  await import('@logo-dna/server/main');
  return 0;
}
