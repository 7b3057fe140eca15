/**
 * Every error code the server sends, with the HTTP status it is sent with and what it means: the one catalogue.
 * `ErrorCode` is its keys, so a code that is not here is a type error where the server raises it, and
 * docs/errors.md is generated from it (tools/error-catalogue.ts).
 */

/** An HTTP status an error is answered with. */
export type ErrorHttpStatus =
  | 400
  | 401
  | 403
  | 404
  | 405
  | 406
  | 408
  | 409
  | 410
  | 411
  | 413
  | 414
  | 415
  | 416
  | 422
  | 429
  | 431
  | 499
  | 500
  | 501
  | 502
  | 503
  | 504;

export interface ErrorCodeEntry {
  /**
   * The HTTP status the code is answered with; null for a code that never travels as an HTTP answer (a realtime
   * frame's own refusal, the result a sign-in popup hands back).
   */
  readonly status: ErrorHttpStatus | null;
  /** Other statuses the same code is sent with, where one refusal has two answers (a quota of bytes 413, of counts 429). */
  readonly also?: readonly ErrorHttpStatus[];
  /** One line: what went wrong, in the caller's terms. */
  readonly meaning: string;
}

export const ERROR_CATALOGUE = {
  // The HTTP layer, shared by every feature.
  VALIDATION_ERROR: { status: 400, meaning: 'A request field is missing, of the wrong type or out of range; the message names it.' },
  BAD_REQUEST: { status: 400, meaning: 'The HTTP request itself is malformed (refused before it reached a route).' },
  REQUEST_ERROR: {
    status: 400,
    also: [405, 406, 408, 411, 414, 415, 416, 422, 431],
    meaning: "Another refusal of the HTTP layer, with the framework's own 4xx status.",
  },
  BODY_TOO_DEEP: { status: 400, meaning: 'The JSON body nests deeper than the server reads.' },
  UNAUTHORIZED: { status: 401, meaning: 'No valid credentials: sign in, or send a valid access token or the service key.' },
  FORBIDDEN: { status: 403, meaning: 'Signed in, but not allowed to do this (or not on this realtime channel).' },
  NOT_FOUND: { status: 404, meaning: 'No such route, project or resource.' },
  CONFLICT: { status: 409, meaning: 'The request conflicts with the current state of the resource.' },
  REQUEST_TIMEOUT: { status: 408, meaning: 'The request took too long to arrive.' },
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'The body (or an uploaded part) is larger than the endpoint takes.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, meaning: 'The body is in a content type the endpoint does not read.' },
  HEADERS_TOO_LARGE: { status: 431, meaning: 'The request line and headers together are larger than the server reads.' },
  URL_TOO_LONG: { status: 431, meaning: 'The request line alone is larger than the server reads.' },
  RATE_LIMITED: {
    status: 429,
    meaning: 'Too many requests, sign-in attempts, mails or realtime messages in a short time; `Retry-After` says when to retry.',
  },
  QUOTA_EXCEEDED: {
    status: 429,
    also: [413],
    meaning: 'A per-user or per-day allowance is used up: 413 for stored bytes, 429 for counts (generations, analytics events).',
  },
  CLIENT_CLOSED: { status: 499, meaning: 'The caller went away before the answer was ready (logged, seldom seen).' },
  INTERNAL_ERROR: { status: 500, meaning: 'A fault on the server; the message carries no detail, the log has it.' },
  NOT_IMPLEMENTED: { status: 501, meaning: 'The server has no way to do this as configured.' },
  TIMEOUT: { status: 504, meaning: 'An upstream (the AI provider, a fetched page) did not answer in time.' },

  // Auth (spec §8, protocol.md §4.8).
  INVALID_CREDENTIALS: { status: 401, meaning: 'The email or password is wrong.' },
  TOKEN_EXPIRED: {
    status: 401,
    also: [410],
    meaning: 'The session or access token has expired or was signed out (401); a password reset link is used or expired (410).',
  },
  EMAIL_NOT_VERIFIED: { status: 403, meaning: 'The address must be verified before this account signs in with a password.' },
  USER_NOT_FOUND: {
    status: 404,
    also: [401],
    meaning: 'No account uses this address (404), or the signed-in account no longer exists (401).',
  },
  EMAIL_ALREADY_EXISTS: { status: 409, meaning: 'An account with this address already exists.' },
  EMAIL_ALREADY_VERIFIED: { status: 400, meaning: 'The address is already verified.' },
  WEAK_PASSWORD: { status: 400, meaning: 'The password is too short, too common or contains the address.' },
  INVALID_EMAIL: { status: 400, meaning: 'The text is not an email address the server accepts.' },
  INVALID_REDIRECT_URL: { status: 400, meaning: 'redirect_url is not an allowed return address for this server.' },
  MAGIC_LINK_EXPIRED: { status: 410, meaning: 'The magic link is unknown, used or expired.' },
  VERIFICATION_FAILED: { status: 400, also: [410], meaning: 'The verification link is unknown, used or expired (410).' },
  NETWORK_ERROR: { status: null, meaning: 'Sign-in with a provider could not reach it (a popup result; the SDK also raises it offline).' },
  POPUP_CANCELED: { status: null, meaning: 'The user closed or cancelled the provider sign-in (a popup result).' },
  AUTH_TIMEOUT: { status: null, meaning: 'The sign-in popup gave no answer in time (raised by the SDK).' },
  REDIRECT_FAILED: { status: null, meaning: 'The sign-in redirect could not be completed (raised by the SDK).' },
  PROVIDER_NOT_CONFIGURED: { status: null, meaning: 'The hosted sign-in page was asked for a provider this server has no settings for.' },

  // AI and the design engine.
  AI_PROVIDER_NOT_CONFIGURED: { status: 501, meaning: 'No AI provider is configured for this capability; the message names the settings.' },
  AI_ERROR: {
    status: 502,
    also: [503],
    meaning: 'The AI provider failed, refused the credentials or answered with nothing usable (503 when it is rate limited).',
  },
  DESIGNER_NOT_FOUND: { status: 400, meaning: 'The brief names a designer the engine does not have.' },
  INVALID_BRIEF: { status: 400, meaning: 'No logo can be drawn from the brief (control characters, nothing drawable).' },
  BRIEF_FIELD_TOO_LONG: { status: 400, meaning: 'A brief field is longer than its limit; `details` name the field and the limit.' },
  INVALID_EDITS: { status: 400, meaning: 'An editor change the engine cannot draw: unknown font or icon, bad hex, a number out of range.' },
  INVALID_CONTACT: {
    status: 400,
    meaning:
      'A field of Your details is not one a card can print (an email or web address of the wrong shape, a phone with letters, over its limit); `details` name the field.',
  },
  QUALITY_FAILED: { status: 422, meaning: 'The engine could not draw a design that passes its own quality checks for this brief.' },
  ENGINE_BUSY: { status: 429, meaning: 'The caller already has as much engine work queued as one caller may; `Retry-After` says when.' },
  ENGINE_UNAVAILABLE: { status: 503, meaning: 'The worker doing the engine work was stopped before it answered; retry shortly.' },

  // Storage.
  INVALID_PATH: { status: 400, meaning: 'The file path is empty, too long or has a segment the store refuses.' },
  FILE_EXISTS: { status: 409, meaning: 'A file exists at this path; upload with upsert to overwrite it.' },
  FILE_NOT_FOUND: { status: 404, meaning: 'No file at this path (or its link has expired).' },
  FILE_TOO_LARGE: { status: 413, meaning: 'The file is larger than 50 MB.' },
  RANGE_NOT_SATISFIABLE: { status: 416, meaning: 'The requested byte range (or page range of a table read) lies outside the content.' },

  // Data: fetch, scrape, extraction, screenshots, search.
  INVALID_URL: { status: 400, meaning: 'The URL is not an http(s) URL the server fetches.' },
  BLOCKED_ADDRESS: { status: 400, meaning: 'The URL leads to a private, loopback or otherwise blocked address.' },
  TOO_MANY_REDIRECTS: { status: 400, meaning: 'The page redirected more times than the server follows.' },
  RESPONSE_TOO_LARGE: { status: 502, meaning: 'The fetched page is larger than the server reads.' },
  FETCH_FAILED: { status: 502, meaning: 'The page could not be fetched.' },
  UNSUPPORTED_TYPE: { status: 415, meaning: 'The content is of a kind this call does not read (not HTML, PDF, DOCX or text).' },
  FILE_REQUIRED: { status: 400, meaning: 'The call needs a document: a multipart "file" or base64 "content".' },
  INVALID_CHUNK_SIZE: { status: 400, meaning: 'chunkSize is not a whole number from 100 to 100000.' },
  UNREADABLE_DOCUMENT: { status: 422, meaning: 'The document is damaged or not what its type says.' },
  DOCUMENT_TOO_LARGE: { status: 413, meaning: 'The document inflates to more bytes, or needs more memory, than a document may use.' },
  TOO_MANY_PARTS: { status: 413, meaning: 'The document has more parts (streams, entries) than the reader opens.' },
  TOO_MANY_PAGES: { status: 413, meaning: 'The document has more pages than the reader reads.' },
  EXTRACT_TIMEOUT: { status: 422, meaning: 'The document was still being read when its time ran out.' },
  TOO_MANY_EXTRACTIONS: { status: 429, meaning: 'Too many documents are being read for this caller at once.' },
  VIEWPORT_TOO_LARGE: { status: 400, meaning: 'The screenshot viewport has more pixels than the server renders.' },
  SCREENSHOT_TOO_LARGE: { status: 413, meaning: 'The screenshot came out larger than the server stores.' },
  SCREENSHOT_FAILED: { status: 502, meaning: 'The page could not be loaded for a screenshot.' },
  SCREENSHOT_UNAVAILABLE: { status: 501, meaning: 'Screenshots need Chromium on the server.' },
  SEARCH_NOT_CONFIGURED: { status: 501, meaning: 'Web search needs a search provider; none is configured.' },

  // Notifications (email).
  INVALID_ADDRESS: { status: 400, meaning: 'An address field holds something that is not an email address.' },
  INVALID_SUBJECT: { status: 400, meaning: 'The subject has a line break or is too long.' },
  TOO_MANY_RECIPIENTS: { status: 400, meaning: 'More recipients across to, cc and bcc than one mail may have.' },
  BODY_TOO_LARGE: { status: 400, meaning: 'The mail text or HTML is larger than 512 KB.' },
  ATTACHMENTS_NOT_SUPPORTED: { status: 400, meaning: 'This server sends no attachments.' },
  FORBIDDEN_SENDER: { status: 403, meaning: 'Only the service key may set the sender address.' },
  SENDER_NOT_VERIFIED: { status: 403, meaning: 'A user must verify their address before sending mail.' },
  RECIPIENT_NOT_ALLOWED: { status: 403, meaning: 'A user may only mail their own verified address.' },
  REPLY_TO_NOT_ALLOWED: { status: 403, meaning: "A user's Reply-To may only be their own verified address." },
  EMAIL_SEND_FAILED: { status: 502, meaning: 'The mail server did not accept the message.' },

  // Analytics.
  INVALID_EVENTS: { status: 400, meaning: 'events is not a non-empty array.' },
  INVALID_EVENT: { status: 400, meaning: 'An event is not an object with a type, or has a field of the wrong kind.' },
  TOO_MANY_EVENTS: { status: 413, meaning: 'More events in one request than the endpoint takes.' },
  EVENT_TOO_LARGE: { status: 413, meaning: 'One event is larger than the endpoint stores.' },
  INVALID_RANGE: { status: 400, meaning: 'A from/to or start/end bound is not a date or message id.' },

  // Logo systems.
  INVALID_ID: { status: 400, meaning: 'The id is not a logo system id.' },

  // Realtime (HTTP publish and history, and the WebSocket's error frames).
  INVALID_CHANNEL: { status: 400, meaning: 'The channel name is empty, too long or has characters outside letters, digits and :._-@/.' },
  INVALID_TYPE: { status: 400, meaning: 'The message type is empty or longer than 64 characters.' },
  INVALID_METADATA: { status: 400, meaning: 'metadata is not an object.' },
  PRESENCE_TOO_LARGE: { status: 400, meaning: 'The presence metadata has too many keys or bytes.' },
  TOO_DEEP: { status: 400, meaning: 'The message data or metadata nests deeper than the server relays.' },
  TOO_MANY_CHANNELS: { status: 400, meaning: 'One connection subscribed to more channels than it may.' },
  INVALID_FRAME: { status: null, meaning: 'A realtime frame is not a JSON object with a string "type".' },
  UNKNOWN_FRAME: { status: null, meaning: 'A realtime frame has a type the server does not know.' },
  SERVER_ERROR: { status: null, meaning: 'A realtime frame failed on the server (the log has the cause).' },

  // The REST (PostgREST-style) table API and raw SQL.
  PROJECT_NOT_FOUND: { status: 404, meaning: "The project id in the path is not this server's project." },
  TABLE_NOT_FOUND: { status: 404, meaning: 'No table of that name is served.' },
  UNKNOWN_COLUMN: { status: 400, meaning: 'A column named in the query or body is not in the table.' },
  INVALID_FILTER: { status: 400, meaning: 'A filter could not be read (operator, value or syntax).' },
  FILTER_REQUIRED: { status: 400, meaning: 'An update or delete without a filter would touch every row; add one.' },
  INVALID_LOGIC_FILTER: { status: 400, meaning: 'An and/or group could not be read.' },
  INVALID_VALUE: { status: 400, meaning: 'A value does not fit its column, or a filter operand is one the database refuses.' },
  INVALID_SELECT: { status: 400, meaning: 'select lists something that is not a column.' },
  INVALID_ORDER: { status: 400, meaning: 'order is not column[.asc|.desc][.nullsfirst|.nullslast], comma-separated.' },
  INVALID_LIMIT: { status: 400, meaning: 'limit is not a whole number in range.' },
  INVALID_OFFSET: { status: 400, meaning: 'offset is not a whole number in range.' },
  INVALID_CURSOR: { status: 400, meaning: 'The paging cursor is not one the server issued for this table.' },
  INVALID_ON_CONFLICT: { status: 400, meaning: 'on_conflict names columns with no unique constraint over them.' },
  INVALID_POLICY: { status: 400, meaning: 'A table declaration has a -- @policy directive the server cannot apply.' },
  INVALID_BODY: { status: 400, meaning: 'The body is not the JSON (or the statements) this call takes.' },
  INVALID_PREFERENCE: { status: 400, meaning: 'A Prefer header value is not one the server reads.' },
  PAGE_SIZE_EXCEEDED: { status: 400, meaning: 'limit asks for more rows than one page holds.' },
  QUERY_TOO_LONG: { status: 400, meaning: 'The query string is longer than the server reads.' },
  FILTER_TOO_LONG: { status: 400, meaning: 'One filter value is longer than the server reads.' },
  REGEX_TOO_LONG: { status: 400, meaning: 'A regular expression filter is longer than the server compiles.' },
  REGEX_SUBJECT_TOO_LONG: { status: 400, meaning: 'A stored value is too long to match with a regular expression filter.' },
  TOO_MANY_FILTERS: { status: 400, meaning: 'More filter expressions in one request than the server reads.' },
  IN_LIST_TOO_LONG: { status: 400, meaning: 'An in.(…) list has more values than the server reads.' },
  NESTING_TOO_DEEP: { status: 400, meaning: 'and/or groups nest deeper than the server reads.' },
  TOO_MANY_ORDER_TERMS: { status: 400, meaning: 'order has more terms than the server reads.' },
  TOO_MANY_ROWS: { status: 413, meaning: 'More rows in one insert than the server writes at once.' },
  TOO_MANY_AFFECTED: { status: 400, meaning: 'The write would touch more rows than the request allows (Prefer: max-affected).' },
  OWNER_MISMATCH: { status: 403, meaning: "A row's owner column must be the signed-in user." },
  ROW_NOT_OWNED: { status: 403, meaning: 'A row with this key belongs to someone else.' },
  DUPLICATE_KEY: { status: 409, meaning: 'A row with this key already exists.' },
  CONSTRAINT_VIOLATION: { status: 400, meaning: 'The row breaks a table constraint (not null, check, foreign key).' },
  SERVICE_KEY_REQUIRED: { status: 403, meaning: 'Only the service key may do this (raw SQL, writing server-written tables).' },
  NOT_ACCEPTABLE: { status: 406, meaning: 'The Accept header asks for a representation the server does not produce.' },
  NOT_SINGULAR: { status: 406, meaning: 'One object was asked for, but the query matched none or several rows.' },
  UNKNOWN_SCHEMA: { status: 406, meaning: 'The Accept-Profile or Content-Profile names a schema the server does not serve.' },
  SQL_ERROR: { status: 400, meaning: 'The database refused a raw SQL statement; the message is its first line.' },
  STATEMENT_TIMEOUT: { status: 400, meaning: 'A statement ran past its time limit and was cancelled.' },
  TOO_MANY_STATEMENTS: { status: 400, meaning: 'A batch holds more statements than the server runs at once.' },
  STATEMENT_NOT_ALLOWED: {
    status: 400,
    meaning: 'A raw SQL statement controls transactions or reaches files or settings; `details` name the statement.',
  },
  SQL_UNAVAILABLE: { status: 503, meaning: 'Raw SQL cannot run right now (its runner is not available).' },
  // Shared shortlist polls.
  POLL_NOT_FOUND: { status: 404, meaning: 'The poll link names no poll (a wrong or mistyped link).' },
  POLL_REVOKED: { status: 410, meaning: 'The owner turned the poll link off.' },
  POLL_CLOSED: { status: 409, meaning: 'The owner closed the poll: it can be seen but takes no more votes or comments.' },
  INVALID_POLL: {
    status: 400,
    meaning: 'A poll the server cannot take: no entries, too many, a field too long, an unsafe SVG.',
  },
  INVALID_VOTE: { status: 400, meaning: 'A vote for a direction that is not in the poll.' },
  INVALID_COMMENT: { status: 400, meaning: 'An empty comment, one too long, or one with control characters.' },
  COMMENT_LIMIT: { status: 429, meaning: 'The visitor has left as many comments as one visitor may.' },
  POLL_LIMIT: { status: 409, meaning: 'The account has as many open polls as one account may.' },
} as const satisfies Record<string, ErrorCodeEntry>;

/** Every error code the server sends. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

type Entry<C extends ErrorCode> = (typeof ERROR_CATALOGUE)[C];

/** The HTTP statuses code `C` is answered with (none for a code that never travels as an HTTP answer). */
export type ErrorStatus<C extends ErrorCode> = C extends ErrorCode
  ? Exclude<Entry<C>['status'], null> | (Entry<C> extends { also: readonly (infer S)[] } ? S : never)
  : never;

/** The codes answered as HTTP errors (every code but a realtime frame's own and a sign-in popup's results). */
export type HttpErrorCode = { [C in ErrorCode]: [ErrorStatus<C>] extends [never] ? never : C }[ErrorCode];

/** The codes that may be answered with status `S`. */
export type ErrorCodeFor<S extends ErrorHttpStatus> = { [C in ErrorCode]: S extends ErrorStatus<C> ? C : never }[ErrorCode];

/** Each code as a constant (`ERROR_CODES.NOT_FOUND === 'NOT_FOUND'`), for code that names one. */
export const ERROR_CODES = Object.fromEntries(Object.keys(ERROR_CATALOGUE).map((code) => [code, code])) as {
  readonly [C in ErrorCode]: C;
};

/** True for a code in the catalogue. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

/** The status a code is answered with when the caller does not pick one of its others. */
export function errorStatusOf<C extends HttpErrorCode>(code: C): ErrorStatus<C> {
  const { status } = ERROR_CATALOGUE[code] as ErrorCodeEntry;
  if (status === null) throw new Error(`${code} is not an HTTP answer`);
  return status as ErrorStatus<C>;
}

/** True when `status` is one the catalogue gives `code`. */
export function isErrorStatusOf<C extends ErrorCode>(code: C, status: number): status is ErrorStatus<C> {
  const entry = ERROR_CATALOGUE[code] as ErrorCodeEntry;
  return entry.status === status || (entry.also ?? []).includes(status as ErrorHttpStatus);
}
