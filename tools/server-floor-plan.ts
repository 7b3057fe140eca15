/**
 * The server's floor plan, read from its own imports (docs/architecture.md, "The server"). Every source file of
 * apps/server/src lies on one level, and an import may only go down or stay level:
 *
 *   root       app.ts, server.ts, main.ts, index.ts, and its contract config.ts and deps.ts (the parsed
 *              configuration and the services it hands every feature), which any level may import as types only
 *   feature    one folder per feature (ai, auth, rest, …); a feature imports no other feature, except another
 *              feature's `port.ts`: the interface of a service the root injects through deps.ts
 *   shared     generation/: the brief the AI and kit features both read
 *   platform   http/, db/: the error envelope, identity, limits; the database port, its adapters and migration runner
 *   base       version.ts, compiled.ts, env-schema.ts
 *
 * Inside the REST feature the layers are, bottom up, common/ (its errors and limits), query/ (the PostgREST
 * query language), tables/ (table declarations and policies), sql/ (SQL compilation per dialect) and routes/
 * (HTTP); `rest/routes.ts` and `rest/migrations.ts` are the feature's entries. The layers under routes/ are
 * transport-free: no Fastify, no `ws`, nothing from http/. Test code (`*.test.ts`, `test/`,
 * `test-support/`, `*-test-kit.ts`) may import anything; production code never imports test code.
 *
 * `npx tsx tools/server-floor-plan.ts [root]` prints the figures (files per folder, cycles, imports breaking the
 * plan; `--list` names each such import); `--dot` prints the folder graph for Graphviz instead; `--check` prints
 * only what is wrong and exits 1 on any cycle or import breaking the plan (`npm run lint` runs it).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { importsOf, ROOT } from './package-boundaries';

export const SERVER_SRC = 'apps/server/src';

const BASE_FILES = new Set(['version.ts', 'compiled.ts', 'env-schema.ts']);
const CONTRACT_FILES = new Set(['config.ts', 'deps.ts']);
const ROOT_FILES = new Set(['app.ts', 'server.ts', 'main.ts', 'index.ts', 'feature-migrations.ts']);
const PLATFORM = new Set(['http', 'db']);
const SHARED = new Set(['generation']);
const LEVELS = ['base', 'platform', 'shared', 'feature', 'root'] as const;
export type Level = (typeof LEVELS)[number];

/** The REST feature's layers, bottom up. */
export const REST_LAYERS = ['common', 'query', 'tables', 'sql', 'routes'] as const;

const TEST_CODE = /(\.test\.ts$|(^|\/)test\/|(^|\/)test-support\/|-test-kit\.ts$)/;

/** Test code: tests, the harness and the kits they share. */
export function isTestCode(file: string): boolean {
  return TEST_CODE.test(file);
}

/** One import between two source files, both relative to apps/server/src. */
export interface Edge {
  from: string;
  to: string;
  /** Every import of `to` in `from` is `import type` (erased at run time). */
  typeOnly: boolean;
}

const STATEMENT = /\b(import|export)\s+(type\s+)?(\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+(?:\s*,\s*\{[^}]*\})?)\s*from\s*['"]([^'"]+)['"]/g;

/** The specifiers a source text imports or re-exports only as types (`import type …`, or each name marked `type`). */
export function typeOnlySpecifiers(text: string): Set<string> {
  const typeOnly = new Set<string>();
  const withValues = new Set<string>();
  for (const [, , typeKeyword, clause, specifier] of text.matchAll(STATEMENT)) {
    const names = clause!.startsWith('{')
      ? clause!
          .slice(1, -1)
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : [];
    const allTypes = Boolean(typeKeyword) || (names.length > 0 && names.every((name) => name.startsWith('type ')));
    (allTypes ? typeOnly : withValues).add(specifier!);
  }
  for (const specifier of withValues) typeOnly.delete(specifier);
  return typeOnly;
}

function sourceFiles(dir: string, base = dir): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path, base));
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) files.push(relative(base, path).split('\\').join('/'));
  }
  return files.sort();
}

function resolveImport(src: string, file: string, specifier: string): string | undefined {
  const path = resolve(src, dirname(file), specifier);
  const candidates = [path, `${path}.ts`, join(path, 'index.ts'), path.replace(/\.js$/, '.ts')];
  const hit = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return hit ? relative(src, hit).split('\\').join('/') : undefined;
}

/** Every server source file, its relative imports (static, dynamic and type-only alike) and its package imports. */
export function readServer(root = ROOT): { files: string[]; edges: Edge[]; packages: Edge[] } {
  const src = join(root, SERVER_SRC);
  const files = sourceFiles(src);
  const edges: Edge[] = [];
  const packages: Edge[] = [];
  for (const file of files) {
    const text = readFileSync(join(src, file), 'utf8');
    const typeOnly = typeOnlySpecifiers(text);
    const seen = new Set<string>();
    for (const specifier of importsOf(text)) {
      if (!specifier.startsWith('.')) {
        packages.push({ from: file, to: specifier, typeOnly: typeOnly.has(specifier) });
        continue;
      }
      const to = resolveImport(src, file, specifier);
      if (to && to !== file && !seen.has(to)) {
        seen.add(to);
        edges.push({ from: file, to, typeOnly: typeOnly.has(specifier) });
      }
    }
  }
  return { files, edges, packages };
}

/** The folder a file is counted under: its top folder, or the REST layer it lies in. */
export function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts.length === 1) return '.';
  if (parts[0] === 'rest' && parts.length > 2) return `rest/${parts[1]}`;
  return parts[0]!;
}

export function levelOf(file: string): Level {
  const parts = file.split('/');
  if (parts.length === 1) {
    if (BASE_FILES.has(file)) return 'base';
    if (CONTRACT_FILES.has(file) || ROOT_FILES.has(file)) return 'root';
    return 'base';
  }
  if (PLATFORM.has(parts[0]!)) return 'platform';
  if (SHARED.has(parts[0]!)) return 'shared';
  return 'feature';
}

function restLayerOf(file: string): number | undefined {
  const parts = file.split('/');
  if (parts[0] !== 'rest' || parts.length < 3) return undefined;
  const layer = REST_LAYERS.indexOf(parts[1] as (typeof REST_LAYERS)[number]);
  return layer < 0 ? undefined : layer;
}

const TRANSPORT = /^(fastify|@fastify\/.*|ws|light-my-request)$/;

/** What is wrong with one package import of production code, if anything (`to` is the package specifier). */
export function packageProblem({ from, to }: Edge): string | undefined {
  const layer = restLayerOf(from);
  if (isTestCode(from) || layer === undefined || REST_LAYERS[layer] === 'routes' || !TRANSPORT.test(to)) return undefined;
  return `rest/${REST_LAYERS[layer]} imports the transport ${to} (only rest/routes may)`;
}

/** What is wrong with one import of production code, if anything. */
export function planProblem({ from, to, typeOnly }: Edge): string | undefined {
  if (isTestCode(from)) return undefined;
  if (isTestCode(to)) return 'production code imports test code';
  if (CONTRACT_FILES.has(to) && !ROOT_FILES.has(from) && !CONTRACT_FILES.has(from))
    return typeOnly ? undefined : `${levelOf(from)} imports values from the root's contract ${to} (types only)`;
  const [fromLevel, toLevel] = [levelOf(from), levelOf(to)];
  const [fromTop, toTop] = [from.split('/')[0], to.split('/')[0]];
  if (LEVELS.indexOf(toLevel) > LEVELS.indexOf(fromLevel)) return `${fromLevel} imports ${toLevel} (upward)`;
  if (fromLevel === 'feature' && toLevel === 'feature' && fromTop !== toTop && !to.endsWith('/port.ts'))
    return `feature ${fromTop} imports the internals of feature ${toTop}`;
  const [fromLayer, toLayer] = [restLayerOf(from), restLayerOf(to)];
  if (fromLayer !== undefined && REST_LAYERS[fromLayer] !== 'routes' && toTop === 'http')
    return `rest/${REST_LAYERS[fromLayer]} imports the transport's ${to} (only rest/routes may)`;
  if (fromLayer !== undefined && toLayer !== undefined && toLayer > fromLayer)
    return `rest/${REST_LAYERS[fromLayer]} imports rest/${REST_LAYERS[toLayer]} (upward)`;
  if (fromTop === 'rest' && toTop === 'rest' && toLayer === undefined && fromLayer !== undefined)
    return `rest/${REST_LAYERS[fromLayer]} imports the feature's entry ${to} (upward)`;
  return undefined;
}

/** Import cycles: each strongly connected set of two or more files (Tarjan), its files sorted. */
export function findCycles(files: readonly string[], edges: readonly Edge[]): string[][] {
  const next = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const edge of edges) next.get(edge.from)?.push(edge.to);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

export interface FloorPlan {
  /** Source files per folder (production, test code). */
  folders: Record<string, { source: number; test: number }>;
  cycles: string[][];
  problems: (Edge & { problem: string })[];
}

export function floorPlan(root = ROOT): FloorPlan {
  const { files, edges, packages } = readServer(root);
  const folders: FloorPlan['folders'] = {};
  for (const file of files) {
    folders[folderOf(file)] ??= { source: 0, test: 0 };
    const counts = folders[folderOf(file)]!;
    if (isTestCode(file)) counts.test += 1;
    else counts.source += 1;
  }
  const problems = [
    ...edges.flatMap((edge) => {
      const problem = planProblem(edge);
      return problem ? [{ ...edge, problem }] : [];
    }),
    ...packages.flatMap((edge) => {
      const problem = packageProblem(edge);
      return problem ? [{ ...edge, problem }] : [];
    }),
  ];
  return { folders, cycles: findCycles(files, edges), problems };
}

const ROOT_NODE = 'composition root';

/** The node a file is drawn in: its folder (or REST layer), the composition root, or a base file itself. */
function nodeOf(file: string): string {
  const folder = folderOf(file);
  if (folder !== '.') return folder;
  return levelOf(file) === 'root' ? ROOT_NODE : file;
}

const COLOURS: Record<Level, string> = {
  base: '#eeeeee',
  platform: '#cfe2f3',
  shared: '#d9ead3',
  feature: '#fff2cc',
  root: '#ead1dc',
};

/**
 * The server's production code as a graph of folders (and of the REST feature's layers) in Graphviz's language:
 * an arrow for each folder importing another, labelled with the number of files' imports, red where it breaks the
 * plan. Imports of the root's contract as types, which every feature has, are counted in the caption only.
 */
export function folderDot(root = ROOT): string {
  const { files, edges } = readServer(root);
  const counts = new Map<string, { count: number; broken: boolean }>();
  let contractTypes = 0;
  for (const edge of edges) {
    if (isTestCode(edge.from) || isTestCode(edge.to)) continue;
    const [from, to] = [nodeOf(edge.from), nodeOf(edge.to)];
    if (from === to) continue;
    const broken = planProblem(edge) !== undefined;
    if (!broken && CONTRACT_FILES.has(edge.to) && levelOf(edge.from) !== 'root') {
      contractTypes += 1;
      continue;
    }
    const key = `"${from}" -> "${to}"`;
    const entry = counts.get(key) ?? { count: 0, broken: false };
    counts.set(key, { count: entry.count + 1, broken: entry.broken || broken });
  }
  const nodes = new Map<string, Level>();
  for (const file of files) if (!isTestCode(file)) nodes.set(nodeOf(file), levelOf(file));
  const sizes = new Map<string, number>();
  for (const file of files) if (!isTestCode(file)) sizes.set(nodeOf(file), (sizes.get(nodeOf(file)) ?? 0) + 1);
  const node = (name: string, level: Level) => {
    const shown =
      name === ROOT_NODE ? `${ROOT_NODE}: ${[...CONTRACT_FILES, ...ROOT_FILES].sort().join(', ')}` : name.replace(/^rest\//, '');
    const size = sizes.get(name) ?? 0;
    return `"${name}" [label="${shown}\\n${size} file${size === 1 ? '' : 's'}", fillcolor="${COLOURS[level]}"];`;
  };
  const cycles = findCycles(files, edges).length;
  const lines = [
    'digraph server {',
    '  rankdir=TB; ranksep=0.9; nodesep=0.25; fontname="Helvetica"; labelloc=t; fontsize=16;',
    `  label="apps/server/src: production code, each arrow a folder importing another (number: files' imports; red: breaks the plan)\\nimport cycles: ${cycles}; not drawn: tests and test kits, and ${contractTypes} imports of config.ts / deps.ts as types";`,
    '  node [shape=box, style="rounded,filled", fontname="Helvetica", fontsize=12];',
    '  edge [color="#777777", fontname="Helvetica", fontsize=9, arrowsize=0.6];',
  ];
  for (const level of [...LEVELS].reverse()) {
    const members = [...nodes].filter(([, l]) => l === level).map(([name]) => name);
    if (members.length === 0) continue;
    lines.push(`  subgraph cluster_${level} {`, `    label="${level}"; style=dashed; color="#999999"; fontsize=12;`);
    const restLayers = members.filter((name) => name === 'rest' || name.startsWith('rest/'));
    for (const member of members.filter((name) => !restLayers.includes(name)).sort()) lines.push(`    ${node(member, level)}`);
    if (restLayers.length > 0) {
      lines.push('    subgraph cluster_rest {', '      label="rest"; style="rounded"; color="#c9a227";');
      for (const member of restLayers.sort()) lines.push(`      ${node(member, level)}`);
      lines.push('    }');
    }
    lines.push('  }');
  }
  for (const [key, { count, broken }] of [...counts].sort())
    lines.push(`  ${key} [label="${count}"${broken ? ', color="#cc0000", fontcolor="#cc0000", penwidth=1.5' : ''}];`);
  lines.push('}');
  return lines.join('\n');
}

function main(): void {
  const args = process.argv.slice(2);
  const root = args.find((arg) => !arg.startsWith('--')) ?? ROOT;
  if (args.includes('--dot')) {
    console.log(folderDot(root));
    return;
  }
  const plan = floorPlan(root);
  if (args.includes('--check')) {
    for (const cycle of plan.cycles) console.error(`import cycle: ${cycle.join(' ↔ ')}`);
    for (const { from, to, problem } of plan.problems) console.error(`${SERVER_SRC}/${from} → ${to}: ${problem}`);
    if (plan.cycles.length > 0 || plan.problems.length > 0) {
      console.error('The server’s floor plan is in tools/server-floor-plan.ts and docs/architecture.md.');
      process.exitCode = 1;
    }
    return;
  }
  console.log('files per folder (source + test code):');
  for (const [folder, { source, test }] of Object.entries(plan.folders).sort())
    console.log(`  ${folder.padEnd(16)} ${String(source).padStart(3)} + ${String(test).padStart(3)}`);
  console.log(`cycles: ${plan.cycles.length}`);
  for (const cycle of plan.cycles) console.log(`  ${cycle.join(' ↔ ')}`);
  console.log(`imports breaking the plan: ${plan.problems.length}`);
  const byProblem = new Map<string, number>();
  for (const { problem } of plan.problems) {
    const kind = problem.replace(/feature \w+ imports the internals of feature \w+/, 'a feature imports another feature’s internals');
    byProblem.set(kind, (byProblem.get(kind) ?? 0) + 1);
  }
  for (const [kind, count] of [...byProblem].sort((a, b) => b[1] - a[1])) console.log(`  ${String(count).padStart(3)}  ${kind}`);
  if (args.includes('--list')) for (const { from, to, problem } of plan.problems) console.log(`  ${from} → ${to}: ${problem}`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
