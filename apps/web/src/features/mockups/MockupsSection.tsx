/**
 * Mockups: the system where people would meet it (a business card, a shopfront, a phone's home screen and a
 * social profile), each composed in the browser from the same lockup files, palette and fonts as the kit.
 */
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { loadFontFamily } from '../../shared/fonts';
import type { LogoSystem } from '../generation/logo-system';
import { BusinessCardScene, describeBusinessCard } from './BusinessCard';
import { type MockupModel, toMockupModel } from './mockup-model';
import { describePhoneHomeScreen, PhoneHomeScreenScene } from './PhoneHomeScreen';
import { describeSocialProfile, SocialProfileScene } from './SocialProfile';
import { describeStorefront, StorefrontScene } from './Storefront';
import { type Frame, useFrame, useSvgId } from './svg-parts';

interface Mockup {
  id: string;
  title: string;
  describe: (model: MockupModel) => string;
  Scene: (props: { model: MockupModel; frame: Frame }) => ReactNode;
}

const MOCKUPS: readonly Mockup[] = [
  { id: 'business-card', title: 'Business card', describe: describeBusinessCard, Scene: BusinessCardScene },
  { id: 'storefront', title: 'Shopfront sign', describe: describeStorefront, Scene: StorefrontScene },
  { id: 'phone', title: 'Phone home screen', describe: describePhoneHomeScreen, Scene: PhoneHomeScreenScene },
  { id: 'social', title: 'Social profile', describe: describeSocialProfile, Scene: SocialProfileScene },
];

function MockupFigure({ mockup, model }: { mockup: Mockup; model: MockupModel }) {
  const titleId = useSvgId(`${mockup.id}-title`);
  const descId = useSvgId(`${mockup.id}-desc`);
  const figure = useRef<HTMLElement>(null);
  const frame = useFrame(figure);
  const { Scene } = mockup;
  return (
    <figure
      ref={figure}
      className="overflow-hidden rounded-xl border border-line bg-slate-50"
      data-testid={`mockup-${mockup.id}`}
      data-frame={`${frame.width}x${frame.height}`}
    >
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        viewBox={`0 0 ${frame.width} ${frame.height}`}
        className="block h-auto w-full"
        xmlns="http://www.w3.org/2000/svg"
      >
        <title id={titleId}>{`${mockup.title} mockup`}</title>
        <desc id={descId}>{mockup.describe(model)}</desc>
        <Scene model={model} frame={frame} />
      </svg>
      <figcaption className="border-t border-line px-4 py-2.5 text-sm font-medium text-ink" aria-hidden="true">
        {mockup.title}
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
          {model.brandName} where people would meet it, drawn from the same lockups, colours and type as the brand kit.
        </p>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        {MOCKUPS.map((mockup) => (
          <MockupFigure key={mockup.id} mockup={mockup} model={model} />
        ))}
      </div>
    </section>
  );
}
