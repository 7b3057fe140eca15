/** Stores a design's lockups as SVG under an unguessable folder; their 1024 px PNGs and their PDFs are made on first request. */
import { randomBytes } from 'node:crypto';
import { type AiImage, type LogoRole, REGENERATION_ROLES, SYSTEM_ROLES } from '@logo-dna/protocol';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import type { Identity } from '../../http/identity';
import type { Derivation } from '../../storage/port';
import type { DesignSummary } from './design-summary';

/** PNG width of every lockup. */
const LOGO_PNG_SIZE = 1024;

/**
 * Which lockups a call with `n` images returns: 4 → the spec's system (primary, monochrome, horizontal, stacked),
 * 2 → a regeneration (spec §7), 5 and 6 → the system with the app icon, then the reversed logo.
 */
export function rolesFor(n: number): readonly LogoRole[] {
  if (n === 2) return REGENERATION_ROLES;
  if (n > SYSTEM_ROLES.length) throw badRequest(`The builtin engine draws at most ${SYSTEM_ROLES.length} logos per call`);
  return SYSTEM_ROLES.slice(0, n);
}

export type RenderPng = (svg: string, size: number) => Promise<Uint8Array>;

/** `generated/{folder}/{role}.png`, rendered from its SVG sibling. */
const LOGO_PNG_KEY = new RegExp(`^generated/[\\w-]+/(${SYSTEM_ROLES.join('|')})\\.png$`);

/**
 * Lets storage make a logo's PNG from its SVG on first request: a generation stores only the SVGs, and
 * only the PNGs someone views or exports cost a render (about 120 ms of CPU each at 1024 px).
 */
export function logoPngDerivation(renderPng: RenderPng): Derivation {
  return {
    sourceOf: (key) => (LOGO_PNG_KEY.test(key) ? key.replace(/\.png$/, '.svg') : undefined),
    derive: (svg) => renderPng(svg.toString('utf8'), LOGO_PNG_SIZE),
    contentType: 'image/png',
  };
}

/** Writes a lockup's PDF, titled with the SVG's own <title> (engine logoPdf); `fallbackTitle` names an untitled one. */
export type RenderPdf = (svg: string, fallbackTitle: string) => Promise<Uint8Array>;

/** `generated/{folder}/{role}.pdf`, written from its SVG sibling. */
const LOGO_PDF_KEY = new RegExp(`^generated/[\\w-]+/(${SYSTEM_ROLES.join('|')})\\.pdf$`);

/**
 * Lets storage make a lockup's vector PDF from its SVG on first request, as the brand kit ships it (logos/pdf): the
 * result page offers each logo on its own as PNG, SVG or PDF, and only the PDFs someone asks for are written.
 */
export function logoPdfDerivation(renderPdf: RenderPdf): Derivation {
  return {
    sourceOf: (key) => (LOGO_PDF_KEY.test(key) ? key.replace(/\.pdf$/, '.svg') : undefined),
    derive: (svg, key) => renderPdf(svg.toString('utf8'), `${LOGO_PDF_KEY.exec(key)?.[1] ?? 'primary'} logo`),
    contentType: 'application/pdf',
  };
}

/**
 * Stores every lockup's SVG side by side in one folder, `{folder}/{role}.svg` (so a record that keeps only some
 * URLs still reaches the design's icon and reversed logo beside them), recorded as the caller's generation; returns
 * the requested roles in order, each `url` the PNG derived from its SVG.
 */
export async function storeLogoImages(
  design: DesignSummary,
  roles: readonly LogoRole[],
  storage: Deps['storage'],
  caller: Identity = { kind: 'anonymous' },
): Promise<AiImage[]> {
  const folder = `generated/${randomBytes(16).toString('base64url').replace(/^[-_]/, 'g')}`;
  const files = SYSTEM_ROLES.map((role) => ({
    key: `${folder}/${role}.svg`,
    body: Buffer.from(design.logos[role]),
    contentType: 'image/svg+xml',
  }));
  await storage.generated.put(files, { identity: caller, generation: `${folder}/`, now: Date.now() });
  return roles.map((role) => ({
    url: storage.publicUrlOf(`${folder}/${role}.png`),
    svgUrl: storage.publicUrlOf(`${folder}/${role}.svg`),
    role,
  }));
}
