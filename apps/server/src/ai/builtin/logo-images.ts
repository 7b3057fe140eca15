/** Stores a design's lockups as SVG under an unguessable folder; their 1024 px PNGs are made on first request. */
import { randomBytes } from 'node:crypto';
import { type AiImage, LOGO_ROLES, type LogoRole, REGENERATION_ROLES } from '@logo-dna/protocol';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import type { Derivation } from '../../storage/service';
import type { DesignSummary } from './design-summary';

/** PNG width of every lockup. */
export const LOGO_PNG_SIZE = 1024;

/** Which lockups a call with `n` images returns: 4 → the system, 2 → a regeneration (spec §7). */
export function rolesFor(n: number): readonly LogoRole[] {
  if (n === 2) return REGENERATION_ROLES;
  if (n > LOGO_ROLES.length) throw badRequest(`The builtin engine draws at most ${LOGO_ROLES.length} logos per call`);
  return LOGO_ROLES.slice(0, n);
}

export type RenderPng = (svg: string, size: number) => Promise<Uint8Array>;

/** `generated/{folder}/{role}.png`, rendered from its SVG sibling. */
const LOGO_PNG_KEY = new RegExp(`^generated/[\\w-]+/(${LOGO_ROLES.join('|')})\\.png$`);

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

/** Stores each role's SVG; returns role-ordered images whose `url` is the PNG derived from it. */
export async function storeLogoImages(design: DesignSummary, roles: readonly LogoRole[], storage: Deps['storage']): Promise<AiImage[]> {
  const folder = `generated/${randomBytes(16).toString('base64url').replace(/^[-_]/, 'g')}`;
  return Promise.all(
    roles.map(async (role) => {
      const svgKey = `${folder}/${role}.svg`;
      await storage.driver.put(svgKey, Buffer.from(design.logos[role]), { contentType: 'image/svg+xml' });
      return { url: storage.publicUrlOf(`${folder}/${role}.png`), svgUrl: storage.publicUrlOf(svgKey), role };
    }),
  );
}
