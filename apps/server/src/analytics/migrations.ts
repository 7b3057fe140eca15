/** analytics feature: the events table. */
import type { Migration } from '../db/migrations';

/** The same table on both databases; only the auto-increment key is spelled differently. */
const eventsTable = (idColumn: string) => `CREATE TABLE analytics_events (
  id ${idColumn},
  type TEXT NOT NULL,
  occurred_at TEXT NOT NULL,
  received_at TEXT NOT NULL,
  user_id TEXT,
  session_id TEXT,
  pathname TEXT,
  referrer TEXT,
  screen_width INTEGER,
  channel TEXT NOT NULL,
  utm_source TEXT, utm_medium TEXT, utm_campaign TEXT, utm_content TEXT, utm_term TEXT,
  properties TEXT NOT NULL
);
CREATE INDEX analytics_events_occurred ON analytics_events (occurred_at);`;

/** Events and bytes admitted per UTC day, against the daily budget (see ingest-limits.ts). */
const dailyUsageTable = `CREATE TABLE analytics_daily_usage (
  day TEXT PRIMARY KEY,
  events BIGINT NOT NULL,
  bytes BIGINT NOT NULL
);`;

export const analyticsMigrations: Migration[] = [
  {
    id: 'analytics-001-events',
    up: { sqlite: eventsTable('INTEGER PRIMARY KEY AUTOINCREMENT'), postgres: eventsTable('BIGSERIAL PRIMARY KEY') },
  },
  { id: 'analytics-002-daily-usage', up: dailyUsageTable },
];
