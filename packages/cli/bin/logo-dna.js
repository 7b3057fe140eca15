#!/usr/bin/env node
// Runs the TypeScript CLI through tsx's loader, so `npx logo-dna` works without a build step.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../src/main.ts');
process.exitCode = await runCli(process.argv.slice(2));
