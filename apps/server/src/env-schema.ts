/**
 * The environment the server reads, as one schema: each variable's accepted form, checked before anything starts.
 * A bad value is a ConfigError whose one-line message names the variable and what it accepts (main.ts prints it).
 */
import * as v from 'valibot';

type Env = Record<string, string | undefined>;

/** A variable whose value does not have the form the schema accepts. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** A whole number in [min, max] (digits only: `80x`, `5s`, `1e3` and `-1` are refused). */
function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER, unit = '') {
  const accepts =
    max === Number.MAX_SAFE_INTEGER ? `a whole number${unit} of at least ${min}` : `a whole number${unit} from ${min} to ${max}`;
  return v.pipe(v.string(), v.regex(/^\d+$/, accepts), v.transform(Number), v.minValue(min, accepts), v.maxValue(max, accepts));
}

const ms = (min = 1) => wholeNumber(min, Number.MAX_SAFE_INTEGER, ' of milliseconds');
const bytes = (min = 1) => wholeNumber(min, Number.MAX_SAFE_INTEGER, ' of bytes');
const count = (min = 1) => wholeNumber(min);

function oneOf<const T extends readonly string[]>(values: T) {
  return v.picklist(values, `one of ${values.join(', ')}`);
}

/** `true` or `false`: `1` is refused, because for TRUST_PROXY it would read as a hop count it does not mean. */
const trueFalse = v.pipe(
  oneOf(['true', 'false'] as const),
  v.transform((value) => value === 'true'),
);

/** An http(s) URL: an origin, optionally with a path. */
function httpUrl(accepts: string) {
  return v.pipe(
    v.string(),
    v.check((value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, accepts),
  );
}

function urlWithScheme(schemes: readonly string[], accepts: string) {
  return v.pipe(
    v.string(),
    v.check((value) => schemes.some((scheme) => value.startsWith(`${scheme}://`)), accepts),
  );
}

/** `postgres://…`, `sqlite:<file>` or a plain file path; any other scheme (mysql://, mongodb://…) is refused. */
const databaseUrl = v.pipe(
  v.string(),
  v.check(
    (value) => /^postgres(ql)?:\/\//.test(value) || value.startsWith('sqlite:') || !/^[a-z][a-z0-9+.-]*:\/\//i.test(value),
    'postgres://…, postgresql://…, sqlite:<file> or a file path',
  ),
);

/** A folder path or `s3://bucket…`; another scheme is refused rather than taken for a folder named `gs:`. */
const storageUrl = v.pipe(
  v.string(),
  v.check((value) => value.startsWith('s3://') || !/^[a-z][a-z0-9+.-]*:\/\//i.test(value), 's3://bucket?… or a folder path'),
);

const rateRule = String.raw`\s*\d+\s*/\s*\d+\s*`;
const authRateLimit = v.pipe(
  v.string(),
  v.regex(new RegExp(`^${rateRule},${rateRule}$`), '<perIp>/<seconds>,<perAddress>/<seconds>, e.g. 30/300,10/300'),
);

const commaList = v.pipe(
  v.string(),
  v.transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
);

const originList = v.pipe(
  commaList,
  v.check(
    (items) =>
      items.every((item) => {
        try {
          return new URL(item).origin === item;
        } catch {
          return false;
        }
      }),
    'a comma list of origins such as https://app.example.com (scheme, host and port only)',
  ),
);

/** Every variable the server reads, with its accepted form; unset and empty mean "use the default". */
const ENV_SCHEMA = v.object({
  PORT: v.optional(wholeNumber(0, 65_535)),
  HOST: v.optional(v.string()),
  DATA_DIR: v.optional(v.string()),
  DATABASE_URL: v.optional(databaseUrl),
  DATABASE_SQL_URL: v.optional(urlWithScheme(['postgres', 'postgresql'], 'postgres://… or postgresql://…')),
  STORAGE_URL: v.optional(storageUrl),
  MIGRATIONS_DIR: v.optional(v.string()),
  STORAGE_USER_QUOTA_BYTES: v.optional(bytes()),
  STORAGE_USER_UPLOADS_PER_MINUTE: v.optional(count()),
  PROJECT_ID: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'letters, digits, - and _ (at most 64)'))),
  PUBLIC_URL: v.optional(httpUrl('an http:// or https:// URL, e.g. https://logo.example.com')),
  SERVICE_KEY: v.optional(v.pipe(v.string(), v.minLength(16, 'at least 16 characters'))),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'at least 32 characters (256 bits for HS256)'))),
  ALLOWED_REDIRECT_ORIGINS: v.optional(originList),
  REDIS_URL: v.optional(urlWithScheme(['redis', 'rediss'], 'redis://… or rediss://…')),
  SMTP_URL: v.optional(urlWithScheme(['smtp', 'smtps'], 'smtp://… or smtps://…')),
  MAIL_FROM: v.optional(v.string()),
  NODE_ENV: v.optional(oneOf(['development', 'production', 'test'] as const)),
  LOG_LEVEL: v.optional(oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const)),
  WEB_DIST_DIR: v.optional(v.string()),
  AI_BASE_URL: v.optional(httpUrl('an http:// or https:// URL of an OpenAI-compatible API')),
  AI_API_KEY: v.optional(v.string()),
  AI_TEXT_MODEL: v.optional(v.string()),
  AI_IMAGE_MODEL: v.optional(v.string()),
  AI_SPEECH_MODEL: v.optional(v.string()),
  AI_TRANSCRIBE_MODEL: v.optional(v.string()),
  AI_TIMEOUT_MS: v.optional(ms()),
  AI_WARMUP: v.optional(
    v.pipe(
      oneOf(['1', '0', 'true', 'false'] as const),
      v.transform((value) => value === '1' || value === 'true'),
    ),
  ),
  AI_ANON_DAILY_QUOTA: v.optional(count(0)),
  AI_BODY_LIMIT_BYTES: v.optional(bytes()),
  AI_TRANSCRIBE_BODY_LIMIT_BYTES: v.optional(bytes()),
  ENGINE_QUEUE_PER_CALLER: v.optional(count()),
  KIT_QUEUE_PER_CALLER: v.optional(count()),
  ENGINE_RECYCLE_AFTER_TASKS: v.optional(count()),
  REALTIME_PUBLIC_CHANNELS: v.optional(commaList),
  REALTIME_MAX_MESSAGE_BYTES: v.optional(bytes()),
  REALTIME_MAX_JSON_DEPTH: v.optional(count()),
  REALTIME_MAX_PRESENCE_BYTES: v.optional(bytes()),
  REALTIME_FRAMES_PER_SECOND: v.optional(count()),
  REALTIME_SOCKET_PUBLISHES_PER_SECOND: v.optional(count()),
  REALTIME_IP_PUBLISHES_PER_SECOND: v.optional(count()),
  REALTIME_CONNECTIONS_PER_IP: v.optional(count()),
  REALTIME_MAX_CONNECTIONS: v.optional(count()),
  REALTIME_CHANNELS_PER_SOCKET: v.optional(count()),
  REALTIME_HISTORY_MAX_BYTES: v.optional(bytes()),
  REALTIME_HISTORY_CHANNEL_MAX_BYTES: v.optional(bytes()),
  REALTIME_MAX_BUFFERED_BYTES: v.optional(bytes()),
  REALTIME_SESSION_CHECK_MS: v.optional(ms()),
  DATA_ALLOW_HOSTS: v.optional(commaList),
  TRUST_PROXY: v.optional(trueFalse),
  ANALYTICS_BATCHES_PER_MINUTE: v.optional(count()),
  ANALYTICS_MAX_BATCH_EVENTS: v.optional(count()),
  ANALYTICS_MAX_EVENT_BYTES: v.optional(bytes()),
  ANALYTICS_IP_EVENTS_PER_MINUTE: v.optional(count()),
  ANALYTICS_IP_BYTES_PER_MINUTE: v.optional(bytes()),
  ANALYTICS_IP_BYTES_PER_DAY: v.optional(bytes()),
  ANALYTICS_DAILY_EVENTS: v.optional(count()),
  ANALYTICS_DAILY_BYTES: v.optional(bytes()),
  NOTIFICATIONS_USER_MAILS_PER_HOUR: v.optional(count()),
  NOTIFICATIONS_RECIPIENT_MAILS_PER_HOUR: v.optional(count()),
  JSON_MAX_DEPTH: v.optional(count()),
  CHROMIUM_PATH: v.optional(v.string()),
  EXTRACT_THREADS: v.optional(count()),
  EXTRACT_TIMEOUT_MS: v.optional(ms()),
  EXTRACT_QUEUE_PER_CALLER: v.optional(count()),
  EXTRACT_MAX_INFLATED_BYTES: v.optional(bytes()),
  EXTRACT_MAX_PARTS: v.optional(count()),
  EXTRACT_MAX_PAGES: v.optional(count()),
  SCREENSHOT_EGRESS_MAX_BYTES: v.optional(bytes()),
  SCREENSHOT_EGRESS_IDLE_TIMEOUT_MS: v.optional(ms()),
  SCREENSHOT_RETENTION_HOURS: v.optional(count()),
  SCREENSHOT_MAX_PIXELS: v.optional(wholeNumber(10_000)),
  SCREENSHOT_MAX_BYTES: v.optional(bytes()),
  HTTP_MAX_CONNECTIONS: v.optional(count()),
  HTTP_CONNECTIONS_PER_IP: v.optional(count(0)),
  HTTP_HEADERS_TIMEOUT_MS: v.optional(ms()),
  HTTP_REQUEST_TIMEOUT_MS: v.optional(ms()),
  HTTP_BODY_MIN_BYTES_PER_SECOND: v.optional(bytes()),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: v.optional(ms()),
  SHUTDOWN_DRAIN_MS: v.optional(ms(0)),
  AUTH_RATE_LIMIT_SIGNIN: v.optional(authRateLimit),
  AUTH_RATE_LIMIT_SIGNUP: v.optional(authRateLimit),
  AUTH_RATE_LIMIT_RESET: v.optional(authRateLimit),
  AUTH_RATE_LIMIT_MAGIC: v.optional(authRateLimit),
  AUTH_RATE_LIMIT_VERIFY: v.optional(authRateLimit),
  AUTH_SIGNIN_SLOWDOWN_AFTER: v.optional(v.pipe(v.string(), v.regex(new RegExp(`^${rateRule}$`), '<attempts>/<seconds>, e.g. 10/900'))),
  AUTH_SIGNIN_SLOWDOWN_MS: v.optional(v.pipe(v.string(), v.regex(/^\s*\d+\s*,\s*\d+\s*$/, '<firstMs>,<maxMs>, e.g. 500,10000'))),
  AUTH_REQUIRE_EMAIL_VERIFICATION: v.optional(trueFalse),
  AUTH_HASH_CONCURRENCY: v.optional(count()),
  OIDC_PROVIDERS: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => {
        try {
          return Array.isArray(JSON.parse(value));
        } catch {
          return false;
        }
      }, 'a JSON array of {name, issuer, clientId, clientSecret, scopes, label}'),
    ),
  ),
  GOOGLE_CLIENT_ID: v.optional(v.string()),
  GOOGLE_CLIENT_SECRET: v.optional(v.string()),
});

export type ParsedEnv = v.InferOutput<typeof ENV_SCHEMA>;

/** Variables whose values are never echoed in an error. */
const SECRET = /KEY|SECRET|PASSWORD|TOKEN/;

function shown(name: string, value: unknown): string {
  if (SECRET.test(name)) return '(hidden)';
  // A password inside a URL stays out of the message.
  const text = String(value).replace(/(\/\/[^:@/]*):[^@/]*@/, '$1:…@');
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/**
 * Parses the environment: unset and empty variables are left out, every other known variable must have its form.
 * Throws ConfigError with every bad variable on one line.
 */
export function parseEnv(env: Env): ParsedEnv {
  const present: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined && value !== '') present[name] = value;
  const result = v.safeParse(ENV_SCHEMA, present);
  if (result.success) return result.output;
  const problems = new Map<string, string>();
  for (const issue of result.issues) {
    const name = String(issue.path?.[0]?.key ?? '?');
    if (!problems.has(name)) problems.set(name, `${name}=${shown(name, present[name])} is not accepted: expected ${issue.message}`);
  }
  throw new ConfigError([...problems.values()].join('; '));
}
