/**
 * circular-seal: concentric ring band (0.18–0.22 R) with the name on the top arc, a descriptor on
 * the bottom arc, separators at 3 and 9 o'clock and a central figure ≤ 0.62 R (designer-dna.md §1).
 * Variants: figure-emblem (ring reduced to a keyline), zoomed-figure-crop (ring removed, figure cropped).
 */
import { circlePath, type Region, regionFromPath, regionIntersect, regionSubtract, regionToPath, regionUnion, starPath } from '../../path';
import { capitalFirst } from '../../strategy/grammar';
import { iconPhrase } from '../../strategy/icon-nouns';
import { setArcText } from '../arc-text';
import { type DraftLayer, finishMark } from '../draft';
import { drawsHeldFigureAlone } from '../favicon-figure';
import { isMirrorSymmetric, isTileLike, placeIconCrossing } from '../frame-break';
import { pickIcon, placeIconTight } from '../icon-pick';
import { minFeature, moduleBlock, readNumber, valueInRange } from '../params';
import type { Mark, MarkContext } from '../types';

const C = { x: 500, y: 500 };
const R = 480;
const phrase = (name: string) => iconPhrase(name);

function ring(outer: number, inner: number): Region {
  return regionSubtract(regionFromPath(circlePath(C, outer)), regionFromPath(circlePath(C, inner)));
}

/** The descriptor under the name: the tagline if short, else the industry. */
function descriptor(ctx: MarkContext): string {
  const tagline = ctx.brief.tagline?.trim();
  const text = tagline && tagline.length <= 26 ? tagline : ctx.brief.industry.trim();
  return text.toUpperCase();
}

/** The ring's ink box: what the app icon scales to its tile when it draws the seal whole. */
const SEAL_BOX = { minX: C.x - R, minY: C.y - R, maxX: C.x + R, maxY: C.y + R };

/** The seal's figure alone for the app icon, when the ring would hold it too small to read at 16 px. */
function figureAloneIcon(ctx: MarkContext, figure: Region): DraftLayer[] | undefined {
  if (!drawsHeldFigureAlone(figure, SEAL_BOX, ctx.dna.appIcon)) return undefined;
  return [{ d: regionToPath(figure), ink: 'primary', fillRule: 'evenodd' }];
}

export function buildSeal(ctx: MarkContext, archetype: string): Mark {
  const icon = pickIcon(ctx, 'seal.figure');
  const feature = minFeature(ctx);
  if (archetype === 'zoomed-figure-crop') {
    const disc = regionFromPath(circlePath(C, R));
    const figure = placeIconTight(icon, { x: 530, y: 540 }, 840, feature);
    return finishMark(
      archetype,
      'circular-seal',
      [{ d: regionToPath(regionSubtract(disc, regionIntersect(figure, disc))), ink: 'primary', fillRule: 'evenodd' }],
      {
        description: `${capitalFirst(phrase(icon.name))} cropped close inside a disc, the seal's figure grown into the whole mark.`,
        hasText: false,
        features: { icons: [icon.name], disc: true },
      },
    );
  }
  const block = moduleBlock(ctx, 'seal');
  const keyline = Math.max(feature * 0.6, readNumber(ctx.dna.geometry, 'strokeRatio', 0.015) * 1000);
  if (archetype === 'figure-emblem') {
    const plain = placeIconTight(icon, C, R * 1.2, feature);
    // Heraldic figure-first emblem (designer-dna.md §2.9): the figure stands in front of its single ring and breaks
    // it, the ring parted around it, so the frame is no longer a neutral disc. A tile or a figure that is not
    // mirror-symmetric (heraldic symmetry; a diagonal figure across a ring reads as a prohibition sign) stays inside.
    const ringR = R * 0.82;
    const band = keyline * 1.6;
    const crossing =
      isTileLike(plain) || !isMirrorSymmetric(plain)
        ? undefined
        : placeIconCrossing(icon, {
            center: C,
            frame: ring(ringR, ringR - band),
            enclosed: regionFromPath(circlePath(C, ringR - band)),
            gap: band * 1.2,
            keep: valueInRange(ctx, 'emblem.ringKept', [0.6, 0.7]),
            minSize: R * 1.2,
            maxSize: 2 * R,
            minFeature: feature,
          });
    const figure = crossing?.figure ?? plain;
    const ringRegion = crossing?.frame ?? ring(R, R - keyline * 1.4);
    const alone = figureAloneIcon(ctx, figure);
    return finishMark(
      archetype,
      'circular-seal',
      [
        { d: regionToPath(ringRegion), ink: 'primary', fillRule: 'evenodd' },
        { d: regionToPath(figure), ink: 'primary', fillRule: 'evenodd' },
      ],
      {
        description: crossing
          ? `${capitalFirst(phrase(icon.name))} stepping out of a single ring that parts around it, the seal reduced to its figure.`
          : `${capitalFirst(phrase(icon.name))} inside a single ring, the seal reduced to its figure.`,
        hasText: false,
        ...(alone ? { icon: alone, iconFigureAlone: true } : {}),
        features: { icons: [icon.name] },
      },
    );
  }
  const band = R * readNumber(block, 'ringBand', 0.2) * 1.1;
  const inner = R - band;
  const cap = band * 0.5;
  const tracking = readNumber(block, 'ringTextTrackingEm', 0.1);
  const textOptions = { role: 'display' as const, size: cap / 0.7, weight: 700, trackingEm: tracking };
  const name = ctx.brief.brandName.trim().toUpperCase();
  const top = setArcText(ctx, archetype, {
    text: name,
    center: C,
    radius: inner + band / 2 - cap / 2,
    side: 'top',
    maxSweepDeg: 150,
    options: textOptions,
  });
  const bottom = setArcText(ctx, archetype, {
    text: descriptor(ctx),
    center: C,
    radius: inner + band / 2 + cap / 2,
    side: 'bottom',
    maxSweepDeg: 110,
    options: textOptions,
  });
  const separatorR = band * 0.16;
  const separators =
    (block.separators ?? 'star') === 'star'
      ? [
          starPath({ x: C.x - inner - band / 2, y: C.y }, separatorR * 1.6, 5, 0.45),
          starPath({ x: C.x + inner + band / 2, y: C.y }, separatorR * 1.6, 5, 0.45),
        ]
      : [circlePath({ x: C.x - inner - band / 2, y: C.y }, separatorR), circlePath({ x: C.x + inner + band / 2, y: C.y }, separatorR)];
  const outerBand = ring(R, inner);
  // One difference takes out both rows of letters and the separators (the union of the cutters is what it removes).
  const bandRegion = regionSubtract(outerBand, top, bottom, ...separators.map((d) => regionFromPath(d)));
  const innerKeyline = ring(inner - keyline * 1.2, inner - keyline * 2.2);
  const figure = placeIconTight(icon, C, Math.min(0.62 * R, inner - keyline * 3) * 1.7, feature);
  const alone = figureAloneIcon(ctx, figure);
  const layers: DraftLayer[] = [
    { d: regionToPath(bandRegion), ink: 'primary', fillRule: 'evenodd' },
    { d: regionToPath(regionUnion(innerKeyline, figure)), ink: 'primary', fillRule: 'evenodd' },
  ];
  return finishMark(archetype, 'circular-seal', layers, {
    description: `A seal with the name around the ring and ${phrase(icon.name)} at its centre, a mark with the weight of a heritage stamp.`,
    hasText: true,
    // Small icons keep the seal's plain ring and figure (ring text would be a grey blur there), or the figure alone.
    ...(alone
      ? { icon: alone, iconFigureAlone: true }
      : { icon: [{ d: regionToPath(outerBand), ink: 'primary' as const, fillRule: 'evenodd' as const }, layers[1]!] }),
    features: { icons: [icon.name], letters: name },
  });
}
