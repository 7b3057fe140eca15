/** Renders a design's lockups (SVG + 1024 px PNG) into storage under an unguessable folder. */
import { randomBytes } from 'node:crypto';
import { type AiImage, LOGO_ROLES, type LogoRole, REGENERATION_ROLES } from '@logo-dna/protocol';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import type { DesignSummary } from './design-summary';

/** PNG width of every lockup. */
export const LOGO_PNG_SIZE = 1024;

/** Which lockups a call with `n` images returns: 4 → the system, 2 → a regeneration (spec §7). */
export function rolesFor(n: number): readonly LogoRole[] {
  if (n === 2) return REGENERATION_ROLES;
  if (n > LOGO_ROLES.length) throw badRequest(`The builtin engine draws at most ${LOGO_ROLES.length} logos per call`);
  return LOGO_ROLES.slice(0, n);
}

export type RenderPng = (svg: string, size: number) => Uint8Array | Promise<Uint8Array>;

/** Stores each role's SVG and PNG; returns them in role order with their public URLs. */
export async function storeLogoImages(
  design: DesignSummary,
  roles: readonly LogoRole[],
  storage: Deps['storage'],
  renderPng: RenderPng,
): Promise<AiImage[]> {
  const folder = `generated/${randomBytes(16)
    .toString('base64url')
    .replace(/^[-_.]/, 'g')}`;
  return Promise.all(
    roles.map(async (role) => {
      const svg = design.logos[role];
      const png = await renderPng(svg, LOGO_PNG_SIZE);
      const svgKey = `${folder}/${role}.svg`;
      const pngKey = `${folder}/${role}.png`;
      await Promise.all([
        storage.driver.put(svgKey, Buffer.from(svg), { contentType: 'image/svg+xml' }),
        storage.driver.put(pngKey, png, { contentType: 'image/png' }),
      ]);
      return { url: storage.publicUrlOf(pngKey), svgUrl: storage.publicUrlOf(svgKey), role };
    }),
  );
}
