/**
 * The preview card (spec §2): four tabs over one stage (500 px tall; below 640 px shaped like the lockup), the
 * toolbar, and the alt-text line with copy. Every tab shows its own file of the kit, as SVG: the primary (monochrome,
 * or reversed on dark), the horizontal and stacked lockups, and the app icon large and at real size. When the primary
 * is the horizontal or stacked lockup itself, the two are one tab ("Primary · Horizontal"), so no two tabs show the
 * same drawing.
 */

import type { LogoSystemRecord } from '@logo-dna/protocol';
import * as Tabs from '@radix-ui/react-tabs';
import { Copy, ImageOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../shared/Button';
import { copyText } from '../../shared/copy-text';
import { cx } from '../../shared/cx';
import { IconSizes } from './IconSizes';
import { type LockupRole, type LockupUrls, lockupUrls } from './lockup-urls';
import { PreviewToolbar } from './PreviewToolbar';
import { describeLockup } from './preview-captions';
import {
  INITIAL_PREVIEW_STATE,
  isDarkAvailable,
  isDarkShown,
  isMonochromeAvailable,
  type PreviewImage,
  type PreviewState,
  type PreviewTab,
  previewTabs,
  selectPreviewImage,
  shownTab,
} from './preview-state';
import { useSameArrangement } from './same-arrangement';
import { type DrawnLockups, useDrawnLockups } from './use-drawn-lockups';

/** The grounds a system's logos are drawn for; older systems without them get the kit's usual white and near-black. */
interface StageGrounds {
  light: string;
  dark: string;
}

const DEFAULT_GROUNDS: StageGrounds = { light: '#FFFFFF', dark: '#111111' };

/**
 * Below 640 px a lockup's stage takes the drawing's shape (width over height) within these bounds, so a wide logo
 * fills a wide box instead of sitting small in a tall one; from 640 px up the stage is 500 px tall whatever it shows.
 */
const PHONE_STAGE_ASPECT = { min: 0.8, max: 2, initial: 4 / 3 };

/** The phone stage's width over height for a drawing of this aspect. */
function toPhoneStageAspect(drawingAspect: number | undefined): number {
  if (!drawingAspect || !Number.isFinite(drawingAspect)) return PHONE_STAGE_ASPECT.initial;
  return Math.min(PHONE_STAGE_ASPECT.max, Math.max(PHONE_STAGE_ASPECT.min, drawingAspect));
}

export interface PreviewCardProps {
  record: LogoSystemRecord;
  grounds?: StageGrounds;
  regenerating: boolean;
}

interface StageProps {
  image: PreviewImage;
  urls: LockupUrls;
  /** The alt text of the drawing of each role. */
  altFor: (role: LockupRole) => string;
  brandName: string;
  state: PreviewState;
  grounds: StageGrounds;
}

function Stage({ image, urls, altFor, brandName, state, grounds }: StageProps) {
  const dark = isDarkShown(state);
  // A file that does not load (a system stored before its icon and reversed logo were kept beside the primary)
  // falls back to the primary rather than leave a hole.
  const [failed, setFailed] = useState<string | null>(null);
  const [drawing, setDrawing] = useState<{ url: string; aspect: number } | null>(null);
  const missing = image.url === '' || failed === image.url;
  const reversedMissing = dark && state.tab === 'primary' && (image.role !== 'reversed' || missing);
  const iconMissing = state.tab === 'icon' && (image.role !== 'icon' || missing);
  const standIn = reversedMissing || iconMissing;
  const shown = standIn ? { role: 'primary' as const, url: urls.shown.primary } : image;
  const broken = shown.url === '' || failed === shown.url;
  const note = dark ? '#CBD5E1' : '#475569';
  // Only a lockup alone on the stage follows its shape: the icon and the notes keep the tall stage they are laid out in.
  const shaped = !broken && !standIn && shown.role !== 'icon';
  const aspect = toPhoneStageAspect(drawing?.url === shown.url ? drawing.aspect : undefined);
  return (
    <div
      data-testid="preview-stage"
      data-background={state.background}
      data-lockup={broken ? undefined : shown.role}
      className={cx(
        'relative flex flex-col items-center justify-center gap-8 overflow-hidden rounded-xl p-6 transition-colors sm:min-h-[500px] sm:p-10',
        shaped ? 'max-sm:aspect-(--stage-aspect)' : 'min-h-[500px]',
      )}
      // A hairline keeps a white ground apart from the white card around it.
      style={{
        backgroundColor: dark ? grounds.dark : grounds.light,
        boxShadow: 'inset 0 0 0 1px rgb(15 23 42 / 0.08)',
        ...(shaped ? { '--stage-aspect': String(aspect) } : {}),
      }}
    >
      {broken ? (
        <p className="flex items-center gap-2 text-sm" style={{ color: note }}>
          <ImageOff aria-hidden="true" className="h-4 w-4" />
          This lockup was not generated.
        </p>
      ) : (
        <img
          key={shown.url}
          src={shown.url}
          alt={altFor(shown.role)}
          data-testid="preview-image"
          onError={() => setFailed(shown.url)}
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            if (naturalWidth > 0 && naturalHeight > 0) setDrawing({ url: shown.url, aspect: naturalWidth / naturalHeight });
          }}
          className={cx(
            'relative z-0 object-contain',
            // min-h-0: in a phone stage shaped by a tall drawing, the image shrinks to the box instead of spilling out.
            shown.role === 'icon' || iconMissing ? 'h-64 w-64 rounded-[22%] shadow-lg' : 'max-h-[420px] min-h-0 w-full',
            // The primary standing in keeps its light ground, as a plate or a tile, rather than vanish into the dark.
            reversedMissing && 'max-h-[360px] w-auto max-w-full rounded-lg p-6 shadow-lg',
            iconMissing && 'p-6',
          )}
          style={standIn ? { backgroundColor: grounds.light } : undefined}
        />
      )}
      {standIn && !broken ? (
        <p className="text-sm" style={{ color: note }}>
          {iconMissing
            ? 'This system was saved without its own app icon: the primary logo stands in.'
            : 'This system has no reversed file: the colour logo is shown on its light ground.'}
        </p>
      ) : null}
      {state.tab === 'icon' && !broken && shown.role === 'icon' ? (
        <IconSizes src={urls.shown.icon} brandName={brandName} dark={dark} />
      ) : null}
      {state.grid ? (
        <div aria-hidden="true" data-testid="grid-overlay" className="preview-grid pointer-events-none absolute inset-0 z-10" />
      ) : null}
    </div>
  );
}

/**
 * The alt text of each drawing. The primary and its monochrome and reversed versions carry the system's alt text
 * (spec §3: the name and the selected concept); the horizontal and stacked lockups and the icon say what they draw,
 * from the design record, or only which lockup they are until it is in (the concept may not be what they show).
 */
function altTextOf(role: LockupRole, record: LogoSystemRecord, drawn: DrawnLockups | undefined): string {
  if (role === 'primary' || role === 'monochrome' || role === 'reversed') return record.altText;
  return drawn?.[role].alt ?? `${record.brandName} ${role === 'icon' ? 'app icon' : `${role} logo`}`;
}

export function PreviewCard({ record, grounds = DEFAULT_GROUNDS, regenerating }: PreviewCardProps) {
  const [state, setState] = useState<PreviewState>(INITIAL_PREVIEW_STATE);
  const urls = useMemo(() => lockupUrls(record), [record]);
  // A provider's images have no SVGs beside them: the engine's record would describe other drawings.
  const drawn = useDrawnLockups(record, urls.svg.primary !== '' && urls.svg.stacked !== '');
  const altFor = (role: LockupRole) => altTextOf(role, record, drawn);
  const { arrangement, settled } = useSameArrangement(urls.svg);
  const tabs = previewTabs(arrangement);
  // A tab chosen before its lockup turned out to be the primary's is shown as the primary.
  const view: PreviewState = { ...state, tab: shownTab(state.tab, arrangement) };
  const image = selectPreviewImage(urls, view);

  return (
    <section
      aria-labelledby="preview-heading"
      aria-busy={regenerating}
      className="rounded-2xl border border-line bg-white p-4 shadow-card sm:p-6"
    >
      <h2 id="preview-heading" className="sr-only">
        Logo preview
      </h2>
      <Tabs.Root value={view.tab} onValueChange={(tab) => setState({ ...view, tab: tab as PreviewTab })}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <Tabs.List aria-label="Logo lockups" aria-busy={!settled} className="inline-flex rounded-lg bg-slate-100 p-1">
            {tabs.map((tab) => (
              <Tabs.Trigger
                key={tab.id}
                value={tab.id}
                className="rounded-md px-3 py-1.5 text-sm font-medium text-muted transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
              >
                {tab.note ? `${tab.label} · ${tab.note}` : tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <PreviewToolbar
            state={view}
            monochromeAvailable={isMonochromeAvailable(urls, view)}
            darkAvailable={isDarkAvailable(view.tab)}
            onChange={setState}
          />
        </div>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.id} value={tab.id} className="focus-visible:outline-none">
            {tab.id === view.tab ? (
              <>
                <Stage image={image} urls={urls} altFor={altFor} brandName={record.brandName} state={view} grounds={grounds} />
                <p data-testid="lockup-caption" className="mt-3 text-sm text-muted">
                  {describeLockup(image.role, arrangement, drawn?.[image.role].detail)}
                </p>
              </>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <div className="mt-4 flex items-start gap-3 rounded-lg bg-slate-50 px-3 py-2.5">
        <p className="min-w-0 flex-1 text-sm text-muted">
          <span className="font-medium text-ink">Alt text: </span>
          <span data-testid="alt-text">{altFor(image.role)}</span>
        </p>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Copy alt text"
          onClick={() => void copyText('Alt text', altFor(image.role))}
          className="-my-1 shrink-0"
        >
          <Copy aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </section>
  );
}
