/** Analytics helpers: traffic channel from UTM medium or referrer, UTM fields, and value truncation (spec §9). */

export const CHANNELS = ['Paid Search', 'Email', 'Social', 'Referral', 'Display', 'Affiliate', 'Organic Search', 'Direct'] as const;
export type Channel = (typeof CHANNELS)[number];

const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export type Utm = Record<(typeof UTM_FIELDS)[number], string | null>;

/** Longest string kept in an event; longer ones become 253 characters plus "...". */
const MAX_STRING_LENGTH = 256;

const MEDIUM_CHANNELS: Record<string, Channel> = {
  cpc: 'Paid Search',
  ppc: 'Paid Search',
  email: 'Email',
  social: 'Social',
  referral: 'Referral',
  display: 'Display',
  affiliate: 'Affiliate',
};

const SEARCH_HOSTS = /(^|\.)(google|bing|yahoo|duckduckgo|baidu|yandex|ecosia|qwant|startpage|search\.brave)\./;
const SOCIAL_HOSTS =
  /(^|\.)(facebook|fb|instagram|twitter|x|t|linkedin|lnkd|reddit|pinterest|tiktok|youtube|threads|mastodon|bsky)\.(com|co|net|in|app|social)$/;
const MAIL_HOSTS = /(^|\.)(mail\.google|outlook\.live|outlook\.office|mail\.yahoo|mail\.proton|proton|fastmail|mail\.aol)\./;

/** The channel: from `utm_medium` when it is a known medium, else from the referrer's host, else Direct. */
export function detectChannel(utmMedium: string | null, referrer: string | null, ownHost?: string): Channel {
  const medium = utmMedium?.toLowerCase();
  if (medium && MEDIUM_CHANNELS[medium]) return MEDIUM_CHANNELS[medium];
  if (!referrer) return 'Direct';
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return 'Direct';
  }
  // Navigation inside the site itself is not a referral.
  if (ownHost && host === ownHost.toLowerCase()) return 'Direct';
  if (MAIL_HOSTS.test(host)) return 'Email';
  if (SEARCH_HOSTS.test(host)) return 'Organic Search';
  if (SOCIAL_HOSTS.test(host)) return 'Social';
  return 'Referral';
}

/** The UTM fields of a query string, each null when absent. */
export function readUtm(search: string): Utm {
  const params = new URLSearchParams(search);
  return Object.fromEntries(UTM_FIELDS.map((field) => [field, params.get(field)])) as Utm;
}

export const hasUtm = (utm: Utm) => UTM_FIELDS.some((field) => utm[field] !== null);

/** Cuts long strings (recursively through objects and arrays) to 253 characters plus "...". */
export function truncateStrings(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_STRING_LENGTH ? `${value.slice(0, MAX_STRING_LENGTH - 3)}...` : value;
  if (depth > 8 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => truncateStrings(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, truncateStrings(item, depth + 1)]));
}
