/**
 * One direction in the gallery: its live vector thumbnail, its name, a star, an Open button (the tile's keyboard stop;
 * a click on the thumbnail opens it too) and its variants.
 */
import { FolderOpen, Layers, Loader2, RotateCcw, Star } from 'lucide-react';
import type { CSSProperties } from 'react';
import { cx } from '../../shared/cx';
import type { PreviewState } from './use-previews';

export interface DirectionTileProps {
  /** "Paul Rand" or "Paul Rand, variant 3". */
  name: string;
  /** The designer's one-line style. */
  style: string;
  preview: PreviewState;
  shortlisted: boolean;
  /** This direction is being opened (its full system is being made). */
  opening: boolean;
  /** Another direction is being opened: this one waits. */
  waiting: boolean;
  onOpen(): void;
  onToggleShortlist(): void;
  onRetry(): void;
  /** Shows the designer's further variants (designer directions only). */
  onVariants?: () => void;
  onCancel(): void;
}

/**
 * The paint of a thumbnail's box: the ground its logo is drawn for once it is drawn, so a dark-ink logo never sits on
 * the navy of a night-mode card (nor a pale one on white).
 */
export function thumbnailGround(preview: PreviewState): CSSProperties | undefined {
  return preview.status === 'ready' ? { backgroundColor: preview.ground } : undefined;
}

/** Fills its box (which must have a size of its own, e.g. an aspect ratio): the logo never stretches the box. */
export function DirectionThumbnail({ preview, alt = '' }: { preview: PreviewState; alt?: string }) {
  if (preview.status === 'ready') {
    return (
      <img src={preview.src} alt={alt} draggable={false} data-direction-svg="" className="absolute inset-0 h-full w-full object-contain" />
    );
  }
  if (preview.status === 'failed') {
    return <span className="absolute inset-0 grid place-items-center px-2 text-center text-sm text-muted">{preview.message}</span>;
  }
  return (
    <span className="absolute inset-0 flex animate-pulse flex-col items-center justify-center gap-2 rounded-lg bg-slate-100 text-xs text-muted">
      <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
      Drawing…
    </span>
  );
}

export function DirectionTile(props: DirectionTileProps) {
  const { name, style, preview, shortlisted, opening, waiting } = props;
  const open = () => {
    if (!waiting && !opening) props.onOpen();
  };
  return (
    <article
      aria-label={name}
      aria-busy={preview.status === 'loading' || opening}
      data-state={preview.status}
      className={cx(
        'flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-card transition-colors',
        shortlisted ? 'border-amber-400' : 'border-line',
      )}
    >
      {/* A click on the logo opens it too; keyboard and screen-reader users have the Open button below (one stop per tile). */}
      <div
        aria-hidden="true"
        onClick={open}
        className={cx('relative block aspect-[4/3] w-full bg-white', !waiting && 'cursor-pointer')}
        style={thumbnailGround(preview)}
      >
        <span className="absolute inset-4 sm:inset-5">
          <DirectionThumbnail preview={preview} />
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 border-t border-line p-3">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="line-clamp-2 text-sm font-semibold text-ink sm:truncate" title={name}>
              {name}
            </h3>
            <p className="line-clamp-2 max-sm:hidden text-xs text-muted" title={style}>
              {style}
            </p>
          </div>
          <button
            type="button"
            aria-pressed={shortlisted}
            aria-label={`Shortlist ${name}`}
            onClick={props.onToggleShortlist}
            className={cx(
              'grid h-9 w-9 shrink-0 place-items-center rounded-lg transition-colors hover:bg-slate-100',
              shortlisted ? 'text-amber-600' : 'text-muted',
            )}
          >
            <Star aria-hidden="true" className="h-5 w-5" fill={shortlisted ? 'currentColor' : 'none'} />
          </button>
        </div>
        <div className="mt-auto flex flex-wrap gap-2">
          <button
            type="button"
            data-direction-nav=""
            aria-label={`Open ${name} design`}
            aria-disabled={waiting || opening || undefined}
            onClick={open}
            className={cx(
              'inline-flex h-8 flex-1 items-center justify-center gap-1.5 rounded-lg bg-ink px-2.5 text-xs font-semibold text-white shadow-sm transition-colors',
              waiting ? 'cursor-not-allowed opacity-50' : 'hover:bg-slate-800',
            )}
          >
            {opening ? (
              <Loader2 aria-hidden="true" className="h-3.5 w-3.5 animate-spin" />
            ) : (
              <FolderOpen aria-hidden="true" className="h-3.5 w-3.5 max-sm:hidden" />
            )}
            {opening ? 'Opening…' : 'Open'}
          </button>
          {preview.status === 'failed' ? (
            <button
              type="button"
              onClick={props.onRetry}
              className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-line px-2.5 text-xs font-medium text-ink hover:bg-slate-50"
            >
              <RotateCcw aria-hidden="true" className="h-3.5 w-3.5" />
              Try again
            </button>
          ) : null}
          {opening ? (
            <button
              type="button"
              onClick={props.onCancel}
              className="inline-flex h-8 items-center rounded-lg border border-line px-2.5 text-xs font-medium text-ink hover:bg-slate-50"
            >
              Cancel
            </button>
          ) : props.onVariants ? (
            <button
              type="button"
              onClick={props.onVariants}
              aria-label={`More ${name} variants`}
              className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-line px-2.5 text-xs font-medium text-ink hover:bg-slate-50"
            >
              <Layers aria-hidden="true" className="h-3.5 w-3.5 max-sm:hidden" />
              Variants
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
