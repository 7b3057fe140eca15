#!/usr/bin/env node
// Runs the compiled CLI (packages/cli/dist), building it first when it is missing or older than its sources;
// `serve` also needs the server's and the web app's builds.
import { buildStale } from '../../../tools/build.mjs';

await buildStale(process.argv[2] === 'serve' ? ['cli', 'server', 'web'] : ['cli']);
const { runCli } = await import('../dist/main.js');
process.exitCode = await runCli(process.argv.slice(2));
