/**
 * The whole systems of the compared directions (their lockups, app icon and palette), asked for once the comparison
 * shows more than the primary, all at once (two to four). Each is kept for the page's lifetime by its brief, so
 * switching views or coming back to the comparison never asks twice.
 */
import type { GenerationBrief } from '@logo-dna/protocol';
import { useEffect, useState } from 'react';
import type { ComparedSystem } from './compare-views';

export type SystemState = { status: 'loading' } | { status: 'ready'; system: ComparedSystem } | { status: 'failed'; message: string };

export type LoadSystem = (brief: GenerationBrief, signal: AbortSignal) => Promise<ComparedSystem>;

export interface ComparedSystems {
  stateOf(id: string): SystemState;
  retry(id: string): void;
}

/** Systems drawn on this page, by the brief they were drawn from. */
const loaded = new Map<string, ComparedSystem>();

const LOADING: SystemState = { status: 'loading' };

export function useComparedSystems(
  load: LoadSystem,
  wanted: ReadonlyArray<{ id: string; brief: GenerationBrief }>,
  enabled: boolean,
): ComparedSystems {
  const [states, setStates] = useState<Record<string, SystemState>>({});
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(wanted);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the wanted list's text (key) and the attempt say when to ask.
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    for (const { id, brief } of wanted) {
      const cacheKey = JSON.stringify(brief);
      const cached = loaded.get(cacheKey);
      if (cached) {
        setStates((previous) => (previous[id]?.status === 'ready' ? previous : { ...previous, [id]: { status: 'ready', system: cached } }));
        continue;
      }
      if (states[id]?.status === 'failed') continue;
      load(brief, controller.signal)
        .then((system) => {
          loaded.set(cacheKey, system);
          if (!controller.signal.aborted) setStates((previous) => ({ ...previous, [id]: { status: 'ready', system } }));
        })
        .catch(() => {
          if (!controller.signal.aborted)
            setStates((previous) => ({ ...previous, [id]: { status: 'failed', message: 'This direction’s system could not be drawn.' } }));
        });
    }
    return () => controller.abort();
  }, [key, enabled, attempt, load]);

  return {
    stateOf: (id) => states[id] ?? LOADING,
    retry: (id) => {
      setStates((previous) => ({ ...previous, [id]: LOADING }));
      setAttempt((count) => count + 1);
    },
  };
}
