/**
 * The brand-kit export as state: the server building the zip (a few seconds for a new version, at once for one
 * already built), then its bytes arriving; cancellable, and stopped if the view goes away (a sign-out, New Logo).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExportBrandKitOptions, KitExportProgress } from '../../shared/api';

export type ExportOutcome = 'done' | 'cancelled' | 'failed';

export type KitExportState =
  | { phase: 'idle'; last?: ExportOutcome }
  | { phase: 'building' }
  | { phase: 'downloading'; percent: number | null };

export type RunExport = (options: ExportBrandKitOptions) => Promise<ExportOutcome>;

/** The state a progress report moves to; null when nothing a person could see changed (the same whole percent). */
export function toExportState(current: KitExportState, progress: KitExportProgress): KitExportState | null {
  if (progress.phase === 'building') return current.phase === 'building' ? null : { phase: 'building' };
  const percent = progress.total ? Math.min(100, Math.floor((progress.loaded / progress.total) * 100)) : null;
  if (current.phase === 'downloading' && current.percent === percent) return null;
  return { phase: 'downloading', percent };
}

export function useKitExport(run: RunExport) {
  const [state, setState] = useState<KitExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const latest = useRef(state);
  latest.current = state;

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async () => {
    if (controller.current) return;
    const own = new AbortController();
    controller.current = own;
    setState({ phase: 'building' });
    const onProgress = (progress: KitExportProgress) => {
      if (own.signal.aborted) return;
      const next = toExportState(latest.current, progress);
      if (next) {
        latest.current = next;
        setState(next);
      }
    };
    const outcome = await run({ onProgress, signal: own.signal });
    if (controller.current === own) controller.current = null;
    setState({ phase: 'idle', last: own.signal.aborted ? 'cancelled' : outcome });
  }, [run]);

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, busy: state.phase !== 'idle', start, cancel };
}
