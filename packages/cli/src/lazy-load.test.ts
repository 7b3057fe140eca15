import { expect, it, vi } from 'vitest';

// Records which engine entry points the CLI loads; a command that needs no design must load none.
const loaded = vi.hoisted(() => [] as string[]);
vi.mock('@logo-dna/engine', () => {
  loaded.push('@logo-dna/engine');
  return {};
});
vi.mock('@logo-dna/engine/node', () => {
  loaded.push('@logo-dna/engine/node');
  return {};
});

import { runCli } from './main';

it('help, unknown commands and bad arguments load no engine', async () => {
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  expect(await runCli(['help'], log)).toBe(0);
  expect(await runCli(['frobnicate'], log)).toBe(2);
  expect(await runCli(['generate', '--name', 'Ox'], log)).toBe(2);
  expect(await runCli(['generate', '--name', 'Ox', '--industry', 'a', '--one-liner', 'b', '--designer', 'nobody', '--out', 'x'], log)).toBe(
    2,
  );
  expect(await runCli(['sheet', '--names', 'Ox'], log)).toBe(2);
  expect(lines.join('\n')).toContain('Designer not found: nobody');
  expect(loaded).toEqual([]);
});
