/** The environment the SDK runs in (fetch, window, storage, WebSocket, clock, timers), injectable so every module is testable. */

/** The part of `localStorage` the SDK uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The part of the browser `window` the SDK uses; a real `window` satisfies it. */
export interface WindowLike {
  location: { href: string; origin: string; pathname: string; search: string };
  history?: {
    replaceState(data: unknown, unused: string, url?: string | URL | null): void;
    pushState?(data: unknown, unused: string, url?: string | URL | null): void;
  };
  self?: unknown;
  top?: unknown;
  parent?: { postMessage(message: unknown, targetOrigin: string): void } | null;
  navigator?: { doNotTrack?: string | null };
  document?: { referrer: string };
  innerWidth?: number;
  localStorage?: KeyValueStorage;
  sessionStorage?: KeyValueStorage;
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  open?(url: string, target?: string, features?: string): { closed: boolean; close(): void } | null;
}

/** The part of the WebSocket class the realtime module uses. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export type WebSocketFactory = new (url: string) => WebSocketLike;

/** Timers behind an interface so tests drive them with fake clocks. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface Runtime {
  fetch: typeof fetch;
  window: WindowLike | null;
  /** Token and analytics persistence; null keeps everything in memory (Node). */
  storage: KeyValueStorage | null;
  WebSocket: WebSocketFactory | null;
  timers: Timers;
  /** Milliseconds since the epoch. */
  now(): number;
  /** A number in [0, 1), for jitter and ids. */
  random(): number;
}

export interface RuntimeOptions {
  fetch?: typeof fetch;
  window?: WindowLike | null;
  storage?: KeyValueStorage | null;
  WebSocket?: WebSocketFactory | null;
  timers?: Timers;
  now?: () => number;
  random?: () => number;
}

/** Real timers, looked up at call time so fake timers installed later still apply. */
const GLOBAL_TIMERS: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/** Builds the runtime from options, falling back to the globals of the browser or Node. */
export function createRuntime(options: RuntimeOptions = {}): Runtime {
  const globals = globalThis as { window?: WindowLike; WebSocket?: WebSocketFactory };
  const window = options.window !== undefined ? options.window : (globals.window ?? null);
  return {
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    window,
    storage: options.storage !== undefined ? options.storage : (readLocalStorage(window) ?? null),
    WebSocket: options.WebSocket !== undefined ? options.WebSocket : (globals.WebSocket ?? null),
    timers: options.timers ?? GLOBAL_TIMERS,
    now: options.now ?? (() => Date.now()),
    random: options.random ?? Math.random,
  };
}

/** localStorage can throw (privacy modes, sandboxed iframes); treat that as no storage. */
function readLocalStorage(window: WindowLike | null): KeyValueStorage | undefined {
  try {
    return window?.localStorage;
  } catch {
    return undefined;
  }
}

/** A random hex string from crypto when present (browsers, Node ≥ 19), else from `random`. */
export function createRandomHex(length: number, random: () => number = Math.random): string {
  const bytes = new Uint8Array(Math.ceil(length / 2));
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(random() * 256);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, length);
}

/** Reads and parses a JSON value from storage; corrupt or missing entries read as undefined. */
export function readJson<T>(storage: KeyValueStorage | null, key: string): T | undefined {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Writes a JSON value; storage failures (quota, privacy mode) must never break a call. */
export function writeJson(storage: KeyValueStorage | null, key: string, value: unknown): void {
  try {
    if (value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Persistence is best-effort by design: the in-memory state stays authoritative.
  }
}
