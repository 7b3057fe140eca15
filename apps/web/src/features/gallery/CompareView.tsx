/**
 * Two to four shortlisted directions side by side, large (a 2 × 2 grid on a narrow screen), each ready to open, and
 * what is compared: the primary, the horizontal or stacked lockup, the app icon or the palette.
 */
import type { GenerationBrief } from '@logo-dna/protocol';
import { FolderOpen, Loader2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../shared/Button';
import { cx } from '../../shared/cx';
import {
  COMPARE_VIEWS,
  type CompareViewId,
  compareGridClass,
  compareTitle,
  DEFAULT_COMPARE_VIEW,
  readableOn,
  toCompareArtwork,
} from './compare-views';
import { DirectionThumbnail, thumbnailGround } from './DirectionTile';
import { type LoadSystem, type SystemState, useComparedSystems } from './use-compared-systems';
import { type PreviewState, svgDataUrl } from './use-previews';

export interface ComparedDirection {
  id: string;
  name: string;
  style: string;
  /** The primary, as the gallery drew it. */
  preview: PreviewState;
  /** The brief the direction is drawn from: its whole system is asked for with it. */
  brief: GenerationBrief;
}

export interface CompareViewProps {
  brandName: string;
  /** Two to four. */
  directions: ComparedDirection[];
  openingId: string | null;
  busy: boolean;
  onOpen(id: string): void;
  loadSystem: LoadSystem;
}

const VIEW_NAMES: Record<CompareViewId, string> = {
  primary: 'logo',
  horizontal: 'horizontal logo',
  stacked: 'stacked logo',
  icon: 'app icon',
  palette: 'palette',
};

export function CompareView({ brandName, directions, openingId, busy, onOpen, loadSystem }: CompareViewProps) {
  const [view, setView] = useState<CompareViewId>(DEFAULT_COMPARE_VIEW);
  const systems = useComparedSystems(
    loadSystem,
    directions.map(({ id, brief }) => ({ id, brief })),
    view !== 'primary',
  );
  const label = COMPARE_VIEWS.find((option) => option.id === view)?.label ?? '';
  const many = directions.length > 2;
  return (
    <section aria-labelledby="compare-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="compare-heading" tabIndex={-1} className="scroll-mt-24 text-lg font-semibold tracking-tight text-ink focus:outline-none">
          {compareTitle(directions.map((direction) => direction.name))}
        </h2>
        {/* What is compared: one pressed at a time; on a phone the five wrap onto a second row rather than hide. */}
        <fieldset className="m-0 flex min-w-0 flex-wrap gap-1.5 border-0 p-0">
          <legend className="sr-only">Compare by</legend>
          {COMPARE_VIEWS.map((option) => (
            <button
              key={option.id}
              type="button"
              aria-pressed={view === option.id}
              onClick={() => setView(option.id)}
              className={cx(
                'inline-flex h-9 shrink-0 items-center rounded-full border px-3.5 text-sm font-medium transition-colors',
                view === option.id ? 'border-ink bg-ink text-white' : 'border-line bg-white text-ink hover:bg-slate-50',
              )}
            >
              {option.label}
            </button>
          ))}
        </fieldset>
      </div>
      <p aria-live="polite" className="sr-only">
        {`Comparing the ${VIEW_NAMES[view]}s.`}
      </p>
      {/* Two side by side at every width; three or four side by side from lg, a 2 × 2 grid below it. */}
      <div className={cx('mt-4 grid gap-3 sm:gap-4', compareGridClass(directions.length))}>
        {directions.map((direction) => (
          <figure
            key={direction.id}
            data-compared={direction.id}
            data-compare-view={view}
            className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-card"
          >
            <Artwork
              view={view}
              direction={direction}
              system={systems.stateOf(direction.id)}
              onRetry={() => systems.retry(direction.id)}
              alt={`${brandName} ${VIEW_NAMES[view]} in the direction of ${direction.name}`}
              wide={!many}
            />
            <figcaption
              className={cx(
                'flex flex-1 flex-col gap-3 border-t border-line p-3 sm:p-4',
                !many && 'sm:flex-row sm:items-center sm:justify-between',
              )}
            >
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{direction.name}</span>
                <span className="block text-sm text-muted max-sm:hidden">{direction.style}</span>
                <span className="sr-only">{`, ${label}`}</span>
              </span>
              <Button
                variant="primary"
                onClick={() => onOpen(direction.id)}
                disabled={busy}
                aria-label={`Open ${direction.name} design`}
                className={cx('mt-auto justify-center', !many && 'sm:mt-0')}
              >
                {openingId === direction.id ? (
                  <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
                ) : (
                  <FolderOpen aria-hidden="true" className="h-4 w-4" />
                )}
                {openingId === direction.id ? 'Opening…' : 'Open'}
              </Button>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

interface ArtworkProps {
  view: CompareViewId;
  direction: ComparedDirection;
  system: SystemState;
  onRetry(): void;
  alt: string;
  /** Two compared: each is half the page, so the box can be wider than tall from sm on. */
  wide: boolean;
}

/** The compared part of one direction, in a box of the same size whatever the view, so the row never jumps. */
function Artwork({ view, direction, system, onRetry, alt, wide }: ArtworkProps) {
  const box = cx('relative aspect-square', wide && 'sm:aspect-[4/3]');
  const inset = view === 'icon' ? 'inset-[18%]' : wide ? 'inset-3 sm:inset-10' : 'inset-3 sm:inset-6';
  if (view === 'primary') {
    return (
      <div className={box} style={thumbnailGround(direction.preview)}>
        <span className={cx('absolute', inset)}>
          <DirectionThumbnail preview={direction.preview} alt={alt} />
        </span>
      </div>
    );
  }
  if (system.status !== 'ready') {
    return (
      <div className={box} aria-busy={system.status === 'loading'}>
        <span className={cx('absolute', inset)}>
          {system.status === 'failed' ? (
            <span className="absolute inset-0 flex flex-col items-center justify-center gap-2 px-2 text-center text-sm text-muted">
              {system.message}
              <button
                type="button"
                onClick={onRetry}
                className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-line px-2.5 text-xs font-medium text-ink hover:bg-slate-50"
              >
                <RotateCcw aria-hidden="true" className="h-3.5 w-3.5" />
                Try again
              </button>
            </span>
          ) : (
            <DirectionThumbnail preview={{ status: 'loading' }} />
          )}
        </span>
      </div>
    );
  }
  const artwork = toCompareArtwork(system.system, view);
  if (artwork.kind === 'palette') {
    return (
      <ul aria-label={alt} className={cx(box, 'grid auto-rows-fr')}>
        {artwork.swatches.map((swatch) => (
          <li
            key={`${swatch.role}-${swatch.hex}`}
            data-swatch={swatch.hex}
            className="flex min-h-0 items-end justify-between gap-2 border-b border-black/5 px-3 py-1.5 text-xs last:border-b-0 sm:px-4"
            style={{ backgroundColor: swatch.hex, color: readableOn(swatch.hex) }}
          >
            <span className="min-w-0 truncate font-medium" title={swatch.name}>
              {swatch.name}
            </span>
            <span className="shrink-0 font-mono uppercase">{swatch.hex}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={box} style={{ backgroundColor: artwork.ground }}>
      <span className={cx('absolute', inset)}>
        <img
          src={svgDataUrl(artwork.svg)}
          alt={alt}
          draggable={false}
          data-direction-svg=""
          className={cx('absolute inset-0 h-full w-full object-contain', view === 'icon' && 'rounded-[22%]')}
        />
      </span>
    </div>
  );
}
