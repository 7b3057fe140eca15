/**
 * Page weight and start-up of the Logo DNA page: the initial JavaScript gzip size (what index.html
 * loads before any lazy chunk) and the time from navigation to an interactive form in headless
 * Chromium, against the real server on localhost.
 *
 *   node --import tsx bench/web/page-load.ts [--runs 20] [--skip-build]
 */
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { measureInitialJs, ROOT, reportInitialJs } from './initial-js';
import { startBenchServer } from './server';

const PORT = 3931;
const ORIGIN = `http://127.0.0.1:${PORT}`;

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 20) || 20;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measureInteractiveForm(): Promise<{ interactive: number[]; domContentLoaded: number[] }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const interactive: number[] = [];
  const domContentLoaded: number[] = [];
  try {
    for (let run = 0; run < runs + 1; run += 1) {
      // A fresh context per run: empty cache, like a first visit.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(ORIGIN, { waitUntil: 'commit' });
      // Interactive: the page marks the moment its form has mounted with handlers attached (App.tsx);
      // the fill then proves the field really takes input.
      await page.getByLabel('Brand name').fill('Northwind', { timeout: 10_000 });
      const timing = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const input = document.getElementById('brandName') as HTMLInputElement;
        return { dcl: nav.domContentLoadedEventEnd - nav.startTime, ready: input.value === 'Northwind' };
      });
      const mountedAt = await page.evaluate(() => performance.getEntriesByName('logo-dna:form-interactive')[0]?.startTime ?? Number.NaN);
      if (!timing.ready) throw new Error('the form did not take input');
      // The first run warms the server (file cache, JIT); it is not counted.
      if (run > 0) {
        interactive.push(mountedAt);
        domContentLoaded.push(timing.dcl);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { interactive, domContentLoaded };
}

function summarise(name: string, values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${name.padEnd(38)} median ${percentile(sorted, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(sorted, 95).toFixed(0).padStart(5)} ms`;
}

async function main(): Promise<void> {
  if (!args.includes('--skip-build'))
    execFileSync('npm', ['run', 'build', '--workspace', 'apps/web', '--', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (!reportInitialJs(measureInitialJs())) process.exitCode = 1;

  const server = await startBenchServer({ port: PORT });
  try {
    const { interactive, domContentLoaded } = await measureInteractiveForm();
    console.log(`Headless Chromium, ${runs} cold-cache navigations to ${ORIGIN}/`);
    console.log(summarise('navigation → DOMContentLoaded', domContentLoaded));
    console.log(summarise('navigation → interactive form', interactive));
  } finally {
    server.stop();
  }
}

await main();
