/** The shortlist: starred directions, each with a pick for the comparison and a way off the list. */
import { Columns2, Share2, X } from 'lucide-react';
import { Button } from '../../shared/Button';
import { cx } from '../../shared/cx';
import { DirectionThumbnail, thumbnailGround } from './DirectionTile';
import { MAX_COMPARED } from './gallery-session';
import type { PreviewState } from './use-previews';

interface ShortlistEntry {
  id: string;
  name: string;
  preview: PreviewState;
  picked: boolean;
}

export interface ShortlistPanelProps {
  entries: ShortlistEntry[];
  /** The comparison can be shown (two to four picked, or two to four starred and none picked). */
  canCompare: boolean;
  comparing: boolean;
  onTogglePick(id: string): void;
  onRemove(id: string): void;
  onCompare(): void;
  /** Shares the shortlist as a poll (absent when the server has no sharing). */
  share?: { onShare(): void; disabled: boolean; label: string };
}

export function ShortlistPanel({ entries, canCompare, comparing, onTogglePick, onRemove, onCompare, share }: ShortlistPanelProps) {
  return (
    <section aria-labelledby="shortlist-heading" className="rounded-2xl border border-line bg-white p-4 shadow-card sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id="shortlist-heading" className="text-base font-semibold tracking-tight text-ink">
            Shortlist <span className="font-normal text-muted">({entries.length})</span>
          </h2>
          {/* Also what the Compare button is described by: why it is unavailable, or what it will show. */}
          <p id="shortlist-hint" className="mt-0.5 text-sm text-muted">
            {entries.length === 0
              ? 'Star the directions you like to keep them here.'
              : comparing
                ? 'The ones ticked are compared side by side below.'
                : canCompare
                  ? 'Ready to compare side by side.'
                  : `Pick two to ${MAX_COMPARED} to compare them side by side.`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {share ? (
            <Button onClick={share.onShare} disabled={share.disabled || entries.length === 0}>
              <Share2 aria-hidden="true" className="h-4 w-4" />
              {share.label}
            </Button>
          ) : null}
          <Button onClick={onCompare} disabled={!canCompare || comparing} aria-pressed={comparing} aria-describedby="shortlist-hint">
            <Columns2 aria-hidden="true" className="h-4 w-4" />
            Compare
          </Button>
        </div>
      </div>
      {entries.length > 0 ? (
        <ul className="-mx-1 mt-4 flex gap-3 overflow-x-auto px-1 pb-1">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className={cx('w-40 shrink-0 overflow-hidden rounded-xl border bg-white', entry.picked ? 'border-ink' : 'border-line')}
            >
              <div className="relative aspect-[4/3]" style={thumbnailGround(entry.preview)}>
                <span className="absolute inset-2">
                  <DirectionThumbnail preview={entry.preview} />
                </span>
              </div>
              <div className="border-t border-line p-2">
                <p className="truncate text-xs font-medium text-ink" title={entry.name}>
                  {entry.name}
                </p>
                <div className="mt-1.5 flex items-center justify-between gap-1">
                  <label className="inline-flex min-h-8 cursor-pointer items-center gap-1.5 text-xs text-ink">
                    <input
                      type="checkbox"
                      checked={entry.picked}
                      onChange={() => onTogglePick(entry.id)}
                      aria-label={`Compare ${entry.name}`}
                      className="h-4 w-4 accent-ink"
                    />
                    Compare
                  </label>
                  <button
                    type="button"
                    onClick={() => onRemove(entry.id)}
                    aria-label={`Remove ${entry.name} from the shortlist`}
                    className="grid h-8 w-8 place-items-center rounded-lg text-muted hover:bg-slate-100 hover:text-ink"
                  >
                    <X aria-hidden="true" className="h-4 w-4" />
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
