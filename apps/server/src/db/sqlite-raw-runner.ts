/**
 * A time limit for raw SQL on SQLite. better-sqlite3 runs statements synchronously and offers no
 * interrupt or progress handler, so a statement on the server's own connection could neither be
 * stopped nor keep from freezing every other request. Raw SQL therefore runs in a child process with
 * its own connection, one job at a time; a job that overruns its limit ends that process (SQLite rolls
 * back the uncommitted work) and the next job starts a fresh one.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { RUNS_COMPILED } from '../compiled';
import type { QueryResult } from './database';
import { type RawRunOptions, type RawStatement, RawStatementFailure } from './raw-sql';

export interface RawJob {
  id: number;
  statements: readonly RawStatement[];
  mode: RawRunOptions['mode'];
}

export interface TransferredError {
  name: string;
  message: string;
  code?: string;
  /** The failing statement of a batch. */
  index?: number;
}

export type RawReply = { ready: true } | { id: number; results: QueryResult[] } | { id: number; error: TransferredError };

/** What a timed-out job rejects with; `SQLITE_INTERRUPT` is SQLite's own code for a cancelled statement. */
class RawTimeoutError extends Error {
  readonly code = 'SQLITE_INTERRUPT';
  constructor(timeoutMs: number) {
    super(`The statement ran longer than ${timeoutMs} ms and was cancelled`);
    this.name = 'RawTimeoutError';
  }
}

// Compiled, the child is its own bundle beside the server's; from source it runs through tsx.
const CHILD_ENTRY = RUNS_COMPILED ? join(import.meta.dirname, 'sqlite-raw-child.js') : join(import.meta.dirname, 'sqlite-raw-child.ts');
const CHILD_EXEC_ARGV = RUNS_COMPILED ? [] : ['--import', 'tsx'];

function revive(error: TransferredError): unknown {
  // better-sqlite3 reports chained statements and wrong parameter counts as RangeError.
  const revived = error.name === 'RangeError' ? new RangeError(error.message) : new Error(error.message);
  if (error.code !== undefined) Object.assign(revived, { code: error.code });
  return error.index === undefined ? revived : new RawStatementFailure(error.index, revived);
}

/** Structured cloning turns the driver's Buffers into plain Uint8Arrays; make them Buffers again, as in-process reads return. */
function restoreBlobs(results: QueryResult[]): QueryResult[] {
  for (const result of results) {
    for (const row of result.rows) {
      for (const [key, value] of Object.entries(row)) {
        if (value instanceof Uint8Array && !Buffer.isBuffer(value))
          row[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      }
    }
  }
  return results;
}

export interface SqliteRawRunner {
  run(statements: readonly RawStatement[], options: RawRunOptions): Promise<QueryResult[]>;
  close(): Promise<void>;
}

export function createSqliteRawRunner(file: string): SqliteRawRunner {
  let child: Promise<ChildProcess> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let nextId = 1;

  function start(): Promise<ChildProcess> {
    const worker = fork(CHILD_ENTRY, [file], { execArgv: CHILD_EXEC_ARGV, serialization: 'advanced', stdio: 'inherit' });
    const started = new Promise<ChildProcess>((resolve, reject) => {
      worker.once('message', () => resolve(worker));
      worker.once('exit', (code) => reject(new Error(`the SQL runner exited while starting (code ${code})`)));
      worker.once('error', reject);
    });
    worker.once('exit', () => {
      if (child === started) child = undefined;
    });
    return started;
  }

  function stop(worker: ChildProcess): void {
    if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
  }

  async function runJob(job: RawJob, timeoutMs: number): Promise<QueryResult[]> {
    child ??= start();
    const current = child;
    const worker = await current;
    return new Promise<QueryResult[]>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
      };
      const onMessage = (reply: RawReply) => {
        if (!('id' in reply) || reply.id !== job.id) return;
        finish();
        if ('error' in reply) reject(revive(reply.error));
        else resolve(restoreBlobs(reply.results));
      };
      const onExit = () => {
        finish();
        reject(new Error('the SQL runner stopped during a statement'));
      };
      const timer = setTimeout(() => {
        finish();
        if (child === current) child = undefined;
        stop(worker);
        reject(new RawTimeoutError(timeoutMs));
      }, timeoutMs);
      worker.on('message', onMessage);
      worker.once('exit', onExit);
      worker.send(job);
    });
  }

  return {
    run(statements, options) {
      const job: RawJob = { id: nextId++, statements, mode: options.mode };
      const result = queue.then(() => runJob(job, options.timeoutMs));
      queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      const running = child;
      child = undefined;
      const worker = await running?.catch(() => undefined);
      if (!worker || worker.exitCode !== null || worker.signalCode !== null) return;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.disconnect();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
      stop(worker);
    },
  };
}
