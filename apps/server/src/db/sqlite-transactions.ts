/**
 * Transactions on SQLite's one connection: one caller's at a time, savepoints inside it. A transaction
 * may await other work (a file, a hash) between its statements, and requests run while it waits; without
 * a lock their statements and transactions would land inside it, and its savepoints inside theirs.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** A first-come, first-served lock. */
class Lock {
  private held = false;
  private readonly waiting: Array<() => void> = [];

  get isHeld(): boolean {
    return this.held;
  }

  acquire(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Hands the lock to the next waiter, if any. */
  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }
}

/** The connection (depth 0) or one open transaction; `children` is held while a transaction inside it runs. */
interface Scope {
  depth: number;
  open: boolean;
  parent?: Scope;
  children: Lock;
}

export interface SqliteTransactions {
  /** Runs one synchronous statement, first waiting for any transaction the caller is not part of. */
  statement<T>(run: () => T): T | Promise<T>;
  /** Runs `fn` as a transaction, or as a savepoint when the caller is already inside one. */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
}

/** `exec` runs SQL on the connection; `begin` is the statement that opens an outermost transaction. */
export function createSqliteTransactions(exec: (sql: string) => void, begin: string): SqliteTransactions {
  const connection: Scope = { depth: 0, open: true, children: new Lock() };
  const scopes = new AsyncLocalStorage<Scope>();

  /** The innermost open transaction the running code belongs to (work it started may outlive it). */
  function currentScope(): Scope {
    let scope = scopes.getStore();
    while (scope && !scope.open) scope = scope.parent;
    return scope ?? connection;
  }

  function finish(scope: Scope, committed: boolean): void {
    const savepoint = `sp_${scope.depth}`;
    if (scope.depth === 1) exec(committed ? 'COMMIT' : 'ROLLBACK');
    else exec(committed ? `RELEASE ${savepoint}` : `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`);
  }

  /** Undoes a failed transaction; its own error is the one to report, not a failing rollback's. */
  function rollBackQuietly(scope: Scope): void {
    try {
      finish(scope, false);
    } catch {
      // Nothing is left to undo (a failed COMMIT may already have ended the transaction).
    }
  }

  return {
    statement(run) {
      const scope = currentScope();
      if (!scope.children.isHeld) return run();
      return scope.children.acquire().then(() => {
        try {
          return run();
        } finally {
          scope.children.release();
        }
      });
    },

    async transaction(fn) {
      const parent = currentScope();
      await parent.children.acquire();
      const scope: Scope = { depth: parent.depth + 1, open: true, parent, children: new Lock() };
      try {
        exec(scope.depth === 1 ? begin : `SAVEPOINT sp_${scope.depth}`);
        try {
          const result = await scopes.run(scope, fn);
          finish(scope, true);
          return result;
        } catch (error) {
          rollBackQuietly(scope);
          throw error;
        }
      } finally {
        scope.open = false;
        parent.children.release();
      }
    },
  };
}
