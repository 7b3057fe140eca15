import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseGenerateArgs } from './generate';
import { runCli } from './main';

const BRIEF_ARGS = ['--name', 'Salt & Pine', '--industry', 'restaurant', '--one-liner', 'Coastal kitchen cooking over wood fire'];
const out = mkdtempSync(join(tmpdir(), 'logo-dna-cli-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

async function run(argv: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await runCli(argv, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

describe('logo-dna CLI arguments', () => {
  const scenarios = [
    { name: 'no command prints usage', argv: [], code: 2, output: 'Usage:' },
    { name: 'help', argv: ['help'], code: 0, output: 'logo-dna generate' },
    { name: 'unknown command', argv: ['paint'], code: 2, output: 'Unknown command "paint"' },
    { name: 'unknown option', argv: ['generate', '--bogus'], code: 2, output: "Unknown option '--bogus'" },
    { name: 'missing name', argv: ['generate', '--designer', 'paul-rand', '--out', out], code: 2, output: '--name is required' },
    {
      name: 'unknown designer',
      argv: ['generate', ...BRIEF_ARGS, '--designer', 'nobody', '--out', out],
      code: 2,
      output: 'Designer not found: nobody',
    },
    {
      name: 'bad seed',
      argv: ['generate', ...BRIEF_ARGS, '--designer', 'paul-rand', '--seed', '4.5', '--out', out],
      code: 2,
      output: '--seed must be a whole number',
    },
    { name: 'missing out', argv: ['generate', ...BRIEF_ARGS, '--designer', 'paul-rand'], code: 2, output: '--out is required' },
  ];
  it.each(scenarios)('$name → exit $code', async ({ argv, code, output }) => {
    const result = await run(argv);
    expect(result.code).toBe(code);
    expect(result.output).toContain(output);
  });

  it('parses a full generate request', () => {
    const request = parseGenerateArgs([
      ...BRIEF_ARGS,
      '--tagline',
      'Wood fire',
      '--colors',
      'navy, #ff6600',
      '--designer',
      'all',
      '--seed',
      '7',
      '--variant',
      '2',
      '--out',
      out,
    ]);
    expect(request).toMatchObject({
      brief: { brandName: 'Salt & Pine', tagline: 'Wood fire', desiredColors: 'navy, #ff6600' },
      seed: 7,
      variant: 2,
      out,
    });
    expect(request.designers).toHaveLength(20);
  });
});

describe('logo-dna generate', () => {
  it('writes the SVG and PNG lockups, palette, typography, strategy, quality report and decision record', async () => {
    const result = await run(['generate', ...BRIEF_ARGS, '--tagline', 'Wood fire kitchen', '--designer', 'saul-bass', '--out', out]);
    expect(result.code).toBe(0);
    const files = readdirSync(out).sort();
    for (const kind of ['primary', 'horizontal', 'stacked', 'icon', 'monochrome', 'reversed']) {
      expect(files).toContain(`${kind}.svg`);
      expect(files).toContain(`${kind}.png`);
    }
    expect(files).toEqual(
      expect.arrayContaining([
        'primary-light.png',
        'primary-dark.png',
        'palette.json',
        'typography.json',
        'strategy.md',
        'quality.json',
        'system.json',
      ]),
    );
    const record = JSON.parse(readFileSync(join(out, 'system.json'), 'utf8'));
    expect(record).toMatchObject({ designer: { id: 'saul-bass' }, variant: 0, qa: { passed: true } });
    expect(Array.isArray(record.mark.icons)).toBe(true);
    expect(record.lockups.map((l: { id: string }) => l.id)).toContain('primary');
    expect(readFileSync(join(out, 'primary.png')).subarray(1, 4).toString()).toBe('PNG');
    expect(JSON.parse(readFileSync(join(out, 'quality.json'), 'utf8'))).toMatchObject({ passed: true });
    expect(JSON.parse(readFileSync(join(out, 'typography.json'), 'utf8')).display.family).toBeTruthy();
    expect(readFileSync(join(out, 'strategy.md'), 'utf8')).toContain('# Salt & Pine: brand strategy');
    expect(files).not.toContain('Salt & Pine-brand-kit.zip');
  });

  it('warns of characters the logos leave out and names the face that stood in for a Cyrillic name', async () => {
    const dir = join(out, 'omitted');
    const emoji = await run([
      'generate',
      '--name',
      'Sunny 🌞 Bakery',
      '--industry',
      'bakery',
      '--one-liner',
      'Sourdough',
      '--designer',
      'paul-rand',
      '--out',
      dir,
    ]);
    expect(emoji.code).toBe(0);
    expect(emoji.output).toContain('warning: paul-rand: the logos leave "🌞" (U+1F31E) out of the name: an emoji');
    const cyrillic = await run([
      'generate',
      '--name',
      'Северный Мёд',
      '--industry',
      'apiary',
      '--one-liner',
      'Honey',
      '--designer',
      'frank-mason-robinson',
      '--out',
      dir,
    ]);
    expect(cyrillic.code).toBe(0);
    expect(cyrillic.output).not.toContain('warning');
    const typography = JSON.parse(readFileSync(join(dir, 'typography.json'), 'utf8'));
    expect(cyrillic.output).toContain(`so the display face is ${typography.display.family}`);
    expect(typography.display.standsInFor).toBeTruthy();
  }, 120_000);

  it('writes the brand kit with --zip', async () => {
    const result = await run(['generate', ...BRIEF_ARGS, '--designer', 'paul-rand', '--zip', '--out', out]);
    expect(result.code).toBe(0);
    const zip = readFileSync(join(out, 'Salt & Pine-brand-kit.zip'));
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(zip.includes(Buffer.from('guidelines.pdf'))).toBe(true);
  }, 120_000);
});
