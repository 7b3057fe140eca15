/**
 * Worker pools replaced after a number of tasks. A retired pool is given no new task; it runs every task it was given
 * (those running and those still queued on it) and is destroyed once the last has settled, so recycling never ends
 * a task. piscina's own `close()` is not used for this: in piscina 5 it counts task-done events rather than idle
 * workers and takes a worker still starting for an idle one, so it can decide the pool is drained while tasks are
 * still queued or running, then destroys it and those tasks fail with "Terminating worker thread".
 */
import type { Piscina } from 'piscina';

/** The part of a piscina pool recycling uses. */
export type WorkerPool = Pick<Piscina, 'run' | 'destroy' | 'threads'>;

export interface RecyclingPoolOptions<P extends WorkerPool> {
  /** Starts a fresh pool; called synchronously when a task needs one. */
  create: () => P;
  /** Tasks one pool is given before the next task starts a fresh pool. */
  recycleAfterTasks: number;
}

export interface RecyclingPool<P extends WorkerPool> {
  /** Gives `task` to the current pool (a fresh one when the current one has had its share), in one synchronous step. */
  run(task: unknown, options?: Parameters<Piscina['run']>[1]): Promise<unknown>;
  /** The pool new tasks go to, if one has started. */
  readonly current: P | undefined;
  /** Pools retired so far. */
  readonly recycledPools: number;
  /** Retired pools still running tasks they were given. */
  readonly draining: number;
  /** Destroys every pool now: tasks still running or queued fail with piscina's termination error. */
  close(): Promise<void>;
}

interface Generation<P> {
  pool: P;
  given: number;
  unsettled: number;
  retired: boolean;
}

export function createRecyclingPool<P extends WorkerPool>({ create, recycleAfterTasks }: RecyclingPoolOptions<P>): RecyclingPool<P> {
  let current: Generation<P> | undefined;
  let recycledPools = 0;
  const draining = new Set<Generation<P>>();
  const ending = new Set<Promise<void>>();
  let closed = false;

  const end = (generation: Generation<P>) => {
    draining.delete(generation);
    if (closed) return;
    // Nothing runs or waits on it any more: destroying ends only idle threads.
    const ended: Promise<void> = generation.pool
      .destroy()
      .catch(() => undefined)
      .finally(() => ending.delete(ended));
    ending.add(ended);
  };

  const retire = (generation: Generation<P>) => {
    generation.retired = true;
    recycledPools += 1;
    if (generation.unsettled === 0) end(generation);
    else draining.add(generation);
  };

  return {
    run(task, options) {
      if (closed) return Promise.reject(new Error('Terminating worker thread'));
      if (current && current.given >= recycleAfterTasks) {
        retire(current);
        current = undefined;
      }
      current ??= { pool: create(), given: 0, unsettled: 0, retired: false };
      const generation = current;
      generation.given += 1;
      generation.unsettled += 1;
      const settle = () => {
        generation.unsettled -= 1;
        if (generation.retired && generation.unsettled === 0) end(generation);
      };
      let result: Promise<unknown>;
      try {
        result = generation.pool.run(task, options);
      } catch (error) {
        result = Promise.reject(error);
      }
      return result.finally(settle);
    },
    get current() {
      return current?.pool;
    },
    get recycledPools() {
      return recycledPools;
    },
    get draining() {
      return draining.size;
    },
    async close() {
      closed = true;
      const pools = [...(current ? [current] : []), ...draining].map((generation) => generation.pool);
      current = undefined;
      draining.clear();
      await Promise.all([...pools.map((pool) => pool.destroy()), ...ending]);
    },
  };
}
