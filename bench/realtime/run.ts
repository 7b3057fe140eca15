/**
 * Realtime benchmark: N WebSocket clients on loopback subscribed to a set of channels; publishers send
 * at a fixed rate; we count delivered messages per second and the publish→delivery latency.
 * The server runs as its own process (one core), the clients in this one.
 * Usage: node --import tsx bench/realtime/run.ts [clients=1000] [channels=10] [seconds=10] [publishesPerSecond=40]
 */
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { createAccessTokenCodec } from '../../apps/server/src/http/access-token';
import { spawnServer } from '../../apps/server/src/test/spawn-server';

const [clients = 1000, channels = 10, seconds = 10, rate = 40] = process.argv.slice(2).map(Number);
const secret = randomBytes(32).toString('hex');
// Every benchmark socket comes from loopback: the per-address socket caps (listener and realtime) and the
// per-address publish rate would refuse all but a few, so they are lifted here.
const server = await spawnServer({
  JWT_SECRET: secret,
  SERVICE_KEY: 'sk_bench_service_key',
  LOG_LEVEL: 'error',
  HTTP_CONNECTIONS_PER_IP: '0',
  REALTIME_CONNECTIONS_PER_IP: String(clients + 100),
  REALTIME_SOCKET_PUBLISHES_PER_SECOND: String(rate),
  REALTIME_IP_PUBLISHES_PER_SECOND: String(rate * 2),
});
const token = await createAccessTokenCodec(secret).sign({ userId: 'bench', email: 'bench@example.com', role: 'user' }, 3600);
const url = `ws://127.0.0.1:${server.port}/?project_id=logo-dna&access_token=${token}`;

const latencies: number[] = [];
let delivered = 0;
let measuring = false;

async function connect(channel: string): Promise<WebSocket> {
  const ws = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const subscribed = new Promise<void>((resolve) => {
    ws.on('message', (raw) => {
      // The client side reads only what it measures (no full JSON parse), so the figures are the server's.
      const text = raw.toString();
      if (text.startsWith('{"type":"subscribed"')) resolve();
      if (measuring && text.startsWith('{"type":"message"')) {
        delivered += 1;
        const sentAt = /"sentAt":([\d.]+)/.exec(text)?.[1];
        if (sentAt) latencies.push(performance.now() - Number(sentAt));
      }
    });
  });
  ws.send(JSON.stringify({ type: 'subscribe', payload: { channel } }));
  await subscribed;
  return ws;
}

const sockets: WebSocket[] = [];
for (let i = 0; i < clients; i += 50) {
  const batch = Array.from({ length: Math.min(50, clients - i) }, (_, j) => connect(`bench-${(i + j) % channels}`));
  sockets.push(...(await Promise.all(batch)));
}
const publishers = await Promise.all(Array.from({ length: channels }, () => connect('bench-publishers')));
console.log(`${clients} clients subscribed on ${channels} channels; publishing ${rate} messages/s for ${seconds} s`);

measuring = true;
const started = performance.now();
let sent = 0;
const timer = setInterval(() => {
  const due = Math.floor(((performance.now() - started) / 1000) * rate) - sent;
  for (let k = 0; k < due; k++) {
    const channel = `bench-${sent % channels}`;
    publishers[sent % channels]?.send(
      JSON.stringify({ type: 'publish', payload: { channel, type: 'tick', data: { sentAt: performance.now() } } }),
    );
    sent += 1;
  }
}, 5);
await new Promise((r) => setTimeout(r, seconds * 1000));
clearInterval(timer);
await new Promise((r) => setTimeout(r, 1000));
measuring = false;
const elapsed = (performance.now() - started) / 1000;

latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]?.toFixed(1);
const expected = sent * (clients / channels);
console.log(
  JSON.stringify({
    clients,
    channels,
    published: sent,
    delivered,
    expectedDeliveries: expected,
    deliveredPerSecond: Math.round(delivered / elapsed),
    p50Ms: pct(0.5),
    p95Ms: pct(0.95),
    p99Ms: pct(0.99),
  }),
);
for (const ws of [...sockets, ...publishers]) ws.terminate();
await server.stop();
