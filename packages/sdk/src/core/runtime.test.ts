import { describe, expect, expectTypeOf, it } from 'vitest';
import { createRandomHex, createRuntime, type KeyValueStorage, readJson, type WindowLike, writeJson } from './runtime';

describe('runtime', () => {
  it('the browser globals satisfy the injected interfaces', () => {
    expectTypeOf<Window>().toExtend<WindowLike>();
    expectTypeOf<Storage>().toExtend<KeyValueStorage>();
  });

  it('defaults to no window and no storage in Node, and honours injected values', () => {
    const runtime = createRuntime();
    expect([runtime.window, runtime.storage]).toEqual([null, null]);
    const now = () => 42;
    expect(createRuntime({ now }).now()).toBe(42);
  });

  it('reads and writes JSON, treating corrupt entries and failing storage as absent', () => {
    const data = new Map<string, string>([['bad', '{nope']]);
    const storage: KeyValueStorage = {
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, value),
      removeItem: (key) => void data.delete(key),
    };
    writeJson(storage, 'k', { a: 1 });
    expect(readJson(storage, 'k')).toEqual({ a: 1 });
    expect(readJson(storage, 'bad')).toBeUndefined();
    writeJson(storage, 'k', undefined);
    expect(data.has('k')).toBe(false);
    const failing: KeyValueStorage = {
      ...storage,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => writeJson(failing, 'k', 1)).not.toThrow();
  });

  it('makes random hex ids of the asked length', () => {
    expect(createRandomHex(32)).toMatch(/^[0-9a-f]{32}$/);
    expect(createRandomHex(7)).toMatch(/^[0-9a-f]{7}$/);
  });
});
