/**
 * The production build: the server and the CLI bundled by esbuild, the web app by Vite. Our TypeScript and the
 * internal packages are bundled; so are the pure-JS npm dependencies of the server's main thread and of the CLI
 * (minified), since a start pays for every module Node resolves and compiles. Each output is rebuilt only when
 * missing or older than its sources. Plain JavaScript, so `npm start` and the CLI need no TypeScript loader.
 *
 *   node tools/build.mjs                 builds what is stale (server, cli, web)
 *   node tools/build.mjs --force server  rebuilds the server whatever its age
 */
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
const at = (...parts) => join(ROOT, ...parts);

/** Internal packages are TypeScript source: they are bundled. npm packages stay runtime imports (but see below). */
const INTERNAL = /^(@logo-dna\/(protocol|engine)(\/|$))/;

/**
 * What the server's main bundle still loads from node_modules at run time; every other npm dependency is bundled
 * into it, so a start parses one file instead of resolving, reading and wrapping some 400 modules of 80 packages.
 * Kept out: native addons and the packages that locate files beside their own code (piscina's worker entry), the
 * optional native helpers ws may load, and what is imported only when configured or used (bundling those would
 * only lengthen the build).
 */
const SERVER_RUNTIME_IMPORTS = [
  // Native addons, and the optional ones ws tries.
  'better-sqlite3',
  '@node-rs/argon2',
  'bufferutil',
  'utf-8-validate',
  // Finds its worker script beside its own files.
  'piscina',
  // Imported only when configured (Postgres, Redis, S3, SMTP, a remote AI, OIDC) or used (imports, screenshots).
  'pg',
  'ioredis',
  '@aws-sdk/client-s3',
  'nodemailer',
  'openai',
  'openid-client',
  'cheerio',
  'turndown',
  'unpdf',
  'playwright-core',
];
const packageName = (path) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The server's entries, in two bundle groups: the main thread, and the worker threads and child process (which
 * sit beside it, see apps/server/src/compiled.ts). Apart, the main thread's bundle keeps only the few engine
 * modules it uses (designer ids, the brief check) instead of sharing one chunk of the whole engine with the workers.
 */
const SERVER_GROUPS = [
  { entries: { main: 'apps/server/src/main.ts' }, bundleDependencies: true },
  {
    entries: {
      'engine-worker': 'apps/server/src/ai/builtin/engine-worker.ts',
      'kit-worker': 'apps/server/src/kit/kit-worker.ts',
      'extract-worker': 'apps/server/src/data/extract-worker.ts',
      'sqlite-raw-child': 'apps/server/src/db/sqlite-raw-child.ts',
    },
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
      // The main bundle carries its npm dependencies: an install that changes their versions rebuilds it.
      'package-lock.json',
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
        groups: [{ entries: { main: 'packages/cli/src/main.ts' }, bundleDependencies: true, minify: true, inlineFileRequires: true }],
        outdir: at('packages/cli/dist'),
        external: [/^@logo-dna\/server/, ...CLI_EXTERNAL],
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
    build: async () => {
      // Loaded only to build: `npm start` imports this file for its staleness check alone.
      const { execFileSync } = await import('node:child_process');
      execFileSync('npm', ['run', 'build', '--workspace', 'apps/web', '--', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
      await precompress(at('apps/web/dist'));
    },
  },
};

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);

/** Writes `.br` and `.gz` beside every text file over 1 KiB, for the server to send as browsers ask. */
export async function precompress(dir) {
  const { brotliCompressSync, constants, gzipSync } = await import('node:zlib');
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      await precompress(path);
      continue;
    }
    if (!COMPRESSIBLE.has(extname(entry.name)) || statSync(path).size < 1024) continue;
    const data = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  }
}

/** Test files are in no build: their changes make nothing stale. */
const TEST_FILE = /\.test\.tsx?$/;

/**
 * Newest modification time under a file or folder (0 when it does not exist); `seen` keeps the answers by path,
 * so the engine's sources, which the server and the web app share, are read once per check.
 */
function newestChange(path, seen) {
  if (seen.has(path)) return seen.get(path);
  let newest = 0;
  if (existsSync(path)) {
    const stat = statSync(path);
    newest = stat.mtimeMs;
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path, { withFileTypes: true })) {
        if (TEST_FILE.test(entry.name)) continue;
        const child = join(path, entry.name);
        newest = Math.max(newest, entry.isDirectory() ? newestChange(child, seen) : statSync(child).mtimeMs);
      }
    }
  }
  seen.set(path, newest);
  return newest;
}

/** True when the target's output is missing or older than any of its sources (this script included). */
export function isStale(name, seen = new Map()) {
  const target = TARGETS[name];
  if (!existsSync(target.output)) return true;
  const builtAt = statSync(target.output).mtimeMs;
  return [...target.sources.map((source) => at(source)), import.meta.filename].some((source) => newestChange(source, seen) > builtAt);
}

async function bundle({ groups, outdir, external = [], files = [] }) {
  const { build } = await import('esbuild');
  rmSync(outdir, { recursive: true, force: true });
  // The groups are built in turn: the main entry is written last, as the build's completion mark.
  for (const group of [...groups].reverse()) await bundleGroup(build, group, outdir, external);
  for (const [from, to] of files) copyFileSync(at(from), join(outdir, to));
}

/**
 * @fastify/static requires glob when loaded, yet calls it only to list the files of a `wildcard: false` root, which
 * the server does not use (http/web-app.ts): in the bundle it gets a glob that loads the real one on first call.
 */
const lazyGlob = {
  name: 'lazy-glob',
  setup(context) {
    context.onResolve({ filter: /^glob$/ }, (args) =>
      /[\\/]@fastify[\\/]static[\\/]/.test(args.importer) ? { path: 'glob', namespace: 'lazy-glob' } : undefined,
    );
    context.onLoad({ filter: /.*/, namespace: 'lazy-glob' }, () => ({
      contents: "export const glob = async (...args) => (await import('glob')).glob(...args);",
      resolveDir: ROOT,
      loader: 'js',
    }));
  },
};

/**
 * Lets esbuild bundle what ES modules in node_modules read with `createRequire(import.meta.url)` (css-tree's and
 * csso's JSON data): without the local `require`, those calls are the bundler's own and their files are inlined.
 */
const inlineFileRequiresPlugin = {
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

async function bundleGroup(build, { entries, bundleDependencies = false, minify = false, inlineFileRequires = false }, outdir, external) {
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
    // Bundled CommonJS dependencies call require() for Node's built-ins, which an ES module has to be given.
    banner: bundleDependencies
      ? { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" }
      : {},
    plugins: [
      ...(bundleDependencies ? [lazyGlob] : []),
      ...(inlineFileRequires ? [inlineFileRequiresPlugin] : []),
      {
        name: 'node-modules-external',
        setup(context) {
          context.onResolve({ filter: /^[^./]/ }, (args) => {
            if (external.some((pattern) => pattern.test(args.path))) return { external: true };
            if (INTERNAL.test(args.path) || args.path.startsWith('node:')) return undefined;
            // stopword's package points Node at one CommonJS file of every language; its ES modules let the
            // bundle keep only the English list the engine reads.
            if (bundleDependencies && args.path === 'stopword')
              return context.resolve('stopword/src/stopword.js', { kind: args.kind, resolveDir: args.resolveDir });
            if (bundleDependencies && !SERVER_RUNTIME_IMPORTS.includes(packageName(args.path))) return undefined;
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
  const seen = new Map();
  for (const name of names) {
    if (!force && !isStale(name, seen)) continue;
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
