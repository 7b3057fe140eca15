/**
 * The child process behind SQLite's raw SQL (see sqlite-raw-runner.ts): its own connection to the
 * database file, one job at a time. The parent kills this process when a job overruns its time limit;
 * SQLite then rolls back whatever the job had not committed. Read batches use a second, read-only connection.
 * Usage (by the parent only): fork this file with the database file as the only argument.
 */
import type { Database } from './database';
import { RawStatementFailure, runRawInProcess } from './raw-sql';
import { createSqliteDatabase } from './sqlite';
import type { RawJob, RawReply, TransferredError } from './sqlite-raw-runner';

const [file] = process.argv.slice(2);
if (!file || !process.send) throw new Error('sqlite-raw-child runs only as a forked child with a database file');

const db = createSqliteDatabase(file);
const send = (reply: RawReply) => process.send?.(reply);

function transfer(error: unknown): TransferredError {
  const failure = error instanceof RawStatementFailure ? error : undefined;
  const cause = (failure ? failure.cause : error) as { name?: unknown; message?: unknown; code?: unknown } | null;
  return {
    name: typeof cause?.name === 'string' ? cause.name : 'Error',
    message: typeof cause?.message === 'string' ? cause.message : String(cause),
    ...(typeof cause?.code === 'string' ? { code: cause.code } : {}),
    ...(failure ? { index: failure.index } : {}),
  };
}

process.on('message', (job: RawJob) => {
  // No time limit here: the parent enforces it by ending this process.
  // A read batch gets a connection of its own opened read-only: SQLite refuses its writes whatever the SQL
  // does. A fresh one per batch, so no statement prepared before a schema change is reused.
  let reader: Database | undefined;
  Promise.resolve()
    .then(() => {
      if (job.mode === 'read') reader = createSqliteDatabase(file, { readonly: true });
      return runRawInProcess(reader ?? db, job.statements, { mode: job.mode, timeoutMs: 0 });
    })
    .then(
      (results) => send({ id: job.id, results }),
      (error: unknown) => send({ id: job.id, error: transfer(error) }),
    )
    .finally(() => reader?.close());
});
process.on('disconnect', () => {
  void db.close().finally(() => process.exit(0));
});
send({ ready: true });
