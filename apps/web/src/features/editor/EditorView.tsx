/**
 * The editor (loaded lazily): the chosen system with a live preview of every lockup, and controls for its name and
 * tagline, palette, type, layout and mark. Each change is an engine edit on the system's brief, so the preview, the
 * saved images and the exported kit are all drawn from the one edited master; undo and redo walk the changes.
 */
import type { EditColorRole } from '@logo-dna/protocol';
import { ArrowLeft, Package, Redo2, RotateCcw, Save, Undo2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AuthUser } from '../../shared/api';
import { useApi } from '../../shared/api-context';
import { Button } from '../../shared/Button';
import { PROJECT_ID } from '../../shared/client';
import { notifyError, notifySuccess } from '../../shared/notify';
import { Spinner } from '../../shared/Spinner';
import { DESIGNERS } from '../designer-picker/designer-catalog';
import type { LogoSystem } from '../generation/logo-system';
import { exportBrandKit } from '../result/downloads';
import { EditorPreview } from './EditorPreview';
import { historyNote } from './edit-history';
import { createEditorApi, type EditorApi } from './editor-api';
import { clearDraft, loadDraft, saveDraft } from './editor-draft';
import { briefWithEdits, isUnedited, sameEdits, withEdit } from './edits-model';
import { LayoutControls } from './LayoutControls';
import { MarkControls } from './MarkControls';
import { PaletteControls, type PaletteEntry } from './PaletteControls';
import { saveEdits } from './save-edits';
import { TextControls } from './TextControls';
import { TypeControls } from './TypeControls';
import { useEditHistory } from './use-edit-history';
import { type LivePreview, useLivePreview } from './use-live-preview';
import { usePreviewClearance } from './use-preview-clearance';

export interface EditorViewProps {
  system: LogoSystem;
  user: AuthUser | null;
  /** The saved, edited system (its images, palette, fonts and record follow the edits). */
  onSaved: (system: LogoSystem) => void;
  onClose: () => void;
  /** Tests pass their own; the page calls this origin's design endpoints. */
  editorApi?: EditorApi;
}

const EDITOR_MESSAGES = {
  saved: 'Your changes are saved.',
  saveFailed: 'Your changes could not be saved. They are still in the editor; please try again.',
} as const;

function previewProblem(live: LivePreview): string | undefined {
  const error = live.error as (Error & { code?: string }) | undefined;
  if (!error) return undefined;
  if (error.code === 'QUALITY_FAILED') {
    return 'No design passed the quality checks with this change; try another value. The preview shows the last design that did.';
  }
  if (error.code === 'INVALID_EDITS') return `This change cannot be drawn: ${error.message}`;
  return 'The preview could not be updated. Check your connection and try again.';
}

/** The first word of a field, lower-case: a lettering mark's icon search starts from the industry ("Coffee roastery" → coffee). */
function firstWord(text: string): string {
  return (
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .find(Boolean) ?? ''
  );
}

const HISTORY_NOTE_ID = 'editor-history-note';

const EDIT_ROLES: ReadonlySet<string> = new Set(['primary', 'secondary', 'accent', 'neutral', 'background', 'ink']);

export default function EditorView({ system, user, onSaved, onClose, editorApi }: EditorViewProps) {
  const api = useApi();
  const designApi = useMemo(() => editorApi ?? createEditorApi(window.location.origin, PROJECT_ID), [editorApi]);
  const initial = useRef(system.brief.edits ?? {}).current;
  // Unsaved changes from a reload or the sign-in round trip come back as the first undoable step.
  const [draft] = useState(() => loadDraft(system.record.id));
  const history = useEditHistory(initial, draft && !sameEdits(draft, initial) ? draft : undefined);
  const { edits, change } = history;
  const brief = useMemo(() => briefWithEdits(system.brief, edits), [system.brief, edits]);
  const live = useLivePreview(designApi, brief);
  const [saving, setSaving] = useState(false);
  const [exporting, setExporting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const stuckPreview = useRef<HTMLDivElement>(null);
  usePreviewClearance(stuckPreview);
  const designer = DESIGNERS.find((candidate) => candidate.id === system.brief.designerId);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (sameEdits(edits, initial)) clearDraft();
    else saveDraft(system.record.id, edits);
  }, [edits, initial, system.record.id]);

  const baseName = system.brief.brandName;
  const baseTagline = system.brief.tagline ?? '';
  const name = edits.text?.brandName ?? baseName;
  const tagline = edits.text?.tagline ?? baseTagline;
  const dirty = !sameEdits(edits, initial);
  const record = live.preview?.record;

  const setText = (field: 'brandName' | 'tagline', value: string, base: string) =>
    change(withEdit(edits, 'text', { [field]: value.trim() === base.trim() ? undefined : value }), `text.${field}`);

  async function save() {
    setSaving(true);
    try {
      const next = await saveEdits({ api, system, edits, designerName: designer?.name ?? system.brief.designerId, user });
      notifySuccess(EDITOR_MESSAGES.saved);
      clearDraft();
      onSaved(next);
    } catch {
      notifyError(EDITOR_MESSAGES.saveFailed);
      setSaving(false);
    }
  }

  async function exportKit() {
    setExporting(true);
    try {
      await exportBrandKit(api, { ...system, brief });
    } finally {
      setExporting(false);
    }
  }

  const problem = previewProblem(live);
  const unedited = isUnedited(edits);
  const offNote = historyNote({ dirty, canUndo: history.canUndo, canRedo: history.canRedo, unedited });
  // Every history button that is off is described by the one short line that says why.
  const offReason = (off: boolean) => (off && offNote ? HISTORY_NOTE_ID : undefined);
  const palette: PaletteEntry[] = (record?.palette ?? [])
    .filter((colour) => EDIT_ROLES.has(colour.role))
    .map((colour) => ({ role: colour.role as EditColorRole, name: colour.name, hex: colour.hex }));

  return (
    <div className="space-y-5" data-testid="editor" data-editor-root="">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wider text-muted">Editor · {designer?.name ?? system.brief.designerId}</p>
          <h1 ref={heading} tabIndex={-1} className="mt-1 break-words text-2xl font-semibold tracking-tight focus:outline-none sm:text-3xl">
            Edit {name || baseName}
          </h1>
          <p className="mt-1 text-sm text-muted">Every lockup, the app icon, the guidelines and the kit follow each change.</p>
          {draft && !sameEdits(draft, initial) ? (
            <p className="mt-2 text-sm text-ink" data-testid="draft-restored">
              Your unsaved changes from last time are back: Undo shows the saved design, Discard drops them.
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={() => void exportKit()} disabled={exporting} aria-busy={exporting}>
            <Package aria-hidden="true" className="h-4 w-4" />
            {exporting ? 'Exporting…' : 'Export kit'}
          </Button>
          <Button
            onClick={() => {
              clearDraft();
              onClose();
            }}
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {dirty ? 'Discard changes' : 'Back to result'}
          </Button>
        </div>
      </div>

      <p role="status" className={problem ? 'rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200' : 'sr-only'}>
        {/* Only what needs acting on is announced: a preview redrawn on every slider step would be noise. */}
        {problem ?? ''}
      </p>

      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
        {/* Stuck under the header while the controls scroll, on any screen tall enough to keep room for them. */}
        <div ref={stuckPreview} className="top-16 z-20 lg:top-20 [@media(min-height:600px)]:sticky">
          <EditorPreview
            preview={live.preview}
            pending={live.pending}
            note={
              offNote ? (
                <p id={HISTORY_NOTE_ID} className="text-sm text-muted" data-testid="editor-history-note">
                  {offNote}
                </p>
              ) : null
            }
            toolbar={
              <div className="flex items-center gap-1.5">
                <div role="toolbar" aria-label="Edit history" className="flex items-center rounded-lg border border-line bg-white">
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={history.undo}
                    disabled={!history.canUndo}
                    aria-describedby={offReason(!history.canUndo)}
                    aria-label="Undo"
                    aria-keyshortcuts="Control+Z Meta+Z"
                    title="Undo (Ctrl/Cmd+Z)"
                  >
                    <Undo2 aria-hidden="true" className="h-4 w-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={history.redo}
                    disabled={!history.canRedo}
                    aria-describedby={offReason(!history.canRedo)}
                    aria-label="Redo"
                    aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
                    title="Redo (Shift+Ctrl/Cmd+Z)"
                  >
                    <Redo2 aria-hidden="true" className="h-4 w-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => change({}, 'reset')}
                    disabled={unedited}
                    aria-describedby={offReason(unedited)}
                    aria-label="Reset all changes"
                    title="Reset all changes"
                  >
                    <RotateCcw aria-hidden="true" className="h-4 w-4" />
                  </Button>
                </div>
                <Button
                  variant="primary"
                  onClick={() => void save()}
                  disabled={!dirty || saving}
                  aria-busy={saving}
                  aria-describedby={offReason(!dirty)}
                >
                  <Save aria-hidden="true" className="h-4 w-4" />
                  {saving ? 'Saving…' : 'Save'}
                </Button>
              </div>
            }
          />
        </div>
        {record && live.preview ? (
          <form className="min-w-0 space-y-5" aria-label="Edit the logo system" onSubmit={(event) => event.preventDefault()}>
            <TextControls
              name={name}
              tagline={tagline}
              onName={(value) => setText('brandName', value, baseName)}
              onTagline={(value) => setText('tagline', value, baseTagline)}
            />
            <PaletteControls
              colours={palette}
              edits={edits.palette}
              onChange={(role, hex) => change(withEdit(edits, 'palette', { [role]: hex }), `palette.${role}`)}
            />
            <TypeControls
              fonts={{
                display: record.fonts.display.family,
                support: record.fonts.support.family,
                weight: record.fonts.display.weights[0] ?? 400,
              }}
              substitutions={record.fonts.substitutions}
              settings={live.preview.settings}
              edits={edits}
              sample={{ name: name || baseName, tagline }}
              onFont={(role, family) => change(withEdit(edits, 'fonts', { [role]: family }), `fonts.${role}`)}
              onType={(patch) => change(withEdit(edits, 'type', patch), `type.${Object.keys(patch).join(',')}`)}
            />
            <LayoutControls
              settings={live.preview.settings}
              edits={edits.layout}
              onChange={(patch) => change(withEdit(edits, 'layout', patch), `layout.${Object.keys(patch).join(',')}`)}
            />
            <MarkControls
              api={designApi}
              designerId={system.brief.designerId}
              concept={record.mark.concept}
              icons={record.mark.icons}
              chosen={edits.mark?.icon}
              initialQuery={record.mark.words[0] || firstWord(record.mark.icons[0] ?? system.brief.industry)}
              onChoose={(icon) => change(withEdit(edits, 'mark', { icon }), 'mark.icon')}
            />
          </form>
        ) : (
          <Spinner label="Loading the editor" />
        )}
      </div>
    </div>
  );
}
