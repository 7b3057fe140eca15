/**
 * Finds secrets anywhere inside a logged line, whatever field or parameter carries them: JWTs, the
 * service key, refresh and email-link tokens, bearer values and secret-named parameters, also when
 * URL-encoded once or more (a token inside a `redirect_url` inside a query string).
 */

export const REDACTED = '[REDACTED]';

/** `%XX` written once or encoded again (`%25XX`, `%2525XX`…). */
const encoded = (hex: string) => `%(?:25)*${hex}`;
/** The hex digits of an encoded character at the start of a run that follows a `%` (`3D` of `%3D`, `253D` of `%253D`). */
const ENCODED_PREFIX = /^(?:25)*[0-9A-Fa-f]{2}/;

/**
 * Every pattern matches in linear time, so a long logged string costs little: runs are taken whole
 * (`(?=(x+))\1` cannot backtrack) and judged in code rather than by alternations that would.
 */
const TOKEN_RUN = /[A-Za-z0-9_-]+/g;

/** Three base64url segments, the first a JSON header (`eyJ`); the signature may be empty (`alg: none`). */
const DOT = `(?:\\.|${encoded('2[Ee]')})`;
const JWT = new RegExp(
  `(?:(?<![A-Za-z0-9_-])|(?<=${encoded('[0-9A-Fa-f]{2}')}))eyJ(?=([A-Za-z0-9_-]*))\\1${DOT}(?=([A-Za-z0-9_-]+))\\2${DOT}(?=([A-Za-z0-9_-]*))\\3`,
  'g',
);

/** `Bearer <value>`, with the space written plain, as `+` or encoded. */
const BEARER = new RegExp(`(\\bBearer(?:\\s+|\\+|${encoded('20')}))[^\\s"'\\\\,;&]+`, 'gi');

/** A parameter's whole name and its `=`, plain or encoded. */
const PARAM_NAME = new RegExp(`(?<![\\w.-])(?=([\\w.-]+))\\1(?:=|${encoded('3[Dd]')})`, 'g');
/** A value runs to the next separator or quote, plain or encoded; a backslash ends it too (JSON escapes). */
const PARAM_VALUE = /(?:[^&#\s"'\\%]|%(?!(?:25)*(?:26|23|22|27)))+/y;
/** Names whose values are secret wherever they stand (as in logging.ts). */
const SECRET_WORD = /token|secret|passw|signature|credential|api_?key|nonce|otp/i;
/** Short names that are secret only as query parameters (`code=` in a sentence is an error code). */
const SHORT_SECRET_NAME = /^(code|state|key|sig|jwt|session)$/i;
/** `?`, `&`, `#` and `;`, plain and as the hex digits of their encoding. */
const QUERY_SEPARATORS = ['?', '&', '#', ';', '3F', '26', '23', '3B'];

/** The run without the hex digits of an encoded character that the run's `%` started. */
function withoutEncodedPrefix(run: string, text: string, offset: number): string {
  return offset > 0 && text[offset - 1] === '%' ? run.replace(ENCODED_PREFIX, '') : run;
}

/**
 * Whether a run of base64url characters is a token: the service key as config.ts generates it (`sk_` and
 * 32 characters) or a longer one with that prefix, or 256 random bits (43 characters, both cases), the
 * shape of refresh tokens and of reset, magic-link and confirmation tokens.
 */
function isTokenShaped(run: string): boolean {
  if (run.startsWith('sk_') && run.length >= 19) return true;
  return run.length === 43 && /[A-Z]/.test(run) && /[a-z]/.test(run);
}

function redactTokenRun(run: string, offset: number, text: string): string {
  const bare = withoutEncodedPrefix(run, text, offset);
  return isTokenShaped(bare) ? `${run.slice(0, run.length - bare.length)}${REDACTED}` : run;
}

function isSecretParam(run: string, text: string, offset: number): boolean {
  const name = withoutEncodedPrefix(run, text, offset);
  if (SECRET_WORD.test(name)) return true;
  if (!SHORT_SECRET_NAME.test(name)) return false;
  const before =
    name === run
      ? text.charAt(offset - 1)
      : run
          .slice(0, run.length - name.length)
          .slice(-2)
          .toUpperCase();
  return QUERY_SEPARATORS.includes(before);
}

/** Replaces the value of every secret-named parameter, at any depth of encoding. */
function redactParams(text: string): string {
  let out = '';
  let copied = 0;
  PARAM_NAME.lastIndex = 0;
  for (let name = PARAM_NAME.exec(text); name; name = PARAM_NAME.exec(text)) {
    if (!isSecretParam(name[1] ?? '', text, name.index)) continue;
    const valueStart = name.index + name[0].length;
    PARAM_VALUE.lastIndex = valueStart;
    const value = PARAM_VALUE.exec(text);
    if (!value) continue;
    out += `${text.slice(copied, valueStart)}${REDACTED}`;
    copied = valueStart + value[0].length;
    PARAM_NAME.lastIndex = copied;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every form a known secret may take in a log line: as it is, JSON-escaped, URL-encoded once and twice. */
function literalPattern(secrets: readonly string[]): RegExp | undefined {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (secret.length < 8) continue;
    const once = encodeURIComponent(secret);
    for (const form of [secret, JSON.stringify(secret).slice(1, -1), once, encodeURIComponent(once)]) forms.add(escapeRegExp(form));
  }
  return forms.size === 0 ? undefined : new RegExp([...forms].sort((a, b) => b.length - a.length).join('|'), 'g');
}

/**
 * Returns a redactor for logged text. `secrets` are values known to this server (its service key, its
 * JWT secret), redacted in whatever shape they were set; the patterns above catch the rest.
 */
export function createSecretRedactor(secrets: readonly string[] = []): (text: string) => string {
  const literals = literalPattern(secrets);
  return (text) => {
    let out = literals ? text.replace(literals, REDACTED) : text;
    out = out.replace(JWT, REDACTED).replace(BEARER, `$1${REDACTED}`);
    out = out.replace(TOKEN_RUN, redactTokenRun);
    return redactParams(out);
  };
}
