/**
 * The live preview: the whole system for the brief on screen, re-drawn a moment after each change settles. Only the
 * latest request is in flight (a newer one aborts it), answers that arrive late are ignored, and systems already drawn
 * come from memory, so undo and redo are instant.
 */
import type { GenerationBrief } from '@logo-dna/protocol';
import { useEffect, useRef, useState } from 'react';
import type { DesignPreview, EditorApi } from './editor-api';

/** Quiet time after a change before the preview is requested (the engine takes about 130 ms per system). */
const PREVIEW_DEBOUNCE_MS = 120;
const CACHE_ENTRIES = 40;

export interface LivePreview {
  /** The latest system drawn (kept on screen while the next one is on its way, or after a refusal). */
  preview?: DesignPreview;
  /** The brief `preview` was drawn from. */
  previewKey?: string;
  pending: boolean;
  /** Why the latest brief could not be drawn (a refused edit, a failed request). */
  error?: Error;
}

export function useLivePreview(api: EditorApi, brief: GenerationBrief): LivePreview {
  const key = JSON.stringify(brief);
  const cache = useRef(new Map<string, DesignPreview>());
  const inFlight = useRef<AbortController | null>(null);
  const latestKey = useRef(key);
  const [state, setState] = useState<LivePreview>({ pending: true });
  latestKey.current = key;

  useEffect(() => {
    const hit = cache.current.get(key);
    if (hit) {
      setState({ preview: hit, previewKey: key, pending: false });
      return;
    }
    setState((current) => ({ ...current, pending: true, error: undefined }));
    const timer = setTimeout(() => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      api
        .designSystem(JSON.parse(key) as GenerationBrief, controller.signal)
        .then((preview) => {
          cache.current.set(key, preview);
          if (cache.current.size > CACHE_ENTRIES) cache.current.delete(cache.current.keys().next().value as string);
          if (latestKey.current === key) setState({ preview, previewKey: key, pending: false });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted || latestKey.current !== key) return;
          setState((current) => ({ ...current, pending: false, error: error instanceof Error ? error : new Error(String(error)) }));
        });
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [api, key]);

  // Leaving the editor cancels what is still on its way.
  useEffect(() => () => inFlight.current?.abort(), []);
  return state;
}
