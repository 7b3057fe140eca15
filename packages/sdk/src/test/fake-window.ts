/** Test helper: a minimal browser window (location, history, storage, events, parent frame) for the SDK's WindowLike. */
import type { KeyValueStorage, WindowLike } from '../core/runtime';

function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

export interface FakeWindowOptions {
  href?: string;
  framed?: boolean;
  referrer?: string;
  doNotTrack?: string;
}

export function createFakeWindow(options: FakeWindowOptions = {}) {
  const target = new EventTarget();
  let href = options.href ?? 'https://app.example/';
  const parentMessages: { message: unknown; targetOrigin: string }[] = [];
  const replaced: string[] = [];
  const opened: { url: string; closed: boolean; close(): void }[] = [];
  const self = {};
  const window = {
    location: {
      get href() {
        return href;
      },
      set href(value: string) {
        href = new URL(value, href).toString();
      },
      get origin() {
        return new URL(href).origin;
      },
      get pathname() {
        return new URL(href).pathname;
      },
      get search() {
        return new URL(href).search;
      },
    },
    history: {
      replaceState(_data: unknown, _unused: string, url?: string | URL | null) {
        if (url) href = new URL(String(url), href).toString();
        replaced.push(href);
      },
      pushState(_data: unknown, _unused: string, url?: string | URL | null) {
        if (url) href = new URL(String(url), href).toString();
      },
    } as NonNullable<WindowLike['history']>,
    self,
    top: options.framed ? {} : self,
    parent: { postMessage: (message: unknown, targetOrigin: string) => void parentMessages.push({ message, targetOrigin }) },
    navigator: { doNotTrack: options.doNotTrack ?? null },
    document: { referrer: options.referrer ?? '' },
    innerWidth: 1280,
    localStorage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
    addEventListener: (type: string, listener: (event: Event) => void) => target.addEventListener(type, listener),
    removeEventListener: (type: string, listener: (event: Event) => void) => target.removeEventListener(type, listener),
    open(url: string): { url: string; closed: boolean; close(): void } | null {
      const popup = {
        url,
        closed: false,
        close() {
          popup.closed = true;
        },
      };
      opened.push(popup);
      return popup;
    },
  } satisfies WindowLike;
  return {
    window,
    parentMessages,
    replaced,
    opened,
    /** Dispatches a `message` event as if posted from `origin`. */
    postFrom(origin: string, data: unknown) {
      target.dispatchEvent(Object.assign(new Event('message'), { origin, data }));
    },
    /** Dispatches a `storage` event as another tab would cause. */
    storageEvent(key: string, newValue: string | null) {
      target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
    },
    dispatch(type: string) {
      target.dispatchEvent(new Event(type));
    },
  };
}
