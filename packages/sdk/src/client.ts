/** `createClient`: wires one runtime, one HTTP client and the auth session into every module. */
import { type AiClient, createAiClient } from './ai/ai-client';
import { type AnalyticsClient, createAnalyticsClient } from './analytics/analytics-client';
import { type AuthClient, type AuthOptions, createAuthClient } from './auth/auth-client';
import { ValidationError } from './core/errors';
import { createHttpClient } from './core/http-client';
import { createRuntime, type KeyValueStorage, type RuntimeOptions, type WindowLike } from './core/runtime';
import { createDataClient, type DataClient } from './data/data-client';
import { createDbClient, type DbClient } from './db/db-client';
import { createNotificationsClient, type NotificationsClient } from './notifications/notifications-client';
import { createRealtimeClient, type RealtimeClient } from './realtime/realtime-client';
import { createSharingClient, type SharingClient } from './sharing/sharing-client';
import { createStorageClient, type StorageClient } from './storage/storage-client';

export interface ClientOptions extends Omit<RuntimeOptions, 'storage' | 'window'> {
  /** Appears in every path; keep it URL-safe. */
  projectId: string;
  /** Origin of the Logo DNA server (auth and core alike); default `window.location.origin` in a browser. */
  baseUrl?: string;
  /** Send visitors without a session to the hosted sign-in page. */
  authRequired?: boolean;
  auth?: AuthOptions;
  /** Token and analytics persistence; default `window.localStorage` in a browser, memory in Node. */
  storage?: KeyValueStorage | null;
  /** The browser window; default the global one, `null` forces Node behaviour. */
  window?: WindowLike | null;
}

export interface LogoDnaClient {
  readonly projectId: string;
  readonly baseUrl: string;
  auth: AuthClient;
  db: DbClient;
  storage: StorageClient;
  ai: AiClient;
  data: DataClient;
  notifications: NotificationsClient;
  /** Shared shortlist polls: the owner's calls and a visitor's. */
  sharing: SharingClient;
  analytics: AnalyticsClient;
  realtime: RealtimeClient;
  /** Stops timers, listeners and the socket (for tests and server-side scripts). */
  dispose(): void;
}

function resolveBaseUrl(baseUrl: string | undefined, window: WindowLike | null): string {
  const value = baseUrl ?? window?.location.origin;
  if (!value) throw new ValidationError('baseUrl is required outside the browser');
  try {
    return new URL(value).toString().replace(/\/+$/, '');
  } catch {
    throw new ValidationError(`baseUrl is not a valid URL: ${value}`);
  }
}

/** Creates a client for one project on one Logo DNA server. */
export function createClient(options: ClientOptions): LogoDnaClient {
  if (!options?.projectId || typeof options.projectId !== 'string') throw new ValidationError('projectId is required');
  const runtime = createRuntime(options);
  const baseUrl = resolveBaseUrl(options.baseUrl, runtime.window);
  const auth = createAuthClient({
    projectId: options.projectId,
    baseUrl,
    authRequired: options.authRequired ?? false,
    options: options.auth ?? {},
    runtime,
  });
  const getToken = async () => {
    try {
      return await auth.getToken();
    } catch {
      return null;
    }
  };
  const http = createHttpClient({ baseUrl, fetch: runtime.fetch, getToken });
  const analytics = createAnalyticsClient({ http, projectId: options.projectId, runtime, getUser: () => auth.getState().user });
  const realtime = createRealtimeClient({ http, projectId: options.projectId, runtime, getToken });
  // The socket carries the token it was opened with: follow sign-in and sign-out with a new socket.
  let socketUserId = auth.getState().user?.id;
  const stopFollowingUser = auth.onAuthStateChanged(({ user, isLoading }) => {
    if (isLoading || user?.id === socketUserId) return;
    socketUserId = user?.id;
    void realtime.reconnect();
  });
  return {
    projectId: options.projectId,
    baseUrl,
    auth,
    db: createDbClient(http, options.projectId),
    storage: createStorageClient(http, options.projectId),
    ai: createAiClient(http, options.projectId),
    data: createDataClient(http, options.projectId),
    notifications: createNotificationsClient(http, options.projectId),
    sharing: createSharingClient(http, options.projectId, realtime),
    analytics,
    realtime,
    dispose() {
      stopFollowingUser();
      realtime.disconnect();
      analytics.dispose();
      auth.dispose();
    },
  };
}
