/**
 * Mockups: the system where people would meet it. Every business gets a business card, a phone's home screen, a social
 * profile and a post, stationery, an email signature and a website; its trade adds its own (a café's takeaway cup, a
 * locksmith's van, a candle maker's jar, a software firm's app, a shop's front and bags). Each scene is the engine's
 * SVG, composed from the same lockup files, palette and fonts as the brand kit, which ships the same scenes as PNGs;
 * each downloads from here as that PNG.
 */
import { type Frame, frameFor, type MockupModel, type MockupScene, mockupScenesFor, mockupSvg, STAGE } from '@logo-dna/engine/mockups';
import { Download, LoaderCircle } from 'lucide-react';
import { type RefObject, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { loadFontFamily } from '../../shared/fonts';
import { MESSAGES, notifyError, notifySuccess } from '../../shared/notify';
import { saveBlob, toFileSafeName } from '../../shared/save-file';
import type { LogoSystem } from '../generation/logo-system';
import { toMockupModel } from './mockup-model';
import { renderScenePng } from './scene-png';

/** "{brandName}-mockup-{scene}.png". */
export function mockupPngName(brandName: string, sceneId: string): string {
  return `${toFileSafeName(brandName)}-mockup-${sceneId}.png`;
}

/** The frame for a figure's width, measured before paint and on every resize. */
function useFrame(figure: RefObject<HTMLElement | null>): Frame {
  const [frame, setFrame] = useState<Frame>(STAGE);
  useLayoutEffect(() => {
    const node = figure.current;
    if (!node) return;
    setFrame(frameFor(node.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setFrame(frameFor(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [figure]);
  return frame;
}

function MockupFigure({ scene, model }: { scene: MockupScene; model: MockupModel }) {
  // A document-unique prefix usable inside `url(#…)` (React's ids carry characters a URL reference cannot).
  const prefix = `${scene.id}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const figure = useRef<HTMLElement>(null);
  const frame = useFrame(figure);
  const [saving, setSaving] = useState(false);
  const markup = useMemo(() => mockupSvg(scene, model, { frame, idPrefix: prefix }), [scene, model, frame, prefix]);
  const download = async () => {
    const filename = mockupPngName(model.brandName, scene.id);
    setSaving(true);
    try {
      saveBlob(await renderScenePng(scene, model), filename);
      notifySuccess(MESSAGES.downloaded(filename));
    } catch {
      notifyError(MESSAGES.downloadFailed);
    } finally {
      setSaving(false);
    }
  };
  return (
    <figure
      ref={figure}
      className="overflow-hidden rounded-xl border border-line bg-slate-50"
      data-testid={`mockup-${scene.id}`}
      data-frame={`${frame.width}x${frame.height}`}
    >
      {/* The engine's scene markup: built from the model's words, each escaped (no markup of the user's reaches the page). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the engine writes this SVG and escapes every word in it */}
      <div className="[&>svg]:block [&>svg]:h-auto [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: markup }} />
      <figcaption className="flex items-center justify-between gap-3 border-t border-line px-4 py-2 text-sm font-medium text-ink">
        <span aria-hidden="true">{scene.title}</span>
        <button
          type="button"
          onClick={() => void download()}
          disabled={saving}
          aria-label={`Download ${scene.title} mockup as PNG`}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-line bg-white px-3 py-1.5 text-sm font-medium text-ink hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60"
        >
          {saving ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Download aria-hidden="true" className="size-4" />
          )}
          PNG
        </button>
      </figcaption>
    </figure>
  );
}

/**
 * The model without the files that do not load: a system saved before its icon and reversed logo were kept beside
 * the primary has none, and its scenes then draw a colour tile or leave the hanging sign out instead of a hole.
 */
function useLoadableModel(system: LogoSystem): MockupModel {
  const model = useMemo(() => toMockupModel(system), [system]);
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const { icon, reversed } = model.files;
  useEffect(() => {
    setMissing(new Set());
    const probes = [icon, reversed].filter(Boolean).map((url) => {
      const probe = new Image();
      probe.onerror = () => setMissing((known) => new Set(known).add(url));
      probe.src = url;
      return probe;
    });
    return () => {
      for (const probe of probes) probe.onerror = null;
    };
  }, [icon, reversed]);
  return useMemo(() => {
    if (missing.size === 0) return model;
    const keep = (url: string) => (missing.has(url) ? '' : url);
    return { ...model, files: { ...model.files, icon: keep(model.files.icon), reversed: keep(model.files.reversed) } };
  }, [model, missing]);
}

export function MockupsSection({ system }: { system: LogoSystem }) {
  const model = useLoadableModel(system);
  // The brief's trade chooses the scenes; the kit ships the same ones.
  const scenes = useMemo(() => mockupScenesFor(model), [model]);
  const { display, support } = model.fonts;
  const words = `${model.brandName} ${model.line}`;
  // The scenes set their words in the system's faces (with the name's script); the typography card loads the same files.
  useEffect(() => {
    for (const family of new Set([display, support])) if (family) void loadFontFamily(family, words);
  }, [display, support, words]);
  return (
    <section aria-labelledby="mockups-heading" className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-8">
      <div className="mb-5 max-w-3xl">
        <h2 id="mockups-heading" className="text-base font-semibold tracking-tight">
          Mockups
        </h2>
        <p className="mt-1 text-sm text-muted">
          {model.brandName} where people would meet it, drawn from the same lockups, colours and type as the brand kit, which carries each
          scene as a PNG.
          {model.contact
            ? null
            : ' The name and contact lines on the card, letterhead and signature are samples until you add your details.'}
        </p>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        {scenes.map((scene) => (
          <MockupFigure key={scene.id} scene={scene} model={model} />
        ))}
      </div>
    </section>
  );
}
