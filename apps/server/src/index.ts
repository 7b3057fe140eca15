/** Programmatic entry for the CLI and tests. */
export { createApp } from './app';
export { type Config, loadConfig } from './config';
export { createServer, type Server, type ServerOptions } from './server';
