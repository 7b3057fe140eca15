/**
 * Draws the gallery's thumbnails: asks the server for each direction's primary logo, a few at a time in the order
 * given (what is on screen first), and shows each as it arrives. Drawn logos are kept for the page's lifetime, so
 * going back and forth between the designers, a designer's variants and the comparison never draws one twice.
 */
import type { BrandInput } from '@logo-dna/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LogoDnaApi, LogoPreview } from '../../shared/api';
import { type Direction, directionBrief } from './directions';

/**
 * A thumbnail: drawn (`svg`, `src`, the image URL made from it once, and `ground`, the light ground it is drawn for),
 * being drawn, or failed with a message.
 */
export type PreviewState =
  | { status: 'loading' }
  | { status: 'ready'; svg: string; src: string; ground: string }
  | { status: 'failed'; message: string };

/** The SVG as an image source: an <img> keeps each logo's ids and styles to itself. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const ready = ({ svg, ground }: LogoPreview): PreviewState => ({ status: 'ready', svg, src: svgDataUrl(svg), ground });

/** Requests in flight at once: enough to keep the server's engine threads busy, leaving the browser connections for the rest. */
const PREVIEW_CONCURRENCY = 4;

/** Logos drawn on this page, by the brief they were drawn from. */
const drawn = new Map<string, LogoPreview>();

const LOADING: PreviewState = { status: 'loading' };

function failureMessage(error: unknown): string {
  const status = (error as { status?: unknown })?.status;
  if (status === 429) return 'Too many requests just now. Try again in a minute.';
  if (typeof status === 'number' && status >= 400 && status < 500 && error instanceof Error) return error.message;
  return 'This direction could not be drawn.';
}

export interface Previews {
  /** The state of a direction's thumbnail (loading until it is asked for and drawn). */
  stateOf(id: string): PreviewState;
  /** Asks again for a thumbnail that failed. */
  retry(id: string): void;
}

export function usePreviews(api: LogoDnaApi, input: BrandInput, wanted: readonly Direction[]): Previews {
  const [states, setStates] = useState<Record<string, PreviewState>>({});
  const inputKey = JSON.stringify(input);
  const run = useRef<{ key: string; inflight: Map<string, AbortController>; queue: Direction[]; failed: Set<string> } | null>(null);

  const pump = useCallback(() => {
    const current = run.current;
    const previewLogo = api.previewLogo?.bind(api);
    if (!current || !previewLogo) return;
    while (current.inflight.size < PREVIEW_CONCURRENCY && current.queue.length > 0) {
      const direction = current.queue.shift() as Direction;
      const brief = directionBrief(JSON.parse(current.key) as BrandInput, direction);
      const cacheKey = JSON.stringify(brief);
      const cached = drawn.get(cacheKey);
      if (cached !== undefined) {
        setStates((previous) => ({ ...previous, [direction.id]: ready(cached) }));
        continue;
      }
      const controller = new AbortController();
      current.inflight.set(direction.id, controller);
      previewLogo({ brief, signal: controller.signal })
        .then(({ svg, ground }) => {
          const logo = { svg, ground };
          drawn.set(cacheKey, logo);
          if (!controller.signal.aborted) setStates((previous) => ({ ...previous, [direction.id]: ready(logo) }));
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          current.failed.add(direction.id);
          setStates((previous) => ({ ...previous, [direction.id]: { status: 'failed', message: failureMessage(error) } }));
        })
        .finally(() => {
          if (current.inflight.get(direction.id) === controller) current.inflight.delete(direction.id);
          if (run.current === current && !controller.signal.aborted) pump();
        });
    }
  }, [api]);

  // A new brief starts over: what was asked for the old one is dropped.
  useEffect(() => {
    const current = { key: inputKey, inflight: new Map<string, AbortController>(), queue: [] as Direction[], failed: new Set<string>() };
    run.current = current;
    setStates({});
    return () => {
      for (const controller of current.inflight.values()) controller.abort();
      if (run.current === current) run.current = null;
    };
  }, [inputKey]);

  // What is wanted, in order: everything not drawn, not being drawn and not failed waits in the queue.
  const wantedKey = wanted.map((direction) => direction.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids (wantedKey) say when the wanted list changed.
  useEffect(() => {
    const current = run.current;
    if (!current || current.key !== inputKey) return;
    current.queue = wanted.filter(
      (direction) => !current.inflight.has(direction.id) && !current.failed.has(direction.id) && states[direction.id]?.status !== 'ready',
    );
    pump();
  }, [wantedKey, inputKey, pump]);

  const retry = useCallback(
    (id: string) => {
      const current = run.current;
      const direction = wanted.find((candidate) => candidate.id === id);
      if (!current || !direction || !current.failed.delete(id)) return;
      setStates((previous) => ({ ...previous, [id]: LOADING }));
      current.queue.unshift(direction);
      pump();
    },
    [wanted, pump],
  );

  return { stateOf: (id) => states[id] ?? LOADING, retry };
}
