/** A retired pool gets no new task and is destroyed only once every task it was given has settled. */
import { describe, expect, it } from 'vitest';
import { createRecyclingPool, type WorkerPool } from './recycling-pool';

/** A pool whose tasks settle when the test says so; `destroy` ends whatever is still unsettled, as piscina does. */
function createFakePool(id: number) {
  const unsettled = new Map<unknown, { resolve(value: unknown): void; reject(error: Error): void }>();
  let destroyed = false;
  const pool = {
    id,
    threads: [],
    get destroyed() {
      return destroyed;
    },
    run(task: unknown) {
      if (destroyed) return Promise.reject(new Error('run after destroy'));
      return new Promise((resolve, reject) => unsettled.set(task, { resolve, reject }));
    },
    async destroy() {
      destroyed = true;
      for (const { reject } of unsettled.values()) reject(new Error('Terminating worker thread'));
      unsettled.clear();
    },
    finish(task: unknown) {
      unsettled.get(task)?.resolve(`${task} on ${id}`);
      unsettled.delete(task);
    },
  };
  return pool as typeof pool & WorkerPool;
}

function setUp(recycleAfterTasks: number) {
  const created: Array<ReturnType<typeof createFakePool>> = [];
  const create = () => {
    const pool = createFakePool(created.length);
    created.push(pool);
    return pool;
  };
  const pools = createRecyclingPool({ create, recycleAfterTasks });
  return { pools, created };
}

describe('recycling pool', () => {
  it('gives each pool its share of tasks, then starts a fresh one', async () => {
    const { pools, created } = setUp(2);
    const answers = ['a', 'b', 'c'].map((task) => pools.run(task));
    expect(created).toHaveLength(2);
    expect(pools.recycledPools).toBe(1);
    created[0]?.finish('a');
    created[0]?.finish('b');
    created[1]?.finish('c');
    expect(await Promise.all(answers)).toEqual(['a on 0', 'b on 0', 'c on 1']);
  });

  it('keeps a retired pool until the tasks it was given settle, so none is ended with it', async () => {
    const { pools, created } = setUp(2);
    const first = pools.run('a');
    const second = pools.run('b');
    const third = pools.run('c');
    const old = created[0];
    expect(old?.destroyed).toBe(false);
    expect(pools.draining).toBe(1);
    old?.finish('a');
    await first;
    expect(old?.destroyed).toBe(false);
    old?.finish('b');
    await second;
    expect(old?.destroyed).toBe(true);
    expect(pools.draining).toBe(0);
    created[1]?.finish('c');
    expect(await third).toBe('c on 1');
  });

  it('destroys a retired pool at once when nothing is left on it', async () => {
    const { pools, created } = setUp(1);
    const first = pools.run('a');
    created[0]?.finish('a');
    await first;
    const second = pools.run('b');
    expect(created[0]?.destroyed).toBe(true);
    created[1]?.finish('b');
    await second;
  });

  it('close ends every pool, draining ones included, and refuses later tasks', async () => {
    const { pools, created } = setUp(1);
    const running = [pools.run('a'), pools.run('b')].map((answer) => answer.catch((error: Error) => error.message));
    await pools.close();
    expect(created.map((pool) => pool.destroyed)).toEqual([true, true]);
    expect(await Promise.all(running)).toEqual(['Terminating worker thread', 'Terminating worker thread']);
    await expect(pools.run('c')).rejects.toThrow('Terminating worker thread');
  });
});
