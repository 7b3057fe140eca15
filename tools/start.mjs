/**
 * `npm start`: builds the server and the web app only when a build is missing or older than its sources, then
 * runs the compiled server in this process (no TypeScript loader at run time).
 */
import { buildStale } from './build.mjs';

await buildStale(['server', 'web']);
await import('../apps/server/dist/main.js');
