/** Mark: the concept the brief chose, and a search over the icons a mark can draw to swap it. */
import type { DesignIcon } from '@logo-dna/protocol';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../shared/Button';
import { cx } from '../../shared/cx';
import { ControlSection } from './controls';
import type { EditorApi } from './editor-api';

/** Quiet time after typing before the icons are searched. */
const ICON_SEARCH_DEBOUNCE_MS = 200;

export interface MarkControlsProps {
  api: EditorApi;
  designerId: string;
  /** The concept drawn now, in words, and its icon ids. */
  concept: string;
  icons: readonly string[];
  /** The icon the user chose, if any. */
  chosen: string | undefined;
  /** Words to search first (the concept). */
  initialQuery: string;
  onChoose: (icon: string | undefined) => void;
}

function IconGlyph({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 256 256" aria-hidden="true" className="h-7 w-7" fill="currentColor">
      <path d={d} />
    </svg>
  );
}

export function MarkControls({ api, designerId, concept, icons, chosen, initialQuery, onChoose }: MarkControlsProps) {
  const searchId = useId();
  const [query, setQuery] = useState(initialQuery);
  // The icons found and the words they were found for: the line under the field names the search the list shows,
  // not the words typed since (whose answer is still on its way).
  const [found, setFound] = useState<{ query: string; icons: DesignIcon[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const results = found?.icons ?? null;
  const searched = found?.query ?? '';
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const words = query.trim();
      api
        .searchIcons(words, designerId, controller.signal)
        .then((icons) => {
          setFound({ query: words, icons });
          setFailed(false);
        })
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        });
    }, ICON_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, designerId, query]);

  const drawn = icons.length > 0 ? icons.join(', ') : 'no icon';
  return (
    <ControlSection
      title="Mark"
      description={
        <>
          Concept: <span className="font-medium text-ink">{concept || 'lettering'}</span> ({drawn}). Choose an icon to draw instead; the
          mark, the app icon and every lockup follow.
        </>
      }
    >
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-ink">
            Search icons
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute left-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" />
            <input
              id={searchId}
              type="search"
              value={query}
              placeholder="boat, coffee, leaf…"
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
              maxLength={80}
              className="h-10 w-full rounded-lg border border-line bg-white pl-8 pr-3 text-sm text-ink"
            />
          </div>
        </div>
        {chosen ? (
          <Button onClick={() => onChoose(undefined)} className="shrink-0">
            Brief's concept
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-xs text-muted">
        {failed
          ? 'Icons could not be loaded. Try again.'
          : results === null
            ? 'Searching icons…'
            : results.length === 0
              ? `No icon matches “${searched}”.`
              : `${results.length} ${results.length === 1 ? 'icon' : 'icons'}${searched ? ` for “${searched}”` : ''}${chosen ? `; chosen: ${chosen}` : ''}.`}
      </p>
      {results && results.length > 0 ? (
        <ul className="grid max-h-72 grid-cols-4 gap-1.5 overflow-y-auto p-0.5 sm:grid-cols-6" aria-label="Icons">
          {results.map((icon) => {
            const selected = icon.id === chosen;
            return (
              <li key={icon.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  aria-label={icon.id.replace(/-/g, ' ')}
                  title={[icon.id, ...icon.tags.slice(0, 6)].join(', ')}
                  onClick={() => onChoose(selected ? undefined : icon.id)}
                  className={cx(
                    'flex h-16 w-full flex-col items-center justify-center gap-1 rounded-lg border px-1 text-ink transition-colors',
                    selected ? 'border-ink bg-slate-900 text-white' : 'border-line bg-white hover:bg-slate-50',
                  )}
                >
                  <IconGlyph d={icon.d} />
                  <span className="w-full truncate text-center text-[11px] leading-none">{icon.id}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </ControlSection>
  );
}
