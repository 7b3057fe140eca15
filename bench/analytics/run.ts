/**
 * Analytics ingestion benchmark: autocannon posts batches of 10 events (as the client sends them) to a
 * server process on loopback; prints events ingested per second.
 * Usage: node --import tsx bench/analytics/run.ts [seconds=10] [connections=20]
 */
import autocannon from 'autocannon';
import { spawnServer } from '../../apps/server/src/test/spawn-server';

const [seconds = 10, connections = 20] = process.argv.slice(2).map(Number);
// The per-IP and daily caps would trip here: everything comes from 127.0.0.1.
const server = await spawnServer({
  LOG_LEVEL: 'error',
  SERVICE_KEY: 'sk_bench_service_key',
  ANALYTICS_BATCHES_PER_MINUTE: '1000000',
  ANALYTICS_IP_EVENTS_PER_MINUTE: '100000000',
  ANALYTICS_IP_BYTES_PER_MINUTE: '100000000000',
  ANALYTICS_IP_BYTES_PER_DAY: '100000000000',
  ANALYTICS_DAILY_EVENTS: '100000000',
  ANALYTICS_DAILY_BYTES: '100000000000',
});
const event = {
  type: 'pageview',
  timestamp: new Date().toISOString(),
  project_id: 'logo-dna',
  session_id: 'sess_1_bench',
  pathname: '/',
  referrer: null,
  screen_width: 1280,
  channel: 'Direct',
  designer: 'paul-rand',
};
const body = JSON.stringify({ events: Array.from({ length: 10 }, () => event) });
const result = await autocannon({
  url: `${server.origin}/api/analytics/logo-dna/log`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
  connections,
  duration: seconds,
});
const count = await (
  await fetch(`${server.origin}/api/analytics/logo-dna/summary`, { headers: { authorization: 'Bearer sk_bench' } })
).json();
console.log(
  JSON.stringify({
    requestsPerSecond: Math.round(result.requests.average),
    eventsPerSecond: Math.round(result.requests.average * 10),
    non2xx: result.non2xx,
    p95Ms: result.latency.p97_5 ?? result.latency.p99,
    storedEvents: count.total,
  }),
);
await server.stop();
