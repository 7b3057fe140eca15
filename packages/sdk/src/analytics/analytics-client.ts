/** The `analytics` module: batched event logging with sessions, channels and UTM attribution (protocol.md §10). */
import type { HttpClient } from '../core/http-client';
import { createRandomHex, type Runtime, readJson, writeJson } from '../core/runtime';
import { detectChannel, hasUtm, readUtm, truncateStrings, type Utm } from './attribution';

const BATCH_SIZE = 10;
const FLUSH_DELAY_MS = 3000;
const SESSION_IDLE_MS = 30 * 60 * 1000;

export type AnalyticsEvent = Record<string, unknown> & { type: string; timestamp: string };

export interface AnalyticsClient {
  /** Queues an event; custom fields are spread flat after the standard ones. No-op when disabled or do-not-track is set. */
  log(type: string, data?: Record<string, unknown>): void;
  enable(): void;
  disable(): void;
  isEnabled(): boolean;
  /** Sends queued events now (at most one batch of 10). */
  flush(): Promise<void>;
  dispose(): void;
}

export interface AnalyticsParams {
  http: HttpClient;
  projectId: string;
  runtime: Runtime;
  /** The signed-in user, copied into events. */
  getUser: () => { id: string; email?: string } | null;
}

interface StoredSession {
  id: string;
  startedAt: number;
  lastActivityAt: number;
}

export function createAnalyticsClient(params: AnalyticsParams): AnalyticsClient {
  const { http, projectId, runtime, getUser } = params;
  const window = runtime.window;
  const keys = {
    queue: `blinkAnalyticsQueue_${projectId}`,
    session: `blinkAnalyticsSession_${projectId}`,
    attribution: `blinkAnalyticsAttribution_${projectId}`,
  };
  const doNotTrack = window?.navigator?.doNotTrack === '1';
  let enabled = Boolean(window) && !doNotTrack;
  let queue: AnalyticsEvent[] = readJson<AnalyticsEvent[]>(runtime.storage, keys.queue) ?? [];
  let timer: unknown;
  let sending = false;

  const persistQueue = () => writeJson(runtime.storage, keys.queue, queue.length > 0 ? queue : undefined);

  function schedule(): void {
    if (timer !== undefined || queue.length === 0) return;
    timer = runtime.timers.setTimeout(() => {
      timer = undefined;
      void client.flush();
    }, FLUSH_DELAY_MS);
  }

  function touchSession(): string {
    const now = runtime.now();
    const stored = readJson<StoredSession>(runtime.storage, keys.session);
    const session =
      stored && now - stored.lastActivityAt < SESSION_IDLE_MS
        ? { ...stored, lastActivityAt: now }
        : { id: `sess_${now}_${createRandomHex(8, runtime.random)}`, startedAt: now, lastActivityAt: now };
    writeJson(runtime.storage, keys.session, session);
    return session.id;
  }

  /** UTM values of this page, else the ones remembered from the landing page. */
  function readAttribution(): Utm {
    const current = readUtm(window?.location.search ?? '');
    if (hasUtm(current)) {
      writeJson(runtime.storage, keys.attribution, current);
      return current;
    }
    return readJson<Utm>(runtime.storage, keys.attribution) ?? current;
  }

  const onPageHide = () => void client.flush();
  const onNavigate = () => client.log('pageview');
  const history = window?.history;
  const originalPushState = history?.pushState;

  const client: AnalyticsClient = {
    log(type, data = {}) {
      if (!enabled || !window) return;
      const utm = readAttribution();
      const referrer = window.document?.referrer || null;
      const user = getUser();
      const event = {
        type,
        timestamp: new Date(runtime.now()).toISOString(),
        project_id: projectId,
        user_id: user?.id ?? null,
        user_email: user?.email ?? null,
        session_id: touchSession(),
        pathname: window.location.pathname,
        referrer,
        screen_width: window.innerWidth ?? null,
        channel: detectChannel(utm.utm_medium, referrer, new URL(window.location.href).hostname),
        ...utm,
        ...data,
      };
      queue.push(truncateStrings(event) as AnalyticsEvent);
      persistQueue();
      if (queue.length >= BATCH_SIZE) void client.flush();
      else schedule();
    },
    enable: () => {
      enabled = Boolean(window) && !doNotTrack;
    },
    disable: () => {
      enabled = false;
    },
    isEnabled: () => enabled,
    async flush() {
      if (sending || queue.length === 0) return;
      runtime.timers.clearTimeout(timer);
      timer = undefined;
      sending = true;
      const batch = queue.slice(0, BATCH_SIZE);
      queue = queue.slice(batch.length);
      persistQueue();
      try {
        await http.request('POST', `/api/analytics/${encodeURIComponent(projectId)}/log`, { body: { events: batch } });
      } catch {
        // Put the batch back in front and try again after the usual delay.
        queue = [...batch, ...queue];
        persistQueue();
      } finally {
        sending = false;
      }
      schedule();
    },
    dispose() {
      runtime.timers.clearTimeout(timer);
      window?.removeEventListener('pagehide', onPageHide);
      window?.removeEventListener('popstate', onNavigate);
      if (history && originalPushState) history.pushState = originalPushState;
    },
  };

  if (window) {
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('popstate', onNavigate);
    // Single-page navigation changes the URL without a load: count each pushState as a page view.
    if (history && originalPushState) {
      history.pushState = (...args: Parameters<typeof originalPushState>) => {
        originalPushState.apply(history, args);
        onNavigate();
      };
    }
    if (enabled) client.log('pageview');
    else if (queue.length > 0) schedule();
  }
  return client;
}
