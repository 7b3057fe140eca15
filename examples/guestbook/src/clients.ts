/** SDK clients for the guestbook: a visitor's (signs up or reads anonymously) and the moderator's (service key). */
import { createClient, type LogoDnaClient } from '@logo-dna/sdk';

export interface ServerOptions {
  /** Origin of the Logo DNA server, e.g. http://localhost:3000. */
  baseUrl: string;
  /** The project id in API paths (PROJECT_ID, default `logo-dna`). */
  projectId: string;
}

/** A visitor's client, in Node: tokens in memory, sign-up and sign-in by email. */
export function createVisitorClient(server: ServerOptions): LogoDnaClient {
  return createClient({ projectId: server.projectId, baseUrl: server.baseUrl, window: null, auth: { mode: 'headless' } });
}

/**
 * The moderator's client: a server-side script whose every call carries the service key, which the
 * policies let past. Keep the key on the server; a browser never sees it.
 */
export function createModeratorClient(server: ServerOptions, serviceKey: string): LogoDnaClient {
  const fetchWithKey: typeof fetch = (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), Authorization: `Bearer ${serviceKey}` } });
  return createClient({ projectId: server.projectId, baseUrl: server.baseUrl, window: null, fetch: fetchWithKey });
}
