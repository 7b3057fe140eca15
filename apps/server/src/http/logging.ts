/**
 * The server's pino logger. Request URLs are logged with the values of secret query parameters
 * replaced (hosted sign-in hand-backs, realtime sockets and links carry tokens there), token and
 * password fields are redacted wherever a log line serialises them, and every line is searched for
 * secrets inside any string before it is written (log-redaction.ts).
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import { createSecretRedactor, REDACTED } from './log-redaction';

export { REDACTED };

/** Object fields whose values are secrets, at any depth up to four levels (headers included). */
const SECRET_FIELDS = [
  'access_token',
  'refresh_token',
  'id_token',
  'token',
  'magic_token',
  'password',
  'newPassword',
  'oldPassword',
  'code_verifier',
  'client_secret',
  'clientSecret',
  'apiKey',
  'serviceKey',
  'jwtSecret',
  'authorization',
  'cookie',
  '["set-cookie"]',
  '["x-api-key"]',
];

/** `code` and `state` are error codes or plain words elsewhere, so they are redacted only inside a logged query or body. */
const REQUEST_PART_FIELDS = ['code', 'state'];

const REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
  ...REQUEST_PART_FIELDS.flatMap((field) => ['query', 'body'].flatMap((part) => [`${part}.${field}`, `*.${part}.${field}`])),
];

/** Query parameter names whose values are never logged (matched case-insensitively, after decoding). */
const SECRET_PARAM = /token|secret|passw|signature|credential|api_?key|nonce|otp|^(code|state|key|sig|jwt|session)$/i;
/** A value shaped like a JWT is redacted whatever its parameter is called. */
const JWT_VALUE = /^eyJ[\w-]*\.[\w-]*\./;

function decodeComponent(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** `/path?access_token=abc&tab=2` → `/path?access_token=[REDACTED]&tab=2`. The path is kept as it is. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = decodeComponent(pair.slice(0, equals));
      const value = decodeComponent(pair.slice(equals + 1));
      return SECRET_PARAM.test(name) || JWT_VALUE.test(value) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    });
  return `${url.slice(0, start)}?${pairs.join('&')}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer with the URL's secret query values replaced. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export interface LoggerOptions {
  level: string;
  /** Where lines go; stdout when omitted (tests pass a buffer). */
  destination?: DestinationStream;
  /** Values this server knows are secret (its service key, its JWT secret): never written, whatever their shape. */
  secrets?: readonly string[];
}

export function createLogger(options: LoggerOptions): Logger {
  return pino(
    {
      level: options.level,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: { req: serializeRequest },
      // The whole line, so a secret inside a message, an error or any field's text is caught too.
      hooks: { streamWrite: createSecretRedactor(options.secrets) },
    },
    options.destination,
  );
}
