/** The server's version, read from its package.json. */
import { readFileSync } from 'node:fs';

export const SERVER_VERSION: string = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;
