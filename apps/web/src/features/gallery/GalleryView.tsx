/**
 * The gallery (loaded on demand): every designer's direction for the brief at once, a designer's further variants,
 * the shortlist and a side-by-side comparison. Thumbnails are the server's vector previews, shown as they arrive.
 */
import { LayoutGrid, Pencil } from 'lucide-react';
import { type KeyboardEvent, useEffect, useMemo, useRef } from 'react';
import { useApi } from '../../shared/api-context';
import { Button } from '../../shared/Button';
import { PROJECT_ID } from '../../shared/client';
import { cx } from '../../shared/cx';
import { toBrandInput } from '../brief-form/brief-input';
import type { DesignerPreset } from '../designer-picker/designer-catalog';
import { toOneLineStyle } from '../designer-picker/designer-text';
import { createEditorApi } from '../editor/editor-api';
import { withSystemParts } from '../sharing/poll-entries';
import { SharePanel } from '../sharing/SharePanel';
import { useOwnerPoll } from '../sharing/use-owner-poll';
import { CompareView } from './CompareView';
import { DirectionTile } from './DirectionTile';
import { type Direction, directionBrief, directionName, MAX_VARIANTS, VARIANT_BATCH } from './directions';
import {
  allDirections,
  comparedIds,
  findDirection,
  GALLERY_MARKS,
  type GallerySession,
  moreVariants,
  pickedIds,
  showVariants,
  startCompare,
  toggleCompare,
  toggleShortlist,
} from './gallery-session';
import { countColumns, nextTileIndex } from './grid-keys';
import { ShortlistPanel } from './ShortlistPanel';
import type { LoadSystem } from './use-compared-systems';
import { type Previews, usePreviews } from './use-previews';

export interface GalleryViewProps {
  session: GallerySession;
  designers: readonly DesignerPreset[];
  onChange(change: (session: GallerySession) => GallerySession): void;
  onOpen(direction: Direction): void;
  onEditBrief(): void;
  /** The direction whose full system is being made, if any. */
  openingId: string | null;
  /** A generation is running (no other direction can be opened meanwhile). */
  busy: boolean;
  onCancel(): void;
  /** Move the focus to the view's heading on arrival (not on a restored page load). */
  autoFocus: boolean;
  /** Who is signed in (sharing the shortlist needs an account); undefined while that is not known yet. */
  userId?: string | null;
}

/** A compared direction's whole system, from the editor's call (POST design/system: drawn, not stored). */
const loadComparedSystem: LoadSystem = async (brief, signal) => {
  const { logos, record } = await createEditorApi(window.location.origin, PROJECT_ID).designSystem(brief, signal);
  return { logos, palette: record.palette };
};

function uniqueById(directions: Direction[]): Direction[] {
  const seen = new Set<string>();
  return directions.filter((direction) => !seen.has(direction.id) && seen.add(direction.id));
}

interface TileListProps {
  label: string;
  directions: Direction[];
  previews: Previews;
  session: GallerySession;
  nameOf(direction: Direction): string;
  styleOf(direction: Direction): string;
  props: Pick<GalleryViewProps, 'onChange' | 'onOpen' | 'openingId' | 'busy' | 'onCancel'>;
  withVariants: boolean;
  className: string;
}

function TileList({ label, directions, previews, session, nameOf, styleOf, props, withVariants, className }: TileListProps) {
  const list = useRef<HTMLUListElement>(null);

  function move(event: KeyboardEvent<HTMLUListElement>) {
    const target = event.target as HTMLElement;
    if (!target.matches('[data-direction-nav]') || !list.current) return;
    const tiles = [...list.current.querySelectorAll<HTMLElement>('[data-direction-nav]')];
    const columns = countColumns(tiles.map((tile) => tile.getBoundingClientRect().top));
    const next = nextTileIndex(event.key, tiles.indexOf(target), tiles.length, columns);
    if (next === null) return;
    event.preventDefault();
    tiles[next]?.focus();
  }

  return (
    <ul ref={list} aria-label={label} aria-describedby="gallery-keys" onKeyDown={move} className={cx('grid gap-3 sm:gap-4', className)}>
      {directions.map((direction) => (
        <li key={direction.id} data-direction={direction.id} data-designer={direction.designerId}>
          <DirectionTile
            name={nameOf(direction)}
            style={styleOf(direction)}
            preview={previews.stateOf(direction.id)}
            shortlisted={session.shortlist.includes(direction.id)}
            opening={props.openingId === direction.id}
            waiting={props.busy && props.openingId !== direction.id}
            onOpen={() => props.onOpen(direction)}
            onToggleShortlist={() => props.onChange((current) => toggleShortlist(current, direction.id))}
            onRetry={() => previews.retry(direction.id)}
            onVariants={withVariants ? () => props.onChange((current) => showVariants(current, direction.designerId)) : undefined}
            onCancel={props.onCancel}
          />
        </li>
      ))}
    </ul>
  );
}

export default function GalleryView(props: GalleryViewProps) {
  const { session, designers, onChange } = props;
  const api = useApi();
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useMemo(() => toBrandInput(session.values), [session.values]);
  const byId = useMemo(() => new Map(designers.map((designer) => [designer.id, designer])), [designers]);
  const designerName = (id: string) => byId.get(id)?.name ?? id;
  const nameOf = (direction: Direction) => directionName(direction, designerName(direction.designerId));
  const styleOf = (direction: Direction) => toOneLineStyle(byId.get(direction.designerId)?.description ?? '');

  const comparedList = comparedIds(session);
  const picked = pickedIds(session);
  const screen = session.screen.kind === 'compare' && !comparedList ? { kind: 'designers' as const } : session.screen;
  const variantsOf = screen.kind === 'variants' ? screen.designerId : null;
  const variantBase = variantsOf ? session.directions.find((direction) => direction.designerId === variantsOf) : undefined;
  const variants = variantsOf ? (session.variants[variantsOf] ?? []) : [];
  const shown = screen.kind === 'variants' ? [...(variantBase ? [variantBase] : []), ...variants] : session.directions;
  const shortlisted = session.shortlist.map((id) => findDirection(session, id)).filter((direction) => direction !== undefined);

  // What is on screen is drawn first, then the shortlist, then the rest of the session.
  const wanted = uniqueById([...shown, ...shortlisted, ...allDirections(session)]);
  const previews = usePreviews(api, input, wanted);

  const total = session.directions.length;
  const drawn = session.directions.filter((direction) => previews.stateOf(direction.id).status === 'ready').length;
  const marked = useRef(new Set<string>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the count of drawn directions changes.
  useEffect(() => {
    for (const direction of session.directions) {
      if (previews.stateOf(direction.id).status !== 'ready' || marked.current.has(direction.id)) continue;
      marked.current.add(direction.id);
      performance.mark(GALLERY_MARKS.tile, { detail: direction.id });
      if (marked.current.size === 1) performance.mark(GALLERY_MARKS.first);
      if (marked.current.size === total) performance.mark(GALLERY_MARKS.all);
    }
  }, [drawn, total]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival.
  useEffect(() => {
    if (props.autoFocus) heading.current?.focus();
  }, []);

  // Another screen (variants, comparison, all designers): the focus, and the window, go to its heading.
  const screenKey = screen.kind === 'variants' ? `variants:${screen.designerId}` : screen.kind;
  const shownScreen = useRef(screenKey);
  useEffect(() => {
    if (shownScreen.current === screenKey) return;
    shownScreen.current = screenKey;
    document.getElementById(`${screen.kind}-heading`)?.focus();
  }, [screenKey, screen.kind]);

  const tileProps = { onChange, onOpen: props.onOpen, openingId: props.openingId, busy: props.busy, onCancel: props.onCancel };
  const compared = (comparedList ?? []).flatMap((id) => {
    const direction = findDirection(session, id);
    if (!direction) return [];
    return [
      { id, name: nameOf(direction), style: styleOf(direction), preview: previews.stateOf(id), brief: directionBrief(input, direction) },
    ];
  });
  const tabClass = (active: boolean) =>
    cx(
      'inline-flex h-9 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50',
      active ? 'border-ink bg-ink text-white' : 'border-line bg-white text-ink hover:bg-slate-50',
    );
  const setScreen = (next: GallerySession['screen']) => onChange((current) => ({ ...current, screen: next }));

  // Sharing the shortlist as a poll: signed in only; the logos go as drawn, with their designers' names, app icons and
  // palettes (each direction's whole system drawn for it, as the comparison draws it).
  const userId = props.userId ?? null;
  const ownerPoll = useOwnerPoll(api.sharing, userId);
  const shortlistDrawn = shortlisted.every((direction) => previews.stateOf(direction.id).status === 'ready');
  const shareShortlist = () => {
    if (!userId) {
      api.auth.signIn();
      return;
    }
    const entries = shortlisted.flatMap((direction) => {
      const preview = previews.stateOf(direction.id);
      if (preview.status !== 'ready') return [];
      const entry = {
        id: direction.id,
        designerName: designerName(direction.designerId),
        label: nameOf(direction),
        svg: preview.svg,
        ground: preview.ground,
      };
      const brief = directionBrief(input, direction);
      return [() => withSystemParts(entry, () => loadComparedSystem(brief, new AbortController().signal))];
    });
    const title = `Directions for ${session.values.brandName.trim()}`;
    void ownerPoll.share(async () => ({ title, entries: await Promise.all(entries.map((load) => load())) }));
  };
  // One poll at a time from this browser: its link is only kept here, so a second share would lose the first.
  const shared = ownerPoll.state.status === 'ready' || ownerPoll.state.status === 'loading';
  const share = api.sharing
    ? {
        onShare: shareShortlist,
        disabled: ownerPoll.busy || props.userId === undefined || !shortlistDrawn || shared,
        label: !userId ? 'Sign in to share' : shared ? 'Shared' : 'Share',
      }
    : undefined;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 max-w-2xl">
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-semibold tracking-tight text-balance focus:outline-none sm:text-4xl">
            Directions for {session.values.brandName.trim()}
          </h1>
          <p className="mt-3 text-base text-muted sm:text-lg">
            One logo direction from each of the {total} designers, drawn for your brief. Star the ones you like, compare up to four, and
            open one to get its full logo system.
          </p>
        </div>
        <Button onClick={props.onEditBrief}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          Edit brief
        </Button>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Gallery views" className="flex flex-wrap gap-2">
          <button
            type="button"
            className={tabClass(screen.kind === 'designers')}
            aria-current={screen.kind === 'designers' ? 'page' : undefined}
            onClick={() => setScreen({ kind: 'designers' })}
          >
            <LayoutGrid aria-hidden="true" className="h-4 w-4" />
            All designers
          </button>
          {variantsOf ? (
            <span className={tabClass(true)} aria-current="page">
              {designerName(variantsOf)} variants
            </span>
          ) : null}
          {screen.kind === 'compare' ? (
            <span className={tabClass(true)} aria-current="page">
              Compare
            </span>
          ) : null}
        </nav>
        <div className="flex min-w-48 items-center gap-3 text-sm text-muted">
          <div
            role="progressbar"
            aria-label="Directions drawn"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={drawn}
            className="h-1.5 w-28 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-ink transition-[width]" style={{ width: `${total ? (drawn / total) * 100 : 0}%` }} />
          </div>
          <span>
            {drawn} of {total} drawn
          </span>
        </div>
      </div>
      <p aria-live="polite" className="sr-only">
        {drawn === total ? `All ${total} directions are drawn.` : drawn > 0 ? 'Directions are arriving.' : ''}
      </p>
      <p id="gallery-keys" className="sr-only">
        Arrow keys move between designs; Enter opens one.
      </p>

      <ShortlistPanel
        entries={shortlisted.map((direction) => ({
          id: direction.id,
          name: nameOf(direction),
          preview: previews.stateOf(direction.id),
          picked: picked.includes(direction.id),
        }))}
        canCompare={comparedList !== null}
        comparing={screen.kind === 'compare'}
        onTogglePick={(id) => onChange((current) => toggleCompare(current, id))}
        onRemove={(id) => onChange((current) => toggleShortlist(current, id))}
        onCompare={() => onChange(startCompare)}
        share={share}
      />
      <SharePanel controls={ownerPoll} origin={window.location.origin} />

      {screen.kind === 'compare' && compared.length >= 2 ? (
        <CompareView
          brandName={session.values.brandName.trim()}
          directions={compared}
          loadSystem={loadComparedSystem}
          openingId={props.openingId}
          busy={props.busy}
          onOpen={(id) => {
            const direction = findDirection(session, id);
            if (direction) props.onOpen(direction);
          }}
        />
      ) : screen.kind === 'variants' && variantsOf ? (
        <section aria-labelledby="variants-heading" className="space-y-4">
          <div>
            <h2
              id="variants-heading"
              tabIndex={-1}
              className="scroll-mt-24 text-lg font-semibold tracking-tight text-ink focus:outline-none"
            >
              More from {designerName(variantsOf)}
            </h2>
            <p className="mt-1 text-sm text-muted">
              The first direction and {variants.length} further variants, each another of the designer’s ways into your brief.
            </p>
          </div>
          <TileList
            label={`${designerName(variantsOf)} variants`}
            directions={shown}
            previews={previews}
            session={session}
            nameOf={nameOf}
            styleOf={styleOf}
            props={tileProps}
            withVariants={false}
            className="grid-cols-2 md:grid-cols-3"
          />
          {variants.length < MAX_VARIANTS ? (
            <div className="flex justify-center">
              <Button onClick={() => onChange((current) => moreVariants(current, variantsOf))}>
                Show {Math.min(VARIANT_BATCH, MAX_VARIANTS - variants.length)} more variants
              </Button>
            </div>
          ) : null}
        </section>
      ) : (
        <section aria-labelledby="designers-heading" className="space-y-4">
          <h2
            id="designers-heading"
            tabIndex={-1}
            className="scroll-mt-24 text-lg font-semibold tracking-tight text-ink focus:outline-none"
          >
            All {total} designers
          </h2>
          <TileList
            label="Directions by designer"
            directions={session.directions}
            previews={previews}
            session={session}
            nameOf={nameOf}
            styleOf={styleOf}
            props={tileProps}
            withVariants
            className="grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
          />
        </section>
      )}
    </div>
  );
}
