/** Server configuration: parsed from the environment once, typed, with each default beside its field. */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { type AuthConfig, parseAuthConfig } from './auth/auth-config';
import type { ExtractorOptions } from './data/extract-limits';
import { keepPrivate, PRIVATE_DIR_MODE } from './db/file-modes';
import { ConfigError, type ParsedEnv, parseEnv } from './env-schema';

export { ConfigError } from './env-schema';

export interface Config {
  /** HTTP port. Default 3000. */
  port: number;
  /** Interface to bind. Default 0.0.0.0. */
  host: string;
  /**
   * Folder for the SQLite file, local storage and generated secrets. Default `./data`. Created 0700; the
   * default folder is also tightened to 0700 when it exists, a folder named in DATA_DIR is left as it is.
   */
  dataDir: string;
  /** `sqlite:<file>` (default `DATA_DIR/logo-dna.sqlite`) or `postgres://…`. */
  databaseUrl: string;
  databaseKind: 'sqlite' | 'postgres';
  /**
   * PostgreSQL login raw SQL (`/sql`, `/batch`) uses; must not be a superuser nor the server's own login.
   * Default: DATABASE_URL with the user `logo_dna_sql` (created when missing) and no password.
   */
  databaseSqlUrl: string | undefined;
  /** A folder path (default `DATA_DIR/storage`) or `s3://bucket?endpoint=…&region=…`. */
  storageUrl: string;
  storageKind: 'local' | 's3';
  /**
   * Folder of the project's own migrations (`0001_notes.sql`…), applied at start after the server's own and
   * served over REST under the policies they declare (see docs/project-tables.md). Default: none.
   */
  migrationsDir: string | undefined;
  /** The one project this server hosts. Default `logo-dna`. */
  projectId: string;
  /**
   * The origin users reach this server at, printed at start as the address to open. Default `http://HOST:PORT` for the
   * address it listens on, `http://localhost:PORT` when that is every interface (0.0.0.0, ::).
   */
  publicUrl: string;
  /** Bearer key that bypasses table policies; generated and kept in DATA_DIR when unset. */
  serviceKey: string;
  /** HMAC secret for access JWTs; generated and kept in DATA_DIR when unset. */
  jwtSecret: string;
  /** True when secrets were generated on this start (the service key is printed once). */
  generatedSecrets: boolean;
  /** Extra origins allowed as auth redirect targets (comma list, exact origins). */
  allowedRedirectOrigins: string[];
  /** `redis://…` enables Redis rate limits and realtime fan-out. */
  redisUrl: string | undefined;
  /** `smtp://…` sends mail over SMTP; otherwise mail goes to the outbox table and `/dev/inbox`. */
  smtpUrl: string | undefined;
  /** Sender address for mail. Default `Logo DNA <no-reply@localhost>`. */
  mailFrom: string;
  /** `production` disables development conveniences. */
  nodeEnv: string;
  /**
   * Serve the development inbox at `/dev/inbox` (still only to loopback requests, see mail/inbox-routes.ts).
   * Default: on only without SMTP_URL, outside production, and when NODE_ENV=development is set explicitly
   * or HOST is a loopback address (127.0.0.1, ::1, localhost); off for the default HOST 0.0.0.0.
   */
  devInbox: boolean;
  /** Log level for pino. Default `warn` (`silent` in tests); `info` adds a line per request. */
  logLevel: string;
  /** Built web app folder served at `/`. Default `apps/web/dist`. */
  webDistDir: string;
  /** OpenAI-compatible provider settings; unset means the builtin engine. */
  ai: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    textModel: string | undefined;
    imageModel: string | undefined;
    speechModel: string | undefined;
    transcribeModel: string | undefined;
    /** Provider call timeout in ms. Default 60 000. */
    timeoutMs: number;
    /**
     * Start every engine worker thread once the server listens and draw a sample logo in each, so the first
     * visitor does not wait for the threads, their fonts and their code to load (AI_WARMUP; `npm start` turns it on,
     * 0 turns it off).
     */
    warmUp: boolean;
    /** Daily generations allowed per anonymous IP. Default 50. */
    anonymousDailyQuota: number;
    /** Largest text, object, image or speech request body, in bytes. Default 524 288 (512 KiB). */
    bodyLimitBytes: number;
    /**
     * Largest transcription request body, in bytes. Default 37 748 736 (36 MiB): 25 MiB of audio as
     * base64 or a data: URL; a JSON array of byte values takes about 3.5 bytes per audio byte.
     */
    transcribeBodyLimitBytes: number;
  };
  /**
   * Work one caller (a signed-in user, else an address) may have queued or running at once on this instance's worker
   * pools; more is 429 ENGINE_BUSY. `designs`: design-engine calls (previews, editor systems, logos, and strategy,
   * palette and type with a brief), default 6 (the gallery keeps 4 previews in flight, a generation 2 calls).
   * `kits`: brand kits, which one worker builds, default 2.
   */
  engineQueues: { designsPerCaller: number; kitsPerCaller: number };
  /**
   * Design-engine tasks one worker pool runs before a fresh pool replaces it (the old one finishes every task it
   * was given, then ends), so a worker's heap cannot grow for ever. Default 400.
   */
  engineRecycleAfterTasks: number;
  /** Realtime channels open to sockets without a token: names or `*` (comma list). */
  realtimePublicChannels: string[];
  /** Realtime caps (reliability.md A2, A6, S16), per server instance; see toRealtimeLimits. */
  realtime: RealtimeLimits;
  /** Hosts the data endpoints may fetch even when they resolve to private addresses. */
  dataAllowHosts: string[];
  /** Trust `X-Forwarded-For` (only behind a known proxy). Default false. */
  trustProxy: boolean;
  /** Analytics ingestion caps (reliability.md S18); see toAnalyticsLimits. */
  analytics: AnalyticsLimits;
  /** Caps on the email endpoint (reliability.md S18); see toNotificationLimits. */
  notifications: NotificationLimits;
  /** Deepest nesting of arrays and objects in a JSON request body. Default 64. */
  jsonMaxDepth: number;
  /** Per-user storage caps; see toStorageLimits. */
  storageLimits: StorageLimits;
  /** Chromium used for data screenshots. Default `/usr/bin/chromium` (screenshots answer 501 when it is missing). */
  chromiumPath: string;
  /** Text extraction's workers and caps against decompression bombs (see data/extract-limits.ts). */
  extract: ExtractorOptions;
  /** Caps on each connection the screenshot browser makes through its egress proxy. */
  screenshotEgress: {
    /** Bytes one connection may carry, both directions together. Default 26 214 400 (25 MiB). */
    maxBytes: number;
    /** A connection quiet for this long is closed (connecting included). Default 15 000 ms. */
    idleTimeoutMs: number;
  };
  /** Size caps and retention of stored screenshots; see toScreenshotLimits. */
  screenshots: ScreenshotLimits;
  /** Auth rate limits, email-verification policy, hashing concurrency and OpenID providers (see auth/auth-config.ts). */
  auth: AuthConfig;
  /** Listener limits and the shutdown drain (reliability.md D3); see toHttpLimits. */
  http: HttpLimits;
}

type Env = Record<string, string | undefined>;

const SERVER_ROOT = resolve(import.meta.dirname, '..');

/**
 * Log level when LOG_LEVEL is unset (outside tests): warnings and errors only. Two info lines per request cost
 * about half again a request's CPU; `LOG_LEVEL=info` turns the access log on.
 */
const DEFAULT_LOG_LEVEL = 'warn';

interface StoredSecrets {
  serviceKey: string;
  jwtSecret: string;
}

/** Reads secrets from DATA_DIR/secrets.json, creating them (mode 0600) when missing. */
function loadSecrets(dataDir: string, env: ParsedEnv): StoredSecrets & { generated: boolean } {
  const file = join(dataDir, 'secrets.json');
  let stored: Partial<StoredSecrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<StoredSecrets>;
  const serviceKey = env.SERVICE_KEY || stored.serviceKey || `sk_${randomBytes(24).toString('base64url')}`;
  const jwtSecret = env.JWT_SECRET || stored.jwtSecret || randomBytes(48).toString('base64url');
  const generated = (!env.SERVICE_KEY && !stored.serviceKey) || (!env.JWT_SECRET && !stored.jwtSecret);
  if (generated) {
    const toStore: StoredSecrets = {
      serviceKey: env.SERVICE_KEY ? (stored.serviceKey ?? serviceKey) : serviceKey,
      jwtSecret: env.JWT_SECRET ? (stored.jwtSecret ?? jwtSecret) : jwtSecret,
    };
    writeFileSync(file, `${JSON.stringify(toStore, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return { serviceKey, jwtSecret, generated: generated && !env.SERVICE_KEY };
}

/** Caps on each connection of the screenshot browser's egress proxy (reliability.md S14). */
function toScreenshotEgress(env: ParsedEnv): Config['screenshotEgress'] {
  return {
    maxBytes: env.SCREENSHOT_EGRESS_MAX_BYTES ?? 25 * 1024 * 1024,
    idleTimeoutMs: env.SCREENSHOT_EGRESS_IDLE_TIMEOUT_MS ?? 15_000,
  };
}

function toExtractorOptions(env: ParsedEnv): ExtractorOptions {
  return {
    threads: env.EXTRACT_THREADS ?? Math.min(2, availableParallelism()),
    timeoutMs: env.EXTRACT_TIMEOUT_MS ?? 20_000,
    perCallerQueue: env.EXTRACT_QUEUE_PER_CALLER ?? 2,
    maxHeapMb: 512,
    maxInflatedBytes: env.EXTRACT_MAX_INFLATED_BYTES ?? 32 * 1024 * 1024,
    maxParts: env.EXTRACT_MAX_PARTS ?? 10_000,
    maxPages: env.EXTRACT_MAX_PAGES ?? 1000,
  };
}

/** What one screenshot may cost: pixels rendered, bytes stored, and how long it is kept (reliability.md S13). */
interface ScreenshotLimits {
  /** How long a stored screenshot is served before it is swept and its bytes leave the quota. Default 24 h. */
  retentionMs: number;
  /** Largest image area in pixels; a full page is cut to this height for its width. Default 8 000 000 (e.g. 2000×4000). */
  maxPixels: number;
  /** Largest stored PNG. Default 10 485 760 (10 MiB). */
  maxBytes: number;
}

function toScreenshotLimits(env: ParsedEnv): ScreenshotLimits {
  return {
    retentionMs: (env.SCREENSHOT_RETENTION_HOURS ?? 24) * 3_600_000,
    maxPixels: env.SCREENSHOT_MAX_PIXELS ?? 8_000_000,
    maxBytes: env.SCREENSHOT_MAX_BYTES ?? 10 * 1024 * 1024,
  };
}

/** The address a browser on this machine opens to reach a server listening on `host`. */
function defaultPublicUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/** True for a HOST that only this machine can reach. */
function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Caps that keep one anonymous analytics caller to a small share of the disk. */
export interface AnalyticsLimits {
  /** Batches accepted per IP per minute. Default 240. */
  batchesPerMinute: number;
  /** Events in one batch (the original client sends at most 10). Default 50. */
  maxBatchEvents: number;
  /** Largest event, as JSON, in bytes (the client cuts strings to 256 characters). Default 16 384. */
  maxEventBytes: number;
  /** Events accepted per IP per minute. Default 600. */
  ipEventsPerMinute: number;
  /** Event bytes accepted per IP per minute. Default 1 048 576 (1 MiB). */
  ipBytesPerMinute: number;
  /** Event bytes accepted per IP per day. Default 16 777 216 (16 MiB). */
  ipBytesPerDay: number;
  /** Events stored per UTC day, all callers together. Default 1 000 000. */
  dailyEvents: number;
  /** Event bytes stored per UTC day, all callers together. Default 536 870 912 (512 MiB). */
  dailyBytes: number;
}

function toAnalyticsLimits(env: ParsedEnv): AnalyticsLimits {
  return {
    batchesPerMinute: env.ANALYTICS_BATCHES_PER_MINUTE ?? 240,
    maxBatchEvents: env.ANALYTICS_MAX_BATCH_EVENTS ?? 50,
    maxEventBytes: env.ANALYTICS_MAX_EVENT_BYTES ?? 16 * 1024,
    ipEventsPerMinute: env.ANALYTICS_IP_EVENTS_PER_MINUTE ?? 600,
    ipBytesPerMinute: env.ANALYTICS_IP_BYTES_PER_MINUTE ?? 1024 * 1024,
    ipBytesPerDay: env.ANALYTICS_IP_BYTES_PER_DAY ?? 16 * 1024 * 1024,
    dailyEvents: env.ANALYTICS_DAILY_EVENTS ?? 1_000_000,
    dailyBytes: env.ANALYTICS_DAILY_BYTES ?? 512 * 1024 * 1024,
  };
}

/** How much mail the email endpoint sends, per sender and per recipient (every instance together with Redis). */
export interface NotificationLimits {
  /** Mails one signed-in user may send per hour (the service key has no sender limit). Default 20. */
  userMailsPerHour: number;
  /** Mails one address may receive per hour, from every sender together, the service key included. Default 10. */
  recipientMailsPerHour: number;
}

function toNotificationLimits(env: ParsedEnv): NotificationLimits {
  return {
    userMailsPerHour: env.NOTIFICATIONS_USER_MAILS_PER_HOUR ?? 20,
    recipientMailsPerHour: env.NOTIFICATIONS_RECIPIENT_MAILS_PER_HOUR ?? 10,
  };
}

/** Sockets and deadlines of the HTTP listener, against socket exhaustion and slow clients. */
interface HttpLimits {
  /** Open sockets in all (WebSockets included); more are closed on accept. Default 10 000. */
  maxConnections: number;
  /** Open sockets per client address, IPv6 per /64 (WebSockets included); more are closed on accept. 0 turns it off. Default 128. */
  connectionsPerIp: number;
  /** Time for a request's headers to arrive, from the connection or the previous response. Default 10 000 ms. */
  headersTimeoutMs: number;
  /** Time for a request body to arrive, plus its declared length at `bodyMinBytesPerSecond`. Default 60 000 ms. */
  requestTimeoutMs: number;
  /** Slowest upload the body deadline allows for, in bytes per second (a 50 MB upload gets 60 s + 800 s). Default 65 536. */
  bodyMinBytesPerSecond: number;
  /** Time an idle keep-alive socket stays open after a response. Default 5000 ms. */
  keepAliveTimeoutMs: number;
  /** On SIGTERM/SIGINT, time in-flight requests get before the remaining sockets are closed. Default 10 000 ms. */
  drainTimeoutMs: number;
}

function toHttpLimits(env: ParsedEnv): HttpLimits {
  return {
    maxConnections: env.HTTP_MAX_CONNECTIONS ?? 10_000,
    connectionsPerIp: env.HTTP_CONNECTIONS_PER_IP ?? 128,
    headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS ?? 10_000,
    requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS ?? 60_000,
    bodyMinBytesPerSecond: env.HTTP_BODY_MIN_BYTES_PER_SECOND ?? 64 * 1024,
    keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS ?? 5000,
    drainTimeoutMs: env.SHUTDOWN_DRAIN_MS ?? 10_000,
  };
}

/** What one signed-in user may store through the upload endpoint. */
export interface StorageLimits {
  /** Bytes of uploaded files one user may keep. Default 1 073 741 824 (1 GiB). */
  userQuotaBytes: number;
  /** Uploads one user may start per minute. Default 30. */
  userUploadsPerMinute: number;
}

function toStorageLimits(env: ParsedEnv): StorageLimits {
  return {
    userQuotaBytes: env.STORAGE_USER_QUOTA_BYTES ?? 1024 * 1024 * 1024,
    userUploadsPerMinute: env.STORAGE_USER_UPLOADS_PER_MINUTE ?? 30,
  };
}

/** Caps that keep one realtime caller to a small share of memory and CPU. */
export interface RealtimeLimits {
  /** Largest message: a WebSocket frame, or an HTTP publish body, in bytes. Default 65 536 (64 KB). */
  maxMessageBytes: number;
  /** Deepest nesting of a message's data or metadata. Default 32. */
  maxJsonDepth: number;
  /** Presence metadata of one subscription, as JSON, in bytes. Default 2048. */
  maxPresenceBytes: number;
  /** Frames one socket may send per second, with a burst of twice that. Default 50. */
  framesPerSecond: number;
  /** Publishes per second per socket, with a burst of twice that. Default 10. */
  socketPublishesPerSecond: number;
  /** Publishes per second per IP, WebSocket and HTTP together, with a burst of twice that (service key exempt). Default 20. */
  ipPublishesPerSecond: number;
  /** Open sockets per IP (handshakes under way included). Default 20. */
  connectionsPerIp: number;
  /** Open sockets in all. Default 10 000. */
  maxConnections: number;
  /** Channels one socket may join. Default 100. */
  channelsPerSocket: number;
  /** Message history kept in all, in bytes of JSON; the least recently used channel loses its oldest first. Default 64 MiB. */
  historyMaxBytes: number;
  /** Message history kept per channel, in bytes of JSON; its oldest messages go first. Default 1 MiB. */
  historyChannelMaxBytes: number;
  /** Unsent bytes queued for one socket before it is closed as a slow consumer. Default 1 MiB. */
  maxBufferedBytes: number;
  /** How often open sockets re-check that their session is still signed in, in ms. Default 10 000. */
  sessionCheckMs: number;
}

function toRealtimeLimits(env: ParsedEnv): RealtimeLimits {
  return {
    maxMessageBytes: env.REALTIME_MAX_MESSAGE_BYTES ?? 64 * 1024,
    maxJsonDepth: env.REALTIME_MAX_JSON_DEPTH ?? 32,
    maxPresenceBytes: env.REALTIME_MAX_PRESENCE_BYTES ?? 2048,
    framesPerSecond: env.REALTIME_FRAMES_PER_SECOND ?? 50,
    socketPublishesPerSecond: env.REALTIME_SOCKET_PUBLISHES_PER_SECOND ?? 10,
    ipPublishesPerSecond: env.REALTIME_IP_PUBLISHES_PER_SECOND ?? 20,
    connectionsPerIp: env.REALTIME_CONNECTIONS_PER_IP ?? 20,
    maxConnections: env.REALTIME_MAX_CONNECTIONS ?? 10_000,
    channelsPerSocket: env.REALTIME_CHANNELS_PER_SOCKET ?? 100,
    historyMaxBytes: env.REALTIME_HISTORY_MAX_BYTES ?? 64 * 1024 * 1024,
    historyChannelMaxBytes: env.REALTIME_HISTORY_CHANNEL_MAX_BYTES ?? 1024 * 1024,
    maxBufferedBytes: env.REALTIME_MAX_BUFFERED_BYTES ?? 1024 * 1024,
    sessionCheckMs: env.REALTIME_SESSION_CHECK_MS ?? 10_000,
  };
}

/** Auth settings; their own parser's refusals (an OIDC provider without a client id…) become ConfigErrors too. */
function toAuthConfig(env: Env): AuthConfig {
  try {
    return parseAuthConfig(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

/**
 * Parses the environment into a Config; a variable without the accepted form throws a ConfigError naming it.
 * Creates DATA_DIR when needed.
 */
export function loadConfig(rawEnv: Env = process.env): Config {
  const env = parseEnv(rawEnv);
  const auth = toAuthConfig(rawEnv);
  const port = env.PORT ?? 3000;
  const dataDir = resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // The default folder is the server's own (earlier versions created it 0755); a named one may be shared on purpose.
  if (!env.DATA_DIR) keepPrivate(dataDir);
  const databaseUrl = env.DATABASE_URL ?? `sqlite:${join(dataDir, 'logo-dna.sqlite')}`;
  const databaseKind = /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite';
  const storageUrl = env.STORAGE_URL ?? join(dataDir, 'storage');
  const storageKind = storageUrl.startsWith('s3://') ? 's3' : 'local';
  const secrets = loadSecrets(dataDir, env);
  const nodeEnv = env.NODE_ENV ?? 'development';
  const host = env.HOST ?? '0.0.0.0';
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    databaseKind,
    databaseSqlUrl: env.DATABASE_SQL_URL,
    storageUrl,
    storageKind,
    migrationsDir: env.MIGRATIONS_DIR ? resolve(env.MIGRATIONS_DIR) : undefined,
    projectId: env.PROJECT_ID ?? 'logo-dna',
    publicUrl: (env.PUBLIC_URL ?? defaultPublicUrl(host, port)).replace(/\/+$/, ''),
    serviceKey: secrets.serviceKey,
    jwtSecret: secrets.jwtSecret,
    generatedSecrets: secrets.generated,
    allowedRedirectOrigins: env.ALLOWED_REDIRECT_ORIGINS ?? [],
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Logo DNA <no-reply@localhost>',
    nodeEnv,
    devInbox: !env.SMTP_URL && nodeEnv !== 'production' && (env.NODE_ENV === 'development' || isLoopbackHost(host)),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : DEFAULT_LOG_LEVEL),
    webDistDir: resolve(env.WEB_DIST_DIR ?? join(SERVER_ROOT, '..', 'web', 'dist')),
    ai: {
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      textModel: env.AI_TEXT_MODEL,
      imageModel: env.AI_IMAGE_MODEL,
      speechModel: env.AI_SPEECH_MODEL,
      transcribeModel: env.AI_TRANSCRIBE_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS ?? 60_000,
      warmUp: env.AI_WARMUP ?? false,
      anonymousDailyQuota: env.AI_ANON_DAILY_QUOTA ?? 50,
      bodyLimitBytes: env.AI_BODY_LIMIT_BYTES ?? 512 * 1024,
      transcribeBodyLimitBytes: env.AI_TRANSCRIBE_BODY_LIMIT_BYTES ?? 36 * 1024 * 1024,
    },
    engineQueues: { designsPerCaller: env.ENGINE_QUEUE_PER_CALLER ?? 6, kitsPerCaller: env.KIT_QUEUE_PER_CALLER ?? 2 },
    engineRecycleAfterTasks: env.ENGINE_RECYCLE_AFTER_TASKS ?? 400,
    realtimePublicChannels: env.REALTIME_PUBLIC_CHANNELS ?? [],
    realtime: toRealtimeLimits(env),
    dataAllowHosts: env.DATA_ALLOW_HOSTS ?? [],
    trustProxy: env.TRUST_PROXY ?? false,
    analytics: toAnalyticsLimits(env),
    notifications: toNotificationLimits(env),
    jsonMaxDepth: env.JSON_MAX_DEPTH ?? 64,
    storageLimits: toStorageLimits(env),
    chromiumPath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    extract: toExtractorOptions(env),
    screenshotEgress: toScreenshotEgress(env),
    screenshots: toScreenshotLimits(env),
    auth,
    http: toHttpLimits(env),
  };
}
