/** Process entry: parse config, start the server, print the generated service key once, drain on SIGTERM. */
import { type Config, ConfigError, loadConfig } from './config';
import { ProjectSchemaError } from './db/project-migrations';
import { createServer, type Server } from './server';

/** The configuration, or one line on stderr naming the variable that is wrong and exit status 2. */
function loadConfigOrExit(): Config {
  try {
    // The engine is warmed at start unless the operator says otherwise (AI_WARMUP=0).
    return loadConfig({ AI_WARMUP: '1', ...process.env });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`logo-dna: configuration refused: ${error.message}\n`);
    process.exit(2);
  }
}

const config = loadConfigOrExit();
let server: Server;
try {
  server = await createServer(config);
} catch (error) {
  // A broken project migration or policy is the operator's to fix: one line, no stack.
  if (!(error instanceof ProjectSchemaError)) throw error;
  process.stderr.write(`Logo DNA cannot start: ${error.message}\n`);
  process.exit(1);
}
await server.app.listen({ port: config.port, host: config.host });

if (config.generatedSecrets) {
  // Printed once, on the start that generated it; it is kept in DATA_DIR/secrets.json (mode 0600).
  process.stdout.write(`\nService key (shown once, stored in ${config.dataDir}/secrets.json):\n  ${config.serviceKey}\n\n`);
}
// On stdout whatever the log level: the one line an operator looks for.
process.stdout.write(`Logo DNA listening on ${config.publicUrl}\n`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    // A second signal: the operator will not wait for the drain.
    if (stopping) process.exit(1);
    stopping = true;
    server.deps.logger.info({ signal, drainMs: config.http.drainTimeoutMs }, 'draining in-flight requests');
    // close() cuts the sockets left at the drain deadline; this guards against an adapter that never closes.
    setTimeout(() => process.exit(1), config.http.drainTimeoutMs + 5000).unref();
    server
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        server.deps.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  });
}
