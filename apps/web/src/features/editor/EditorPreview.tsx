/**
 * The live preview: the primary logo large and every other lockup and the app icon beside it, all from one master,
 * under the edit toolbar. It stays in view while the controls scroll (beside them on wide screens, above on phones,
 * where it is compact). Each drawing's label and alt text say what it draws, read from the design record that came
 * with it.
 */
import type { DesignLockups } from '@logo-dna/protocol';
import { Loader2 } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { cx } from '../../shared/cx';
import { describeLockups, type LockupKind } from '../preview/lockup-descriptions';
import type { DesignPreview } from './editor-api';

const TILES: readonly LockupKind[] = ['horizontal', 'stacked', 'monochrome', 'reversed', 'icon'];

/** An SVG document as an image URL: drawn by the browser as a picture, never as markup in the page. */
function toSvgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export interface EditorPreviewProps {
  preview?: DesignPreview;
  pending: boolean;
  /** Undo, redo, reset and save: kept with the preview so they stay in reach while the controls scroll. */
  toolbar: ReactNode;
  /** Why the toolbar's buttons that are off are off (a short line under it). */
  note?: ReactNode;
}

export function EditorPreview({ preview, pending, toolbar, note }: EditorPreviewProps) {
  const urls = useMemo(
    () =>
      preview
        ? (Object.fromEntries(Object.entries(preview.logos).map(([kind, svg]) => [kind, toSvgDataUrl(svg)])) as DesignLockups)
        : undefined,
    [preview],
  );
  const described = useMemo(() => (preview ? describeLockups(preview.record, preview.settings) : undefined), [preview]);
  const ground = preview?.record.palette.find((colour) => colour.role === 'background')?.hex ?? '#FFFFFF';
  return (
    <section
      aria-labelledby="editor-preview-heading"
      aria-busy={pending}
      className="rounded-2xl border border-line bg-white p-3 shadow-card lg:p-5"
    >
      {/* One row on a phone: the heading with its state under it, the toolbar beside them. */}
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2 lg:mb-3">
        <div className="min-w-0 lg:flex lg:items-center lg:gap-2">
          <h2 id="editor-preview-heading" className="text-sm font-semibold tracking-tight lg:text-base">
            Live preview
          </h2>
          <p className="flex items-center gap-1 text-xs text-muted" aria-hidden="true" data-testid="editor-preview-state">
            {pending ? <Loader2 className="h-3.5 w-3.5 animate-spin" /> : null}
            {pending ? 'Drawing…' : 'Up to date'}
          </p>
        </div>
        {toolbar}
      </div>
      {note ? <div className="-mt-1 mb-2 flex justify-end lg:mb-3">{note}</div> : null}
      <figure className="m-0">
        <div
          className={cx(
            'flex h-28 items-center justify-center rounded-xl border border-line p-3 transition-opacity lg:h-64 lg:p-8',
            pending && 'opacity-70',
          )}
          style={{ backgroundColor: ground }}
        >
          {urls && described ? (
            <img
              src={urls.primary}
              alt={described.primary.alt}
              data-testid="editor-primary"
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <Loader2 aria-hidden="true" className="h-6 w-6 animate-spin text-muted" />
          )}
        </div>
        <figcaption className="sr-only lg:not-sr-only lg:mt-1.5 lg:block lg:text-xs lg:text-muted" data-testid="editor-primary-label">
          {described?.primary.label ?? 'Primary'}
        </figcaption>
      </figure>
      {/* On a short phone screen the stuck preview keeps only the primary, leaving room for the controls. */}
      <ul className="mt-2 grid grid-cols-5 gap-1.5 lg:mt-3 lg:grid-cols-3 lg:gap-3 max-lg:[@media(max-height:699.98px)]:hidden">
        {TILES.map((kind) => (
          <li key={kind} className="min-w-0">
            <figure className="m-0">
              <div
                className={cx(
                  'flex h-12 items-center justify-center rounded-lg border border-line p-1 transition-opacity lg:h-28 lg:p-3',
                  pending && 'opacity-70',
                  kind === 'icon' && 'bg-slate-50',
                )}
                style={kind === 'icon' ? undefined : { backgroundColor: ground }}
              >
                {urls && described ? (
                  <img
                    src={urls[kind]}
                    alt={described[kind].alt}
                    data-testid={`editor-${kind}`}
                    className={cx(
                      'max-h-full max-w-full object-contain',
                      kind === 'icon' && 'h-9 w-9 rounded-[22%] shadow-sm lg:h-16 lg:w-16',
                    )}
                  />
                ) : null}
              </div>
              <figcaption className="sr-only lg:not-sr-only lg:mt-1 lg:block lg:text-xs lg:text-muted" data-testid={`editor-${kind}-label`}>
                {described?.[kind].label ?? ''}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
