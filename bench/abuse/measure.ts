/** What every abuse benchmark measures: answers by status, health latency from the prober's address, server RSS. */
import { readFileSync } from 'node:fs';
import http from 'node:http';

/** Answers counted by status or error name (`200`, `429`, `ECONNRESET`, `get:503`…). */
export type Counts = Record<string, number>;

export const bump = (counts: Counts, key: string | number) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
};

export const round = (value: number) => Math.round(value * 10) / 10;
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The resident memory of process `pid` in MiB, from /proc; NaN once it has gone. */
export function rssMiB(pid: number): number {
  try {
    const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return line ? Number(line[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Sequential health probes from `prober`, each on a fresh connection, until `until` (epoch ms). */
export async function probeHealth(port: number, prober: string, until: number): Promise<{ times: number[]; failures: number }> {
  const times: number[] = [];
  let failures = 0;
  while (Date.now() < until) {
    const started = performance.now();
    const ok = await new Promise<boolean>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/api/health', localAddress: prober, agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode === 200));
      });
      request.setTimeout(5000, () => request.destroy(new Error('timeout')));
      request.on('error', () => resolve(false));
    });
    if (ok) times.push(performance.now() - started);
    else failures += 1;
    await pause(20);
  }
  return { times, failures };
}

/** The figures every abuse run reports about the server's health and memory. */
export function healthFigures(health: { times: number[]; failures: number }, rssBefore: number, rssPeak: number) {
  return {
    healthProbes: health.times.length,
    healthFailures: health.failures,
    healthP50Ms: round(percentile(health.times, 0.5)),
    healthP95Ms: round(percentile(health.times, 0.95)),
    healthMaxMs: round(Math.max(...health.times)),
    rssBeforeMiB: round(rssBefore),
    peakRssMiB: round(rssPeak),
  };
}
