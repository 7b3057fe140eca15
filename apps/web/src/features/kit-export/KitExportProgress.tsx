/**
 * Progress of a brand-kit export, under the result's actions: what is happening in words, a bar (moving while the
 * server builds, filling while the zip downloads) and Cancel. Screen readers hear each phase once, not every percent.
 */
import { useEffect, useState } from 'react';
import { Button } from '../../shared/Button';
import type { KitExportState } from './use-kit-export';

export interface KitExportProgressProps {
  state: KitExportState;
  onCancel: () => void;
}

/** The phase in words, as announced. */
function describeExport(state: KitExportState): string {
  if (state.phase === 'building') return 'Building your brand kit: every logo, the palette and the guidelines…';
  if (state.phase === 'downloading') return 'Downloading your brand kit…';
  if (state.last === 'cancelled') return 'Brand kit export cancelled.';
  if (state.last === 'done') return 'Brand kit downloaded.';
  return '';
}

/** Whole seconds since the build started, shown beside the words (not announced). */
function useElapsedSeconds(running: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    setSeconds(0);
    if (!running) return;
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return seconds;
}

export function KitExportProgress({ state, onCancel }: KitExportProgressProps) {
  const active = state.phase !== 'idle';
  const seconds = useElapsedSeconds(state.phase === 'building');
  const percent = state.phase === 'downloading' ? state.percent : null;
  const detail = state.phase === 'building' ? (seconds > 0 ? `${seconds} s` : '') : percent !== null ? `${percent}%` : '';
  return (
    <div className="w-full">
      {/* Always present, so a change of phase is announced. */}
      <p role="status" className="sr-only">
        {describeExport(state)}
      </p>
      {active ? (
        <div className="mt-3 rounded-xl border border-line bg-white p-3 shadow-card" data-testid="kit-progress">
          <div className="flex items-center justify-between gap-3">
            <p aria-hidden="true" className="min-w-0 text-sm text-ink">
              {describeExport(state)}
              {detail ? <span className="ml-1.5 tabular-nums text-muted">{detail}</span> : null}
            </p>
            <Button variant="ghost" onClick={onCancel} className="shrink-0">
              Cancel
            </Button>
          </div>
          <div
            role="progressbar"
            aria-label="Brand kit export"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent ?? undefined}
            aria-valuetext={percent === null ? describeExport(state) : `${percent}% downloaded`}
            className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-100"
          >
            {percent === null ? (
              <div className="progress-indeterminate h-full w-2/5 rounded-full bg-brand" />
            ) : (
              <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
