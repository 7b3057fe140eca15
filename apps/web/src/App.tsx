/** The single page (spec §2): header, the form or the result view, My logo systems, footer and the toaster. */
import { LayoutGrid, Plus } from 'lucide-react';
import { type CSSProperties, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Toaster } from 'sonner';
import { AuthControls } from './features/auth/AuthControls';
import { useAuth } from './features/auth/use-auth';
import { BriefForm } from './features/brief-form/BriefForm';
import { type BriefValues, createEmptyBrief } from './features/brief-form/brief-input';
import { DEFAULT_DESIGNER_ID, DESIGNERS } from './features/designer-picker/designer-catalog';
import type { Direction } from './features/gallery/directions';
import { EXPLORE_MARK, GALLERY_MARK_NAMES, markOpened } from './features/gallery/gallery-session';
import { useGallery } from './features/gallery/use-gallery';
import { GenerationSteps } from './features/generation/GenerationSteps';
import { InterruptedRunNotice } from './features/generation/InterruptedRunNotice';
import { forgetRun, readInterruptedRun } from './features/generation/interrupted-run';
import type { LogoSystem } from './features/generation/logo-system';
import { useGeneration } from './features/generation/use-generation';
import { ThemeToggle } from './features/theme/ThemeToggle';
import { useTheme } from './features/theme/use-theme';
import { isAnonymousResult, isShownTo, useKeptWorkspace } from './features/workspace/use-kept-workspace';
import { saveView } from './features/workspace/view-store';
import { loadWorkspace } from './features/workspace/workspace-store';
import { AppShell } from './shared/AppShell';
import { useApi } from './shared/api-context';
import { Button } from './shared/Button';
import { lazyView } from './shared/lazy-view';
import { TOASTER } from './shared/notify';
import { Spinner } from './shared/Spinner';
import { ViewBoundary } from './shared/ViewBoundary';

/**
 * One placement for every toast: the bottom right of the window, where they cover neither the header's buttons nor the
 * result's header (the Generation Complete badge, Regenerate, Download), and above the form's submit bar while it sticks
 * to the bottom (its height is --bottom-bar-height, published by the form). On a phone (sonner's full-width layout
 * below 600 px) they run along the bottom. Progress and status messages share one stack, so they never overlap.
 */
const TOAST_OFFSET = { bottom: 'calc(var(--bottom-bar-height, 0px) + 24px)', right: 24 } as const;
const TOAST_MOBILE_OFFSET = { bottom: 12, left: 12, right: 12 } as const;
/** The app's own surface, text and a visible border in both themes (sonner's night toast is pure black). */
const TOAST_STYLE = {
  '--normal-bg': 'var(--color-white)',
  '--normal-bg-hover': 'var(--color-slate-100)',
  '--normal-border': 'var(--color-slate-300)',
  '--normal-border-hover': 'var(--color-slate-400)',
  '--normal-text': 'var(--color-ink)',
  fontFamily: 'inherit',
} as CSSProperties;

// Each view is its own chunk; one that cannot be fetched is reported in its place, with Try again (ViewBoundary).
const ResultView = lazyView(() => import('./features/result/ResultView'));
const HistoryPanel = lazyView(() => import('./features/history/HistoryPanel'));
const GalleryView = lazyView(() => import('./features/gallery/GalleryView'));
const VersionsPanel = lazyView(() => import('./features/versions/VersionsPanel'));
/** The brief form's id: the step list's Try again submits it. */
const BRIEF_FORM_ID = 'brief-form';
const retryResult = () => Promise.all([ResultView.retry(), VersionsPanel.retry()]).then(() => undefined);

export function App() {
  const api = useApi();
  const auth = useAuth();
  const { theme, toggle: toggleTheme } = useTheme();
  const user = auth.status === 'authenticated' ? auth.user : null;
  // The brief and the result come back after a reload or the sign-in round trip (features/workspace).
  const [stored] = useState(() => loadWorkspace());
  const [values, setValues] = useState<BriefValues>(() => stored?.values ?? createEmptyBrief(DEFAULT_DESIGNER_ID));
  // A result saved to an account waits for that account's session before it is shown again.
  const [system, setSystem] = useState<LogoSystem | null>(() => (isAnonymousResult(stored?.system) ? (stored?.system ?? null) : null));
  const [historyVersion, setHistoryVersion] = useState(0);
  const bumpHistory = useCallback(() => setHistoryVersion((version) => version + 1), []);
  useKeptWorkspace({ auth, values, system, setValues, setSystem, onSaved: bumpHistory, owned: stored?.system ?? null });
  const formHeading = useRef<HTMLHeadingElement>(null);
  const viewChanged = useRef(false);
  // Who is signed in now, for results that arrive later: a generation, regeneration or restore still running when
  // its user signed out is dropped, so the next person at this screen never sees it.
  const viewer = useRef<string | null>(null);
  viewer.current = user?.id ?? null;
  const changeSystem = useCallback((next: LogoSystem) => {
    if (isShownTo(next, viewer.current)) setSystem(next);
  }, []);

  const showResult = useCallback((next: LogoSystem) => {
    if (!isShownTo(next, viewer.current)) return;
    viewChanged.current = true;
    setSystem(next);
  }, []);
  const onRestored = useCallback((next: LogoSystem) => {
    if (!isShownTo(next, viewer.current)) return;
    setSystem(next);
    setHistoryVersion((version) => version + 1);
    // Back to the top of the result, where the restored logo now shows.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('#main h1')?.focus());
  }, []);
  const onGenerated = useCallback(
    (next: LogoSystem, saved: boolean) => {
      showResult(next);
      if (saved) setHistoryVersion((version) => version + 1);
    },
    [showResult],
  );
  const { generating, generate, cancel, progress, dismissProgress } = useGeneration({ designers: DESIGNERS, user, onGenerated });
  // A run the page was reloaded in the middle of: said once, with the offer to run the same brief again.
  const [interrupted, setInterrupted] = useState<BriefValues | null>(() => readInterruptedRun());
  const dismissInterrupted = useCallback(() => {
    forgetRun();
    setInterrupted(null);
  }, []);
  // Any new run answers the notice.
  useEffect(() => {
    if (generating) setInterrupted(null);
  }, [generating]);
  const runInterruptedAgain = useCallback(() => {
    if (!interrupted) return;
    const brief = interrupted;
    setInterrupted(null);
    setValues(brief);
    void generate(brief);
  }, [interrupted, generate]);

  // The gallery (features/gallery): every designer's direction for the brief, opened through the same pipeline.
  const gallery = useGallery({ auth, system, designers: DESIGNERS });
  const galleryFocus = useRef(false);
  const [openingId, setOpeningId] = useState<string | null>(null);
  const showGallery = Boolean(gallery.session?.visible) && !system;
  const explore = useCallback(
    (brief: BriefValues) => {
      for (const mark of GALLERY_MARK_NAMES) performance.clearMarks(mark);
      performance.mark(EXPLORE_MARK);
      galleryFocus.current = true;
      gallery.explore(brief);
    },
    [gallery],
  );
  const openDirection = useCallback(
    async (direction: Direction) => {
      const session = gallery.session;
      if (!session) return;
      const brief = { ...session.values, designerDna: direction.designerId };
      // Opened before: that system again (saved once), not a second record with the same id.
      const kept = session.opened[direction.id];
      setOpeningId(direction.id);
      const opened = kept ?? (await generate(brief, { id: direction.id, variant: direction.index }));
      setOpeningId(null);
      if (!opened) return;
      if (kept) showResult(kept);
      setValues(brief);
      gallery.update((current) => ({ ...markOpened(current, direction.id, opened), visible: false }));
    },
    [gallery, generate, showResult],
  );
  const leaveGallery = useCallback(() => {
    viewChanged.current = true;
    gallery.setVisible(false);
  }, [gallery]);
  const backToGallery = useCallback(() => {
    galleryFocus.current = true;
    saveView({ editing: null });
    gallery.setVisible(true);
    setSystem(null);
  }, [gallery]);

  // The gallery's code is fetched while the visitor fills the form, so exploring starts drawing at once.
  useEffect(() => {
    if (!api.previewLogo) return;
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => GalleryView.preload());
  }, [api]);

  function startNewLogo() {
    viewChanged.current = true;
    saveView({ editing: null });
    setSystem(null);
  }

  // The form is client-rendered: once this first effect runs it takes input (bench/web measures this mark).
  useEffect(() => {
    performance.mark('logo-dna:form-interactive');
  }, []);

  // Spec accessibility: focus moves to the new view's heading when the view changes.
  useEffect(() => {
    if (!viewChanged.current || system || showGallery) return;
    viewChanged.current = false;
    formHeading.current?.focus();
  }, [system, showGallery]);

  return (
    <AppShell
      actions={
        <>
          {system && gallery.session ? (
            <Button
              onClick={backToGallery}
              variant="secondary"
              aria-label="Back to the gallery"
              className="shrink-0 max-sm:h-11 max-sm:w-11 max-sm:justify-center max-sm:px-0"
            >
              <LayoutGrid aria-hidden="true" className="h-4 w-4" />
              <span className="hidden sm:inline">Gallery</span>
            </Button>
          ) : null}
          {system ? (
            <Button
              onClick={startNewLogo}
              variant="secondary"
              aria-label="New Logo"
              className="shrink-0 max-sm:h-11 max-sm:w-11 max-sm:justify-center max-sm:px-0"
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
              <span className="hidden sm:inline">New Logo</span>
            </Button>
          ) : null}
          <ThemeToggle theme={theme} onToggle={toggleTheme} />
          <AuthControls auth={auth} onSignIn={() => api.auth.signIn()} onSignOut={() => void api.auth.signOut()} />
        </>
      }
      overlays={
        <Toaster
          id={TOASTER}
          containerAriaLabel="Notifications"
          theme={theme}
          position="bottom-right"
          closeButton
          offset={TOAST_OFFSET}
          mobileOffset={TOAST_MOBILE_OFFSET}
          style={TOAST_STYLE}
        />
      }
    >
      {interrupted ? <InterruptedRunNotice values={interrupted} onRunAgain={runInterruptedAgain} onDismiss={dismissInterrupted} /> : null}
      {system ? (
        <ViewBoundary key="result" name="Your logo system" retry={retryResult}>
          <Suspense fallback={<Spinner label="Loading your logo system" />}>
            <ResultView system={system} user={user} onChange={changeSystem} onSaved={bumpHistory} />
            {user && system.record.userId === user.id ? (
              <Suspense fallback={null}>
                <div className="mt-6">
                  <VersionsPanel system={system} onRestored={onRestored} />
                </div>
              </Suspense>
            ) : null}
          </Suspense>
        </ViewBoundary>
      ) : showGallery && gallery.session ? (
        <ViewBoundary
          key="gallery"
          name="The gallery"
          retry={GalleryView.retry}
          leave={{ label: 'Back to the brief', onLeave: leaveGallery }}
        >
          <Suspense fallback={<Spinner label="Loading the gallery" />}>
            <GalleryView
              session={gallery.session}
              designers={DESIGNERS}
              onChange={gallery.update}
              onOpen={openDirection}
              onEditBrief={leaveGallery}
              openingId={openingId}
              busy={generating}
              onCancel={cancel}
              autoFocus={galleryFocus.current}
              userId={auth.status === 'loading' ? undefined : (user?.id ?? null)}
            />
          </Suspense>
        </ViewBoundary>
      ) : (
        <>
          <div className="mb-8 max-w-2xl">
            <h1
              ref={formHeading}
              tabIndex={-1}
              className="text-3xl font-semibold tracking-tight text-balance focus:outline-none sm:text-4xl"
            >
              Logo Designer DNA Generator
            </h1>
            <p className="mt-3 text-base text-muted sm:text-lg">
              Describe your brand, choose a legendary designer's DNA, and get a complete logo system: strategy, four lockups, palette and
              type.
            </p>
          </div>
          {progress ? <GenerationSteps progress={progress} onCancel={cancel} onDismiss={dismissProgress} formId={BRIEF_FORM_ID} /> : null}
          <BriefForm
            id={BRIEF_FORM_ID}
            values={values}
            onChange={setValues}
            onSubmit={generate}
            designers={DESIGNERS}
            generating={generating}
            onExplore={api.previewLogo ? explore : undefined}
          />
          {user ? (
            <ViewBoundary name="My logo systems" retry={HistoryPanel.retry}>
              <Suspense fallback={null}>
                <HistoryPanel userId={user.id} version={historyVersion} onOpen={showResult} />
              </Suspense>
            </ViewBoundary>
          ) : null}
        </>
      )}
    </AppShell>
  );
}
