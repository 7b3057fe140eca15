/**
 * Mockups: the system where people would meet it, each scene an SVG composed from the design's lockups, palette and
 * fonts. Pure: the web app shows these scenes (and downloads them as PNG), the brand kit renders the same ones.
 */
import type { BrandDesign, PaletteColor } from '../types';
import { type ContactDetails, filledContact, type MockupColor, type MockupFiles, type MockupModel, toSlug } from './model';
import { appScene, describeApp } from './scenes/app';
import { browserScene, describeBrowser } from './scenes/browser';
import { businessCardScene, describeBusinessCard } from './scenes/business-card';
import { describeEmailSignature, emailSignatureScene } from './scenes/email-signature';
import { describeLabel, labelScene } from './scenes/label';
import { describeLetterhead, letterheadScene } from './scenes/letterhead';
import { describeNightSign, nightSignScene } from './scenes/night-sign';
import { describePhoneHomeScreen, phoneScene } from './scenes/phone';
import { describeSocialProfile, socialScene } from './scenes/social';
import { describeSocialPost, socialPostScene } from './scenes/social-post';
import { describeStorefront, storefrontScene } from './scenes/storefront';
import { describeTakeaway, takeawayScene } from './scenes/takeaway';
import { describeTote, toteScene } from './scenes/tote';
import { describeVan, vanScene } from './scenes/van';
import { esc, type Frame, h, type SceneContext, WIDE_FRAME } from './svg';
import { sceneIdsFor } from './trades';

export * from './model';
export { iconLabel } from './scenes/phone';
export { type Frame, frameFor, MIN_TEXT_SIZE, STAGE, WIDE_FRAME, WIDE_FROM_PX } from './svg';
export { TRADE_SCENE_IDS, type Trade, tradeOf, UNIVERSAL_SCENE_IDS } from './trades';

export interface MockupScene {
  /** The file name in the kit (mockups/<id>.png) and the scene's test id on the page. */
  id: string;
  title: string;
  describe(model: MockupModel): string;
  draw(ctx: SceneContext): string;
}

/** Every scene, in the order a page shows them: a trade's own scene comes right after the card. */
export const MOCKUP_SCENES: readonly MockupScene[] = [
  { id: 'business-card', title: 'Business card', describe: describeBusinessCard, draw: businessCardScene },
  { id: 'takeaway', title: 'Takeaway cup and bag', describe: describeTakeaway, draw: takeawayScene },
  { id: 'van', title: 'Service van', describe: describeVan, draw: vanScene },
  { id: 'label', title: 'Product labels', describe: describeLabel, draw: labelScene },
  { id: 'app', title: 'App dashboard', describe: describeApp, draw: appScene },
  { id: 'storefront', title: 'Shopfront sign', describe: describeStorefront, draw: storefrontScene },
  { id: 'phone', title: 'Phone home screen', describe: describePhoneHomeScreen, draw: phoneScene },
  { id: 'social', title: 'Social profile', describe: describeSocialProfile, draw: socialScene },
  { id: 'social-post', title: 'Social post', describe: describeSocialPost, draw: socialPostScene },
  { id: 'letterhead', title: 'Letterhead and envelopes', describe: describeLetterhead, draw: letterheadScene },
  { id: 'email-signature', title: 'Email signature', describe: describeEmailSignature, draw: emailSignatureScene },
  { id: 'website', title: 'Website and favicon', describe: describeBrowser, draw: browserScene },
  { id: 'tote', title: 'Tote bags', describe: describeTote, draw: toteScene },
  { id: 'night-sign', title: 'Signage at night', describe: describeNightSign, draw: nightSignScene },
];

export const MOCKUP_IDS = MOCKUP_SCENES.map((scene) => scene.id);

/** The PNG size a scene is downloaded and shipped at: the wide frame, two pixels a unit (1280 × 800). */
export const MOCKUP_PNG_SCALE = 2;
export const MOCKUP_PNG_SIZE = { width: WIDE_FRAME.width * MOCKUP_PNG_SCALE, height: WIDE_FRAME.height * MOCKUP_PNG_SCALE };

export interface MockupSvgOptions {
  /** Default: the wide frame. */
  frame?: Frame;
  /** Prefixes every id in the scene (several scenes share a page); default the scene's id. */
  idPrefix?: string;
  /** Pixel size written on the root (the rasteriser's canvas); default the frame's size in units. */
  width?: number;
}

/**
 * The scenes a design gets, from its brief's industry and one-liner: the ones every business uses and its trade's
 * own (a bakery's takeaway cup and shopfront, a locksmith's van, a software firm's app). The page and the brand kit
 * both show exactly these.
 */
export function mockupScenesFor(model: Pick<MockupModel, 'industry' | 'oneLiner'>): MockupScene[] {
  const ids = sceneIdsFor(model);
  return MOCKUP_SCENES.filter((scene) => ids.has(scene.id));
}

export function findMockupScene(id: string): MockupScene | undefined {
  return MOCKUP_SCENES.find((scene) => scene.id === id);
}

/**
 * One scene as a standalone SVG document: a titled, described image (role="img") whose lockups are the model's
 * files and whose words are set in the system's faces.
 */
export function mockupSvg(scene: MockupScene, model: MockupModel, options: MockupSvgOptions = {}): string {
  const frame = options.frame ?? WIDE_FRAME;
  const prefix = (options.idPrefix ?? scene.id).replace(/[^a-zA-Z0-9_-]/g, '');
  const ctx: SceneContext = { model, frame, id: (name) => `${prefix}-${name}` };
  const width = options.width ?? frame.width;
  const height = Math.round((width * frame.height) / frame.width);
  return h(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      role: 'img',
      'aria-labelledby': `${prefix}-title`,
      'aria-describedby': `${prefix}-desc`,
      width,
      height,
      viewBox: `0 0 ${frame.width} ${frame.height}`,
    },
    h('title', { id: `${prefix}-title` }, esc(`${scene.title} mockup`)),
    h('desc', { id: `${prefix}-desc` }, esc(scene.describe(model))),
    scene.draw(ctx),
  );
}

/** An SVG document as a data: URL (base64 of its UTF-8), for a scene's image slots. */
export function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** The model of a design: its lockups (as given, or embedded as data: URLs), named colours, faces and words, and the owner's details. */
export function mockupModelOf(design: BrandDesign, files?: MockupFiles, contact?: ContactDetails): MockupModel {
  const details = filledContact(contact);
  const { palette, brief, logos } = design;
  const named = (hex: string, role?: PaletteColor['role']): MockupColor => {
    const same = (color: PaletteColor) => color.hex.toLowerCase() === hex.toLowerCase();
    const swatch = palette.colors.find((color) => color.role === role && same(color)) ?? palette.colors.find(same);
    return { hex, name: swatch?.name ?? hex.toUpperCase() };
  };
  return {
    brandName: brief.brandName,
    line: (brief.tagline || brief.oneLiner).trim(),
    industry: brief.industry.trim(),
    oneLiner: brief.oneLiner.trim(),
    slug: toSlug(brief.brandName),
    files: files ?? {
      primary: svgDataUrl(logos.primary),
      horizontal: svgDataUrl(logos.horizontal),
      icon: svgDataUrl(logos.icon),
      reversed: svgDataUrl(logos.reversed),
    },
    colors: {
      primary: named(palette.primary, 'primary'),
      secondary: named(palette.secondary, 'secondary'),
      accent: named(palette.accent, 'accent'),
      light: named(palette.light, 'background'),
      dark: named(palette.dark, 'ink'),
    },
    fonts: { display: design.typography.display.family, support: design.typography.support.family },
    ...(Object.keys(details).length > 0 ? { contact: details } : {}),
  };
}
