/**
 * The live preview: the primary logo large and every other lockup and the app icon beside it, all from one master,
 * under the edit toolbar. It stays in view while the controls scroll (beside them on wide screens, above on phones).
 */
import type { DesignLockups } from '@logo-dna/protocol';
import { Loader2 } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { cx } from '../../shared/cx';
import type { DesignPreview } from './editor-api';

const TILES: ReadonlyArray<{ kind: keyof DesignLockups; label: string }> = [
  { kind: 'horizontal', label: 'Horizontal' },
  { kind: 'stacked', label: 'Stacked' },
  { kind: 'monochrome', label: 'Monochrome' },
  { kind: 'reversed', label: 'Reversed' },
  { kind: 'icon', label: 'App icon' },
];

/** An SVG document as an image URL: drawn by the browser as a picture, never as markup in the page. */
function toSvgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export interface EditorPreviewProps {
  preview?: DesignPreview;
  pending: boolean;
  name: string;
  /** Undo, redo, reset and save: kept with the preview so they stay in reach while the controls scroll. */
  toolbar: ReactNode;
}

export function EditorPreview({ preview, pending, name, toolbar }: EditorPreviewProps) {
  const urls = useMemo(
    () =>
      preview
        ? (Object.fromEntries(Object.entries(preview.logos).map(([kind, svg]) => [kind, toSvgDataUrl(svg)])) as DesignLockups)
        : undefined,
    [preview],
  );
  const ground = preview?.record.palette.find((colour) => colour.role === 'background')?.hex ?? '#FFFFFF';
  return (
    <section
      aria-labelledby="editor-preview-heading"
      aria-busy={pending}
      className="rounded-2xl border border-line bg-white p-3 shadow-card lg:p-5"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2 lg:mb-3">
        <h2 id="editor-preview-heading" className="flex items-center gap-2 text-base font-semibold tracking-tight">
          Live preview
          <span className="flex items-center gap-1 text-xs font-normal text-muted" aria-hidden="true">
            {pending ? <Loader2 className="h-3.5 w-3.5 animate-spin" /> : null}
            {pending ? 'Drawing…' : 'Up to date'}
          </span>
        </h2>
        {toolbar}
      </div>
      <figure className="m-0">
        <div
          className={cx(
            'flex h-28 items-center justify-center rounded-xl border border-line p-3 transition-opacity lg:h-64 lg:p-8',
            pending && 'opacity-70',
          )}
          style={{ backgroundColor: ground }}
        >
          {urls ? (
            <img
              src={urls.primary}
              alt={`${name} primary logo, preview`}
              data-testid="editor-primary"
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <Loader2 aria-hidden="true" className="h-6 w-6 animate-spin text-muted" />
          )}
        </div>
        <figcaption className="sr-only lg:not-sr-only lg:mt-1.5 lg:block lg:text-xs lg:text-muted">Primary</figcaption>
      </figure>
      <ul className="mt-2 grid grid-cols-5 gap-1.5 lg:mt-3 lg:grid-cols-3 lg:gap-3">
        {TILES.map(({ kind, label }) => (
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
                {urls ? (
                  <img
                    src={urls[kind]}
                    alt={`${name} ${label.toLowerCase()} logo, preview`}
                    data-testid={`editor-${kind}`}
                    className={cx(
                      'max-h-full max-w-full object-contain',
                      kind === 'icon' && 'h-9 w-9 rounded-[22%] shadow-sm lg:h-16 lg:w-16',
                    )}
                  />
                ) : null}
              </div>
              <figcaption className="sr-only lg:not-sr-only lg:mt-1 lg:block lg:text-xs lg:text-muted">{label}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
