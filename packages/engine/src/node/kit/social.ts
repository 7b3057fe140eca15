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

export interface SocialImage {
  /** social/<platform>-<kind>-<width>x<height>.png */
  path: string;
  svg: string;
  width: number;
  height: number;
}

/**
 * A header or banner: the light ground, the horizontal lockup (or the stacked one on a square) in a box of the given
 * share of the image and centred on `centerX`, and a band of the three brand colours along the bottom.
 */
function bannerSvg(
  design: BrandDesign,
  width: number,
  height: number,
  options: { lockup: string; share: [number, number]; centerX?: number },
): string {
  const { palette } = design;
  const band = Math.max(6, Math.round(height * 0.025));
  const boxWidth = width * options.share[0];
  const boxHeight = height * options.share[1];
  const cx = width * (options.centerX ?? 0.5);
  const third = width / 3;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${palette.light}"/>`,
    ...[palette.primary, palette.secondary, palette.accent].map(
      (fill, index) =>
        `<rect x="${(index * third).toFixed(1)}" y="${height - band}" width="${(third + 1).toFixed(1)}" height="${band}" fill="${fill}"/>`,
    ),
    nest(options.lockup, { x: cx - boxWidth / 2, y: (height - band - boxHeight) / 2, width: boxWidth, height: boxHeight }),
    '</svg>',
  ].join('');
}

/**
 * Profile images and headers at the sizes the platforms ask for (2026): X 400 × 400 and 1500 × 500, LinkedIn
 * 400 × 400 and 1584 × 396, Instagram 320 × 320 and a 1080 × 1080 post, Facebook 320 × 320 and an 820 × 312 cover.
 * Headers keep the logo clear of the corner the profile picture covers.
 */
export function platformImages(design: BrandDesign): SocialImage[] {
  const { horizontal, stacked, icon } = design.logos;
  const profile = (platform: string, size: number): SocialImage => ({
    path: `social/${platform}-profile-${size}x${size}.png`,
    svg: icon,
    width: size,
    height: size,
  });
  const banner = (platform: string, kind: string, width: number, height: number, svg: string): SocialImage => ({
    path: `social/${platform}-${kind}-${width}x${height}.png`,
    svg,
    width,
    height,
  });
  return [
    profile('x', 400),
    banner('x', 'header', 1500, 500, bannerSvg(design, 1500, 500, { lockup: horizontal, share: [0.46, 0.42], centerX: 0.56 })),
    profile('linkedin', 400),
    banner('linkedin', 'banner', 1584, 396, bannerSvg(design, 1584, 396, { lockup: horizontal, share: [0.4, 0.46], centerX: 0.6 })),
    profile('instagram', 320),
    banner('instagram', 'post', 1080, 1080, bannerSvg(design, 1080, 1080, { lockup: stacked, share: [0.62, 0.5] })),
    profile('facebook', 320),
    banner('facebook', 'cover', 820, 312, bannerSvg(design, 820, 312, { lockup: horizontal, share: [0.5, 0.44], centerX: 0.55 })),
  ];
}
