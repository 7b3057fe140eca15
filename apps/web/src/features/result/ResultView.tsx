/** View 2 (spec §2): the generated logo system, the showcase of the page. Loaded lazily. */
import { CheckCircle2, Loader2 } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { AuthUser } from '../../shared/api';
import { useApi } from '../../shared/api-context';
import { lazyView } from '../../shared/lazy-view';
import { MESSAGES, notifyError } from '../../shared/notify';
import { Spinner } from '../../shared/Spinner';
import { TooltipProvider } from '../../shared/Tooltip';
import { ViewBoundary } from '../../shared/ViewBoundary';
import { CONTACT_FIRST_FIELD_ID, ContactDetailsCard } from '../contact/ContactDetailsCard';
import { contactOf } from '../contact/contact-details';
import { DESIGNERS } from '../designer-picker/designer-catalog';
import { toTitleCase } from '../designer-picker/designer-text';
import { type LogoSystem, shownBrandName } from '../generation/logo-system';
import { MockupsSection } from '../mockups/MockupsSection';
import { PreviewCard } from '../preview/PreviewCard';
import { loadView, saveView } from '../workspace/view-store';
import { downloadLogo, exportBrandKit, logoDownloads } from './downloads';
import { OmittedNote } from './OmittedNote';
import { PaletteCard } from './PaletteCard';
import { RationaleCard } from './RationaleCard';
import { ResultActions } from './ResultActions';
import { regenerateVariations } from './regenerate';
import { TypographyCard } from './TypographyCard';

export interface ResultViewProps {
  system: LogoSystem;
  user: AuthUser | null;
  onChange: (system: LogoSystem) => void;
  onSaved: () => void;
}

// The editor is its own chunk: it loads when Edit is pressed, never with the page.
const EditorView = lazyView(() => import('../editor/EditorView'));

export default function ResultView({ system, user, onChange, onSaved }: ResultViewProps) {
  const api = useApi();
  const { record } = system;
  const [regenerating, setRegenerating] = useState(false);
  // The system open in the editor; kept for this tab, so a reload lands back in the editor with its draft.
  const [editingId, setEditingId] = useState(() => loadView().editing);
  const editing = editingId === record.id;
  const editingOther = editingId !== null && !editing;
  // Another system on screen (opened from history or the gallery) starts on its result, not in the editor.
  useEffect(() => {
    if (!editingOther) return;
    saveView({ editing: null });
    setEditingId(null);
  }, [editingOther]);
  const setEditing = (open: boolean) => {
    const next = open ? record.id : null;
    saveView({ editing: next });
    setEditingId(next);
  };
  const heading = useRef<HTMLHeadingElement>(null);

  // Focus moves to the result when it appears, and back to it when the editor closes.
  useEffect(() => {
    if (!editing) heading.current?.focus();
  }, [editing]);

  async function regenerate() {
    if (regenerating) return;
    setRegenerating(true);
    try {
      const next = await regenerateVariations({ api, system, designers: DESIGNERS, user });
      onChange(next);
      if (user && record.userId === user.id) onSaved();
    } catch {
      notifyError(MESSAGES.regenerateFailed);
    } finally {
      setRegenerating(false);
    }
  }

  if (editing) {
    return (
      <ViewBoundary name="The editor" retry={EditorView.retry} leave={{ label: 'Back to result', onLeave: () => setEditing(false) }}>
        <Suspense fallback={<Spinner label="Loading the editor" />}>
          <EditorView
            system={system}
            user={user}
            onClose={() => setEditing(false)}
            onSaved={(next) => {
              onChange(next);
              if (user && next.record.userId === user.id) onSaved();
              setEditing(false);
            }}
          />
        </Suspense>
      </ViewBoundary>
    );
  }

  return (
    <TooltipProvider>
      <div className="space-y-6">
        <div data-testid="result-header" className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
          <div className="min-w-0">
            <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200">
              <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" />
              Generation Complete
            </p>
            <h1
              ref={heading}
              tabIndex={-1}
              className="mt-3 break-words text-3xl font-semibold tracking-tight focus:outline-none sm:text-4xl"
            >
              {shownBrandName(system)}
            </h1>
            <p className="mt-2 text-muted">
              {record.industry} <span aria-hidden="true">·</span>{' '}
              <span data-testid="designer-title">{toTitleCase(record.designerDna)}</span>
            </p>
          </div>
          <ResultActions
            downloads={logoDownloads(record)}
            regenerating={regenerating}
            onExport={(options) => exportBrandKit(api, system, options)}
            onRegenerate={() => void regenerate()}
            onDownload={(download) => downloadLogo(api, download)}
            onEdit={() => setEditing(true)}
            hasDetails={Object.keys(contactOf(record)).length > 0}
            onDetails={() => {
              const field = document.getElementById(CONTACT_FIRST_FIELD_ID);
              field?.scrollIntoView({ block: 'center' });
              field?.focus({ preventScroll: true });
            }}
          />
        </div>

        <div aria-live="polite" className="min-h-0">
          {regenerating ? (
            <p
              role="status"
              className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
            >
              <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
              Regenerating the whole system: every logo, its colours and type…
            </p>
          ) : null}
        </div>

        <OmittedNote omitted={system.typography.omitted} />

        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <PreviewCard record={record} grounds={system.palette.grounds} regenerating={regenerating} />
          <div className="space-y-6">
            <PaletteCard palette={system.palette} />
            <TypographyCard typography={system.typography} brandName={record.brandName} />
          </div>
        </div>

        <ContactDetailsCard system={system} user={user} onChange={onChange} />

        <MockupsSection system={system} />

        <RationaleCard record={record} />
      </div>
    </TooltipProvider>
  );
}
