// Loads exactly the code `logo-dna generate` loads (the compiled CLI's generate chunk and the chunks it imports), and
// does nothing with it: what loading and initialising that code costs as a whole process, design left out.
import { readFileSync } from 'node:fs';

const dist = new URL('../../packages/cli/dist/', import.meta.url);
const chunkAfter = (source, marker) => new RegExp(`${marker}[^;]*?import\\("\\./(chunk-[A-Z0-9]+\\.js)"\\)`).exec(source)?.[1];
const generate = chunkAfter(readFileSync(new URL('main.js', dist), 'utf8'), '"generate"');
if (!generate) throw new Error('the compiled CLI has no generate chunk: run `npm run build` first');
const imports = [...readFileSync(new URL(generate, dist), 'utf8').matchAll(/import\("\.\/(chunk-[A-Z0-9]+\.js)"\)/g)].map((m) => m[1]);
await Promise.all([generate, ...imports].map((chunk) => import(new URL(chunk, dist).href)));
