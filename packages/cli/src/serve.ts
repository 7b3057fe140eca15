/** logo-dna serve: starts the server the same way the server's own entry does. */
import { createServer, loadConfig } from '@logo-dna/server';

export async function runServe(): Promise<number> {
  const config = loadConfig();
  const server = await createServer(config);
  await server.app.listen({ port: config.port, host: config.host });
  server.deps.logger.info(`Logo DNA listening on ${config.publicUrl}`);
  await new Promise<void>((resolve) => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => resolve());
  });
  await server.close();
  return 0;
}
