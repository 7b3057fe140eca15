/** Validates one analytics event (spec §3 fields plus flat custom fields) into a row to store. */

/** The eight channels of spec §9. */
const CHANNELS = ['Paid Search', 'Email', 'Social', 'Referral', 'Display', 'Affiliate', 'Organic Search', 'Direct'] as const;

const STANDARD = new Set([
  'type',
  'timestamp',
  'project_id',
  'user_id',
  'user_email',
  'session_id',
  'pathname',
  'referrer',
  'screen_width',
  'channel',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
]);
const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

export interface EventRow {
  type: string;
  occurredAt: string;
  userId: string | null;
  sessionId: string | null;
  pathname: string | null;
  referrer: string | null;
  screenWidth: number | null;
  channel: string;
  utm: Record<(typeof UTM)[number], string | null>;
  properties: string;
  /** Size of the event as JSON, what the per-IP and daily byte caps count. */
  bytes: number;
}

export class EventError extends Error {}

/** An event over the size cap (413 rather than 400). */
export class EventTooLargeError extends EventError {}

function optionalText(event: Record<string, unknown>, key: string, max: number): string | null {
  const value = event[key];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > max) throw new EventError(`${key} must be a string of at most ${max} characters`);
  return value;
}

/**
 * Parses one event of at most `maxBytes` as JSON. The user id is never taken from the event: it is the
 * caller's (signed-in) id or null. The email is not stored at all; it is personal data the summaries do
 * not need.
 */
export function parseEvent(raw: unknown, userId: string | null, now: Date, maxBytes: number): EventRow {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new EventError('each event must be an object');
  const event = raw as Record<string, unknown>;
  const bytes = Buffer.byteLength(JSON.stringify(event));
  if (bytes > maxBytes) throw new EventTooLargeError(`event is larger than ${maxBytes} bytes`);
  const type = event.type;
  if (typeof type !== 'string' || !/^[\w.:-]{1,64}$/.test(type)) throw new EventError('type must be 1-64 letters, digits or ._:-');
  let occurredAt = now.toISOString();
  if (event.timestamp !== undefined) {
    const parsed =
      typeof event.timestamp === 'string' || typeof event.timestamp === 'number' ? new Date(event.timestamp) : new Date(Number.NaN);
    if (Number.isNaN(parsed.getTime())) throw new EventError('timestamp must be an ISO date');
    // A client clock far in the future is clamped to the receive time.
    occurredAt = (parsed.getTime() > now.getTime() + 5 * 60_000 ? now : parsed).toISOString();
  }
  const channel = event.channel ?? 'Direct';
  if (typeof channel !== 'string' || !(CHANNELS as readonly string[]).includes(channel))
    throw new EventError(`channel must be one of ${CHANNELS.join(', ')}`);
  const width = event.screen_width;
  if (width !== undefined && width !== null && (typeof width !== 'number' || !Number.isInteger(width) || width < 0 || width > 100_000)) {
    throw new EventError('screen_width must be a whole number of pixels');
  }
  const properties = Object.fromEntries(Object.entries(event).filter(([key]) => !STANDARD.has(key)));
  return {
    type,
    occurredAt,
    userId,
    sessionId: optionalText(event, 'session_id', 128),
    pathname: optionalText(event, 'pathname', 2048),
    referrer: optionalText(event, 'referrer', 2048),
    screenWidth: typeof width === 'number' ? width : null,
    channel,
    utm: Object.fromEntries(UTM.map((key) => [key, optionalText(event, key, 256)])) as EventRow['utm'],
    properties: JSON.stringify(properties),
    bytes,
  };
}
