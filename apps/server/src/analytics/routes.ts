/** Analytics: batched event ingestion and a service-key summary (counts by type, channel and day). */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { badRequest, forbidden, notFound, payloadTooLarge } from '../http/errors';
import { EventError, type EventRow, EventTooLargeError, parseEvent } from './event';
import { analyticsRequestGuard, checkDailyBudget, countIpUsage, takeDailyBudget } from './ingest-limits';

/** Room in a batch body for `{"events":[…]}`, separators and whitespace. */
const BATCH_FRAMING_BYTES = 64 * 1024;

const INSERT = `INSERT INTO analytics_events (type, occurred_at, received_at, user_id, session_id, pathname, referrer, screen_width, channel,
  utm_source, utm_medium, utm_campaign, utm_content, utm_term, properties) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

function parseBatch(body: unknown, maxEvents: number, maxEventBytes: number, userId: string | null, now: Date): EventRow[] {
  const events = (body as { events?: unknown } | null)?.events;
  if (!Array.isArray(events) || events.length === 0) throw badRequest('events must be a non-empty array', 'INVALID_EVENTS');
  if (events.length > maxEvents) throw payloadTooLarge(`at most ${maxEvents} events per request`, 'TOO_MANY_EVENTS');
  return events.map((event, index) => {
    try {
      return parseEvent(event, userId, now, maxEventBytes);
    } catch (error) {
      if (error instanceof EventTooLargeError) throw payloadTooLarge(`events[${index}]: ${error.message}`, 'EVENT_TOO_LARGE');
      if (error instanceof EventError) throw badRequest(`events[${index}]: ${error.message}`, 'INVALID_EVENT');
      throw error;
    }
  });
}

export async function analyticsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const limits = deps.config.analytics;
  app.post<{ Params: { projectId: string }; Body: unknown }>(
    '/api/analytics/:projectId/log',
    { bodyLimit: limits.maxBatchEvents * limits.maxEventBytes + BATCH_FRAMING_BYTES, onRequest: analyticsRequestGuard(deps) },
    async (request, reply) => {
      const userId = request.identity.kind === 'user' ? request.identity.userId : null;
      const now = deps.now();
      const rows = parseBatch(request.body, limits.maxBatchEvents, limits.maxEventBytes, userId, new Date(now));
      const bytes = rows.reduce((sum, row) => sum + row.bytes, 0);
      await countIpUsage(request, deps, rows.length, bytes);
      await checkDailyBudget(deps.db, limits, now, rows.length, bytes);
      const receivedAt = new Date(now).toISOString();
      await deps.db.transaction(async (tx) => {
        for (const row of rows) {
          await tx.query(INSERT, [
            row.type,
            row.occurredAt,
            receivedAt,
            row.userId,
            row.sessionId,
            row.pathname,
            row.referrer,
            row.screenWidth,
            row.channel,
            row.utm.utm_source,
            row.utm.utm_medium,
            row.utm.utm_campaign,
            row.utm.utm_content,
            row.utm.utm_term,
            row.properties,
          ]);
        }
        await takeDailyBudget(tx, limits, now, rows.length, bytes);
      });
      return reply.status(200).send({ success: true, accepted: rows.length });
    },
  );

  app.get<{ Params: { projectId: string }; Querystring: { from?: string; to?: string } }>(
    '/api/analytics/:projectId/summary',
    async (request) => {
      if (request.params.projectId !== deps.config.projectId) throw notFound('Project not found');
      if (request.identity.kind !== 'service') throw forbidden('The analytics summary needs the service key');
      const from = request.query.from ?? '0000';
      const to = request.query.to ?? '9999';
      for (const bound of [from, to])
        if (!/^[\d\-T:.Z]{4,30}$/.test(bound)) throw badRequest('from and to must be ISO dates', 'INVALID_RANGE');
      const where = 'WHERE occurred_at >= ? AND occurred_at < ?';
      const count = async (column: string) =>
        (
          await deps.db.query<{ key: string; count: number }>(
            `SELECT ${column} AS key, COUNT(*) AS count FROM analytics_events ${where} GROUP BY 1 ORDER BY 2 DESC, 1`,
            [from, to],
          )
        ).rows.map((row) => ({ key: row.key, count: Number(row.count) }));
      const [byType, byChannel, byDay] = await Promise.all([count('type'), count('channel'), count('substr(occurred_at, 1, 10)')]);
      return {
        total: byType.reduce((sum, row) => sum + row.count, 0),
        byType: byType.map(({ key, count: n }) => ({ type: key, count: n })),
        byChannel: byChannel.map(({ key, count: n }) => ({ channel: key, count: n })),
        byDay: byDay.map(({ key, count: n }) => ({ day: key, count: n })).sort((a, b) => a.day.localeCompare(b.day)),
      };
    },
  );
}
