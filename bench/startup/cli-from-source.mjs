// The CLI as it started before the production build: its TypeScript through tsx's loader.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../../packages/cli/src/main.ts');
process.exitCode = await runCli(process.argv.slice(2));
