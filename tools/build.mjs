/**
 * The production build: the server and the CLI bundled by esbuild, the web app by Vite. The server's bundle holds
 * our TypeScript and the internal packages and leaves every npm dependency to node_modules; the CLI's also holds its
 * pure-JS dependencies, minified, since a short-lived process pays for every module Node resolves and compiles.
 * Each output is rebuilt only when missing or older than its sources. Plain JavaScript, so `npm start` and the CLI
 * need no TypeScript loader.
 *
 *   node tools/build.mjs                 builds what is stale (server, cli, web)
 *   node tools/build.mjs --force server  rebuilds the server whatever its age
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const ROOT = resolve(import.meta.dirname, '..');
const at = (...parts) => join(ROOT, ...parts);

/** Internal packages are TypeScript source: they are bundled. Everything else stays a runtime import. */
const INTERNAL = /^(@logo-dna\/(protocol|engine)(\/|$))/;

/**
 * The server's entries, in two bundle groups: the main thread, and the worker threads and child process (which
 * sit beside it, see apps/server/src/compiled.ts). Apart, the main thread's bundle keeps only the few engine
 * modules it uses (designer ids, the brief check) instead of sharing one chunk of the whole engine with the workers.
 */
const SERVER_GROUPS = [
  { main: 'apps/server/src/main.ts' },
  {
    'engine-worker': 'apps/server/src/ai/builtin/engine-worker.ts',
    'kit-worker': 'apps/server/src/kit/kit-worker.ts',
    'sqlite-raw-child': 'apps/server/src/db/sqlite-raw-child.ts',
  },
];

/**
 * Dependencies the CLI leaves to node_modules although it bundles the rest: native addons, and packages that read
 * files beside their own code (WASM, font metrics, @fontsource files found through require.resolve).
 */
const CLI_EXTERNAL = [/^@resvg\//, /^harfbuzzjs/, /^pdfkit/, /^svg-to-pdfkit/, /^@fontsource\//];

export const TARGETS = {
  server: {
    output: at('apps/server/dist/main.js'),
    sources: [
      'apps/server/src',
      'apps/server/package.json',
      'packages/engine/src',
      'packages/engine/package.json',
      'packages/protocol/src',
    ],
    build: () =>
      bundle({
        groups: SERVER_GROUPS,
        outdir: at('apps/server/dist'),
        files: [['apps/server/src/auth/common-passwords.txt', 'common-passwords.txt']],
      }),
  },
  cli: {
    output: at('packages/cli/dist/main.js'),
    // The lock file too: the bundle carries the dependencies' code, so an install that changes them rebuilds it.
    sources: ['packages/cli/src', 'packages/engine/src', 'packages/engine/package.json', 'package-lock.json'],
    // `serve` runs the server's own build (@logo-dna/server/main), so the CLI bundle carries no server code.
    build: () =>
      bundle({
        groups: [{ main: 'packages/cli/src/main.ts' }],
        outdir: at('packages/cli/dist'),
        external: [/^@logo-dna\/server/, ...CLI_EXTERNAL],
        bundleDependencies: true,
        minify: true,
      }),
  },
  web: {
    output: at('apps/web/dist/index.html'),
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/sdk/src',
      'packages/protocol/src',
      'packages/engine/src',
    ],
    build: () => {
      execFileSync('npm', ['run', 'build', '--workspace', 'apps/web', '--', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
      precompress(at('apps/web/dist'));
    },
  },
};

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);

/** Writes `.br` and `.gz` beside every text file over 1 KiB, for the server to send as browsers ask. */
export function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(path);
      continue;
    }
    if (!COMPRESSIBLE.has(extname(entry.name)) || statSync(path).size < 1024) continue;
    const data = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  }
}

/** Newest modification time under a file or folder (0 when it does not exist). */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(child) : statSync(child).mtimeMs);
  }
  return newest;
}

/** True when the target's output is missing or older than any of its sources (this script included). */
export function isStale(name) {
  const target = TARGETS[name];
  if (!existsSync(target.output)) return true;
  const builtAt = statSync(target.output).mtimeMs;
  return [...target.sources.map((source) => at(source)), import.meta.filename].some((source) => newestChange(source) > builtAt);
}

async function bundle({ groups, outdir, external = [], files = [], bundleDependencies = false, minify = false }) {
  const { build } = await import('esbuild');
  rmSync(outdir, { recursive: true, force: true });
  // The groups are built in turn: the main entry is written last, as the build's completion mark.
  for (const entries of [...groups].reverse()) await bundleGroup(build, entries, outdir, { external, bundleDependencies, minify });
  for (const [from, to] of files) copyFileSync(at(from), join(outdir, to));
}

/**
 * Lets esbuild bundle what ES modules in node_modules read with `createRequire(import.meta.url)` (css-tree's and
 * csso's JSON data): without the local `require`, those calls are the bundler's own and their files are inlined.
 */
const inlineFileRequires = {
  name: 'inline-file-requires',
  setup(context) {
    const local = /\b(?:const|let|var) require = createRequire\(import\.meta\.url\);/;
    context.onLoad({ filter: /[\\/]node_modules[\\/].*\.m?js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!local.test(source)) return undefined;
      return { contents: source.replace(local, ''), loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};

async function bundleGroup(build, entries, outdir, { external, bundleDependencies, minify }) {
  await build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, source]) => [name, at(source)])),
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    // Chunks beside the entries: code in a chunk finds workers and data files through its own import.meta.url.
    chunkNames: 'chunk-[hash]',
    sourcemap: true,
    legalComments: 'none',
    minify,
    logLevel: 'warning',
    plugins: [
      ...(bundleDependencies ? [inlineFileRequires] : []),
      {
        name: 'node-modules-external',
        setup(context) {
          context.onResolve({ filter: /^[^./]/ }, (args) => {
            if (external.some((pattern) => pattern.test(args.path))) return { external: true };
            // stopword's package points Node at one CommonJS file of every language; its ES modules let the
            // bundle keep only the English list the engine reads.
            if (bundleDependencies && args.path === 'stopword')
              return context.resolve('stopword/src/stopword.js', { kind: args.kind, resolveDir: args.resolveDir });
            if (bundleDependencies || INTERNAL.test(args.path) || args.path.startsWith('node:')) return undefined;
            return { external: true };
          });
        },
      },
    ],
  });
}

/** Builds the named targets that are stale (all of them with `force`); returns the ones it built. */
export async function buildStale(names = Object.keys(TARGETS), { force = false, log = (line) => process.stderr.write(`${line}\n`) } = {}) {
  const built = [];
  for (const name of names) {
    if (!force && !isStale(name)) continue;
    const started = performance.now();
    await TARGETS[name].build();
    log(`built ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    built.push(name);
  }
  return built;
}

if (process.argv[1] === import.meta.filename) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const names = args.filter((arg) => !arg.startsWith('--'));
  const unknown = names.filter((name) => !(name in TARGETS));
  if (unknown.length > 0) {
    process.stderr.write(`unknown target ${unknown.join(', ')}: expected ${Object.keys(TARGETS).join(', ')}\n`);
    process.exit(2);
  }
  await buildStale(names.length > 0 ? names : Object.keys(TARGETS), { force: force || names.length === 0 });
}
