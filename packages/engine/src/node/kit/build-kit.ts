/** Assembles the brand kit (.zip) from one design: logos, icons, social images, colours, fonts, guidelines. */
import { strToU8, type Zippable, zipSync } from 'fflate';
import { kitReadme, toGimpPalette, toPaletteCss, toPaletteJson, webManifest } from '../../kit';
import type { BrandDesign, LockupKind } from '../../types';
import { renderPng } from '../render-png';
import { fontFilesFor } from './font-files';
import { buildGuidelinesPdf, buildSpecimenPdf } from './guidelines';
import { buildIco } from './ico';
import { logoPdf } from './pdf';
import { avatarSvg, openGraphSvg } from './social';

export const LOGO_KINDS: LockupKind[] = ['primary', 'horizontal', 'stacked', 'icon', 'monochrome', 'reversed'];
export const LOGO_PNG_SIZES = [512, 1024, 2048] as const;

export interface BrandKit {
  /** `{brandName}-brand-kit.zip` */
  filename: string;
  zip: Uint8Array;
  /** Every path in the archive. */
  files: string[];
}

/** Builds every file of the kit; the paths are the archive's layout. */
export async function buildKitFiles(design: BrandDesign): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  const { logos, palette } = design;
  const name = design.brief.brandName;
  const grounds = { light: palette.light, dark: palette.dark };

  const pdfs = await Promise.all(LOGO_KINDS.map((kind) => logoPdf(logos[kind], `${name} ${kind} logo`)));
  LOGO_KINDS.forEach((kind, i) => {
    files.set(`logos/svg/${kind}.svg`, strToU8(logos[kind]));
    for (const size of LOGO_PNG_SIZES) files.set(`logos/png/${kind}-${size}.png`, renderPng(logos[kind], { size, ...grounds }));
    files.set(`logos/pdf/${kind}.pdf`, pdfs[i] as Uint8Array);
  });

  const icon = (size: number) => renderPng(logos.icon, { size, ...grounds });
  files.set('icons/favicon.ico', buildIco([16, 32, 48].map((size) => ({ size, png: icon(size) }))));
  files.set('icons/favicon.svg', strToU8(logos.icon));
  files.set('icons/apple-touch-icon.png', icon(180));
  files.set('icons/android-chrome-192x192.png', icon(192));
  files.set('icons/android-chrome-512x512.png', icon(512));
  files.set('icons/site.webmanifest', strToU8(webManifest(design)));

  files.set('social/og-image-1200x630.png', renderPng(openGraphSvg(design), { size: 1200 }));
  files.set('social/avatar-400.png', renderPng(avatarSvg(design), { size: 400 }));
  files.set('social/avatar-800.png', renderPng(avatarSvg(design), { size: 800 }));

  files.set('colors/palette.json', strToU8(toPaletteJson(name, palette)));
  files.set('colors/palette.css', strToU8(toPaletteCss(name, palette)));
  files.set('colors/palette.gpl', strToU8(toGimpPalette(name, palette)));

  const families =
    design.typography.display.family === design.typography.support.family
      ? [design.typography.display]
      : [design.typography.display, design.typography.support];
  for (const family of families) for (const file of fontFilesFor(family)) files.set(file.path, file.data);
  const [guidelines, specimen] = await Promise.all([buildGuidelinesPdf(design), buildSpecimenPdf(design)]);
  files.set('typography/specimen.pdf', specimen);
  files.set('guidelines.pdf', guidelines);

  const paths = [...files.keys(), 'README.txt'].sort();
  files.set('README.txt', strToU8(kitReadme(design, paths)));
  return files;
}

/** Zips the kit. PNG, PDF and font files are stored (already compressed); text is deflated. */
export async function buildBrandKit(design: BrandDesign): Promise<BrandKit> {
  const files = await buildKitFiles(design);
  const tree: Zippable = {};
  // Fixed timestamps keep the archive identical for the same design.
  const mtime = new Date('2026-01-01T00:00:00Z');
  for (const path of [...files.keys()].sort()) {
    const compressed = /\.(png|pdf|woff2|ico)$/.test(path);
    tree[path] = [files.get(path) as Uint8Array, { level: compressed ? 0 : 6, mtime }];
  }
  return { filename: `${design.brief.brandName}-brand-kit.zip`, zip: zipSync(tree), files: [...files.keys()].sort() };
}
