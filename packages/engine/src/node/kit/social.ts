/** Social images composed from the lockups: an Open Graph card and square avatars (SVG, then PNG). */
import type { BrandDesign } from '../../types';
import { type Box, fitSvg } from './pdf';

function nest(svg: string, box: Box): string {
  const { x, y, width, height } = fitSvg(svg, box);
  return svg.replace(/^<svg\b/, `<svg x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${width.toFixed(1)}" height="${height.toFixed(1)}"`);
}

/** 1200 × 630 card: the horizontal lockup centred on the light ground, with a primary-colour band. */
export function openGraphSvg(design: BrandDesign): string {
  const band = 18;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">',
    `<rect width="1200" height="630" fill="${design.palette.light}"/>`,
    `<rect y="${630 - band}" width="1200" height="${band}" fill="${design.palette.primary}"/>`,
    nest(design.logos.horizontal, { x: 160, y: 150, width: 880, height: 300 }),
    '</svg>',
  ].join('');
}

/** A square avatar: the app icon, which carries its own ground. */
export function avatarSvg(design: BrandDesign): string {
  return design.logos.icon;
}
