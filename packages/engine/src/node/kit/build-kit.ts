/** Assembles the brand kit (.zip) from one design: logos, icons, social images, colours, fonts, guidelines. */
import { strToU8, type Zippable, zipSync } from 'fflate';
import { kitReadme, toGimpPalette, toKitFileName, toPaletteCss, toPaletteJson, webManifest } from '../../kit';
import { mockupModelOf } from '../../mockups';
import type { ContactDetails } from '../../mockups/model';
import { toSystemJson } from '../../record';
import type { BrandDesign, LockupKind } from '../../types';
import { buildBusinessCardPdf, buildEmailSignatureHtml, buildLetterheadPdf } from './collateral';
import { fontFilesFor } from './font-files';
import { buildGuidelinesPdf, buildSpecimenPdf } from './guidelines';
import { buildIco } from './ico';
import { renderMockupPngs } from './mockups';
import { logoPdf, svgSize } from './pdf';
import { renderPngAsync } from './render-async';
import { avatarSvg, openGraphSvg, platformImages } from './social';

const SIGNATURE_LOGO = 'collateral/email-signature-logo.png';

/** The signature's logo as shown: 160 px wide at most, 56 px tall at most, at the lockup's proportions. */
function signatureLogoSize(svg: string): { width: number; height: number } {
  const size = svgSize(svg);
  const scale = Math.min(160 / size.width, 56 / size.height);
  return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
}

export const LOGO_KINDS: LockupKind[] = ['primary', 'horizontal', 'stacked', 'icon', 'monochrome', 'reversed'];
export const LOGO_PNG_SIZES = [512, 1024, 2048] as const;

export interface BrandKit {
  /** `{brandName}-brand-kit.zip`, the name made safe for a file system (no paths, no control characters). */
  filename: string;
  zip: Uint8Array;
  /** Every path in the archive. */
  files: string[];
}

export interface KitOptions {
  /** The owner's details the business card, letterheads, email signature and mockups carry; none, the brand alone. */
  contact?: ContactDetails;
}

/** Builds every file of the kit; the paths are the archive's layout. */
export async function buildKitFiles(design: BrandDesign, { contact }: KitOptions = {}): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  const { logos, palette } = design;
  const name = design.brief.brandName;
  // Every raster is queued at once: resvg renders them on the thread pool, in parallel with the PDFs.
  const rasters = new Map<string, Promise<Uint8Array>>();
  const raster = (path: string, svg: string, size: number) => rasters.set(path, renderPngAsync(svg, { size }));
  for (const kind of LOGO_KINDS) for (const size of LOGO_PNG_SIZES) raster(`logos/png/${kind}-${size}.png`, logos[kind], size);
  const iconSizes = [16, 32, 48];
  for (const size of iconSizes) raster(`icon-${size}`, logos.icon, size);
  raster('icons/apple-touch-icon.png', logos.icon, 180);
  raster('icons/android-chrome-192x192.png', logos.icon, 192);
  raster('icons/android-chrome-512x512.png', logos.icon, 512);
  raster('social/og-image-1200x630.png', openGraphSvg(design), 1200);
  raster('social/avatar-400.png', avatarSvg(design), 400);
  raster('social/avatar-800.png', avatarSvg(design), 800);
  const platforms = platformImages(design);
  for (const image of platforms) raster(image.path, image.svg, image.width);
  // The signature's logo at twice the size it is shown, for sharp screens.
  const signature = signatureLogoSize(logos.horizontal);
  raster(SIGNATURE_LOGO, logos.horizontal, signature.width * 2);

  // The mockup scenes render on the thread pool too, beside the logos (their lockups written in as vectors, see inlineLockups).
  const mockups = renderMockupPngs(design, mockupModelOf(design, undefined, contact));

  const pdfs = await Promise.all(LOGO_KINDS.map((kind) => logoPdf(logos[kind], `${name} ${kind} logo`)));
  const [guidelines, specimen, card, letterA4, letterUs] = await Promise.all([
    buildGuidelinesPdf(design, contact),
    buildSpecimenPdf(design),
    buildBusinessCardPdf(design, contact),
    buildLetterheadPdf(design, 'a4', contact),
    buildLetterheadPdf(design, 'letter', contact),
  ]);
  const rendered = new Map(await Promise.all([...rasters].map(async ([path, png]) => [path, await png] as const)));

  LOGO_KINDS.forEach((kind, i) => {
    files.set(`logos/svg/${kind}.svg`, strToU8(logos[kind]));
    for (const size of LOGO_PNG_SIZES)
      files.set(`logos/png/${kind}-${size}.png`, rendered.get(`logos/png/${kind}-${size}.png`) as Uint8Array);
    files.set(`logos/pdf/${kind}.pdf`, pdfs[i] as Uint8Array);
  });
  files.set('icons/favicon.ico', buildIco(iconSizes.map((size) => ({ size, png: rendered.get(`icon-${size}`) as Uint8Array }))));
  files.set('icons/favicon.svg', strToU8(logos.icon));
  for (const path of ['icons/apple-touch-icon.png', 'icons/android-chrome-192x192.png', 'icons/android-chrome-512x512.png']) {
    files.set(path, rendered.get(path) as Uint8Array);
  }
  files.set('icons/site.webmanifest', strToU8(webManifest(design)));
  for (const path of ['social/og-image-1200x630.png', 'social/avatar-400.png', 'social/avatar-800.png'])
    files.set(path, rendered.get(path) as Uint8Array);

  for (const [id, png] of await mockups) files.set(`mockups/${id}.png`, png);
  for (const image of platforms) files.set(image.path, rendered.get(image.path) as Uint8Array);
  files.set('collateral/business-card.pdf', card);
  files.set('collateral/letterhead-a4.pdf', letterA4);
  files.set('collateral/letterhead-letter.pdf', letterUs);
  const signaturePng = rendered.get(SIGNATURE_LOGO) as Uint8Array;
  files.set(SIGNATURE_LOGO, signaturePng);
  files.set('collateral/email-signature.html', strToU8(buildEmailSignatureHtml(design, { png: signaturePng, ...signature }, contact)));

  files.set('colors/palette.json', strToU8(toPaletteJson(name, palette)));
  files.set('colors/palette.css', strToU8(toPaletteCss(name, palette)));
  files.set('colors/palette.gpl', strToU8(toGimpPalette(name, palette)));
  files.set('system.json', strToU8(toSystemJson(design)));

  const families =
    design.typography.display.family === design.typography.support.family
      ? [design.typography.display]
      : [design.typography.display, design.typography.support];
  // The files carry the subsets the brand's own words need (a Cyrillic name's cyrillic files).
  const words = `${design.brief.brandName} ${design.brief.tagline ?? ''}`;
  for (const family of families) for (const file of fontFilesFor(family, words)) files.set(file.path, file.data);
  files.set('typography/specimen.pdf', specimen);
  files.set('guidelines.pdf', guidelines);

  const paths = [...files.keys(), 'README.txt'].sort();
  files.set('README.txt', strToU8(kitReadme(design, paths)));
  return files;
}

/** Zips the kit. PNG, PDF and font files are stored (already compressed); text is deflated. */
export async function buildBrandKit(design: BrandDesign, options: KitOptions = {}): Promise<BrandKit> {
  const files = await buildKitFiles(design, options);
  const tree: Zippable = {};
  // Fixed timestamps keep the archive identical for the same design.
  const mtime = new Date('2026-01-01T00:00:00Z');
  for (const path of [...files.keys()].sort()) {
    const compressed = /\.(png|pdf|woff2|ico)$/.test(path);
    tree[path] = [files.get(path) as Uint8Array, { level: compressed ? 0 : 6, mtime }];
  }
  return { filename: toKitFileName(design.brief.brandName), zip: zipSync(tree), files: [...files.keys()].sort() };
}
