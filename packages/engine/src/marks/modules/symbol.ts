/**
 * dual-reading-symbol: at most three primitives on a 24-module grid that read as two things at once
 * (designer-dna.md §1); frame-symbol uses a single open frame, skewed-symbol adds a 10–20° skew.
 */
import { degrees, degreesToRadians, matrixSkewX, ringsTransform } from '../../geometry';
import {
  circlePath,
  createPath,
  type Region,
  regionFromPath,
  regionSubtract,
  regionToPath,
  regionUnion,
  roundedRectPath,
} from '../../path';
import { type DraftLayer, finishMark } from '../draft';
import { deniedGenericTokens } from '../icon-pick';
import { chooseFamily, cornerRadius, valueInRange } from '../params';
import type { Mark, MarkContext } from '../types';

const U = 1000 / 24;
const r = (d: string) => regionFromPath(d);

interface Composition {
  name: string;
  description: string;
  layers: (ctx: MarkContext) => DraftLayer[];
}

/** A head over an arched body: a person and a keyhole (or doorway) in one. */
const PERSON_KEYHOLE: Composition = {
  name: 'person-keyhole',
  description: 'A circle over an arch that reads both as a person and as a keyhole: people and access in one sign.',
  layers: () => {
    const arch = createPath()
      .moveTo({ x: 6 * U, y: 22 * U })
      .lineTo({ x: 6 * U, y: 17 * U })
      .arcTo(6 * U, 6 * U, 0, false, true, { x: 18 * U, y: 17 * U })
      .lineTo({ x: 18 * U, y: 22 * U })
      .close()
      .toString();
    return [
      { d: circlePath({ x: 12 * U, y: 6.5 * U }, 4.5 * U), ink: 'primary' },
      { d: arch, ink: 'primary' },
    ];
  },
};

/** A disc with a crescent bite and a dot: a sun setting and a face turned to the light. */
const ECLIPSE: Composition = {
  name: 'eclipse',
  description: 'A disc eclipsed by a second circle, with a dot in the gap: a moon and a watching eye at once.',
  layers: () => [
    {
      d: regionToPath(regionSubtract(r(circlePath({ x: 12 * U, y: 12 * U }, 10 * U)), r(circlePath({ x: 16 * U, y: 9 * U }, 7.5 * U)))),
      ink: 'primary',
      fillRule: 'evenodd',
    },
    { d: circlePath({ x: 17.5 * U, y: 8 * U }, 2.2 * U), ink: 'accent' },
  ],
};

/** A rounded square with a round window off-centre: a speech bubble and a camera/eye. */
const WINDOW: Composition = {
  name: 'window',
  description: 'A rounded square pierced by one round window: a screen, a face and a speech bubble in the same shape.',
  layers: (ctx) => {
    const body = r(roundedRectPath(2 * U, 2 * U, 20 * U, 17 * U, Math.max(cornerRadius(ctx, 20 * U), 3 * U)));
    const tail = r(
      createPath()
        .moveTo({ x: 6 * U, y: 18 * U })
        .lineTo({ x: 6 * U, y: 23 * U })
        .lineTo({ x: 11 * U, y: 18 * U })
        .close()
        .toString(),
    );
    const hole = r(circlePath({ x: 14 * U, y: 10.5 * U }, 4.5 * U));
    return [{ d: regionToPath(regionSubtract(regionUnion(body, tail), hole)), ink: 'primary', fillRule: 'evenodd' }];
  },
};

const COMPOSITIONS = [PERSON_KEYHOLE, ECLIPSE, WINDOW];

/** A single square frame, opened at one corner (chosen by the brand's seed), with a dot leaving it. */
function frameLayers(ctx: MarkContext): DraftLayer[] {
  const outer = r(roundedRectPath(2 * U, 2 * U, 20 * U, 20 * U, cornerRadius(ctx, 20 * U)));
  const inner = r(roundedRectPath(6 * U, 6 * U, 12 * U, 12 * U, cornerRadius(ctx, 12 * U)));
  const corner = ctx.rng('marks:symbol.frameCorner').int(0, 3);
  const right = corner === 1 || corner === 2;
  const bottom = corner >= 2;
  const opening = r(roundedRectPath(right ? 14 * U : 1.5 * U, bottom ? 14 * U : 1.5 * U, 8.5 * U, 8.5 * U, 0));
  const frame: Region = regionSubtract(outer, inner, opening);
  return [
    { d: regionToPath(frame), ink: 'primary', fillRule: 'evenodd' },
    { d: circlePath({ x: right ? 18 * U : 6 * U, y: bottom ? 18 * U : 6 * U }, 2.6 * U), ink: 'accent' },
  ];
}

export function buildDualReadingSymbol(ctx: MarkContext, archetype: string): Mark {
  if (archetype === 'frame-symbol') {
    return finishMark(archetype, 'dual-reading-symbol', frameLayers(ctx), {
      description: 'One square frame opened at a corner, with a dot leaving it: a container and a way out.',
      hasText: false,
    });
  }
  // The brand's own seed picks the composition, so two brands with one designer differ.
  // The person reading is a generic avatar unless the industry is about people (deniedGenericTokens).
  const denied = deniedGenericTokens(ctx.brief.industry);
  const aboutPeople = !denied.includes('person') || !denied.includes('users');
  const composition = chooseFamily(
    ctx,
    'symbol.composition',
    aboutPeople ? COMPOSITIONS : COMPOSITIONS.filter((c) => c !== PERSON_KEYHOLE),
  );
  let layers = composition.layers(ctx);
  if (archetype === 'skewed-symbol') {
    const skew = matrixSkewX(degreesToRadians(degrees(-valueInRange(ctx, 'symbol.skew', [10, 20]))));
    layers = layers.map((l) => ({ ...l, d: regionToPath(ringsTransform(regionFromPath(l.d), skew)), fillRule: 'evenodd' }));
  }
  return finishMark(archetype, 'dual-reading-symbol', layers, { description: composition.description, hasText: false });
}
