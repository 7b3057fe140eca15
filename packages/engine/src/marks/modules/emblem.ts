/**
 * emblem-badge: a shield, batwing, oval, disc or label container with an inner keyline (inset 0.04 M)
 * and the wordmark knocked out at 70–80 % of the inner width (designer-dna.md §1). Variants:
 * oval-monogram, script-in-badge, label-lockup, portrait-disc.
 */
import { boxOfRings, matrixChain, matrixScale, matrixTranslate, type Point, ringsTransform } from '../../geometry';
import { circlePath, type Region, regionFromPath, regionSubtract, regionToPath, regionUnion } from '../../path';
import { capitalFirst, withArticle } from '../../strategy/grammar';
import { iconModifier } from '../../strategy/icon-nouns';
import { finishMark } from '../draft';
import { drawsHeldFigureAlone } from '../favicon-figure';
import { hueFamilyOf, isSignalRed } from '../guardrails';
import { pickIcon, placeIconTight } from '../icon-pick';
import {
  cleanLetterGlyphs,
  compactName,
  firstInitial,
  fitMatrix,
  hasDrawableLetters,
  monogramLetters,
  placedRegion,
  setLetters,
} from '../letters';
import { allowsShape, chooseFamily, minFeature, readNumber, valueInRange } from '../params';
import { splitInTwo, stackScriptLines } from '../script-lines';
import { batwingPath, labelPath, ovalPath, shieldPath } from '../shapes';
import type { Mark, MarkContext, NameGlyph } from '../types';

type Container = 'shield' | 'batwing' | 'oval' | 'rounded-label' | 'circle';

interface ContainerGeometry {
  outer: string;
  /** The keyline's outer and inner edges. */
  keylineOuter: string;
  keylineInner: string;
  /** Width and centre of the area the text may use. */
  textWidth: number;
  textHeight: number;
  textCenter: { x: number; y: number };
}

/** Builds the container at size 1000 and its inner keyline inset by `inset` with width `stroke`. */
function containerGeometry(kind: Container, inset: number, stroke: number): ContainerGeometry {
  const c = { x: 500, y: 500 };
  switch (kind) {
    case 'shield': {
      const at = (i: number) => shieldPath(500, 60 + i, 760 - 2 * i, 880 - 2.4 * i);
      return {
        outer: at(0),
        keylineOuter: at(inset),
        keylineInner: at(inset + stroke),
        textWidth: 760 - 2 * inset,
        textHeight: 200,
        textCenter: { x: 500, y: 380 },
      };
    }
    case 'batwing': {
      const at = (i: number) => batwingPath(c, 960 - 2.6 * i, 520 - 2 * i);
      return { outer: at(0), keylineOuter: at(inset), keylineInner: at(inset + stroke), textWidth: 620, textHeight: 170, textCenter: c };
    }
    case 'rounded-label': {
      const at = (i: number) => labelPath(c, 940 - 2 * i, 440 - 2 * i, 0.5);
      return {
        outer: at(0),
        keylineOuter: at(inset),
        keylineInner: at(inset + stroke),
        textWidth: 940 - 2 * inset - 160,
        textHeight: 180,
        textCenter: c,
      };
    }
    case 'circle': {
      const at = (i: number) => circlePath(c, 460 - i);
      return { outer: at(0), keylineOuter: at(inset), keylineInner: at(inset + stroke), textWidth: 620, textHeight: 220, textCenter: c };
    }
    default: {
      const at = (i: number) => ovalPath(c, 960 - 2 * i, 600 - 2 * i);
      return { outer: at(0), keylineOuter: at(inset), keylineInner: at(inset + stroke), textWidth: 700, textHeight: 200, textCenter: c };
    }
  }
}

function pickContainer(ctx: MarkContext, archetype: string): Container {
  if (archetype === 'oval-monogram') return 'oval';
  if (archetype === 'label-lockup') return 'rounded-label';
  if (archetype === 'portrait-disc') return 'circle';
  // A script badge is a seal or a label, by take; the plain badge takes the designer's containers in turn.
  // No oval: a script name across a filled oval is the soft-drink maker's sign (art-direction.md, near-copies).
  if (archetype === 'script-in-badge') return chooseFamily(ctx, 'emblem.scriptContainer', ['circle', 'rounded-label'] as const);
  // A short name's capitals across a filled oval are the car maker's badge (KDA read as KIA, twenty-seventh review):
  // a name of four letters or fewer takes another container, a disc where the designer draws no other.
  const short = [...compactName(ctx)].length <= 4;
  const options = (['shield', 'batwing', 'oval', 'rounded-label'] as const).filter((k) => allowsShape(ctx, k) && !(short && k === 'oval'));
  return chooseFamily(ctx, 'emblem.container', options.length > 0 ? options : [short ? 'circle' : 'oval']);
}

/** Characters per line past which a badge holds initials instead of the name (the letters would be too small). */
const LONG_BADGE_LINE = 13;
/**
 * The same for the tall containers, whose text sits in their narrower part: ANCHOR STREET across a shield was a
 * twentieth of its height, unread at first glance.
 */
const LONG_TALL_BADGE_LINE = 10;

export function buildEmblem(ctx: MarkContext, archetype: string): Mark {
  const container = pickContainer(ctx, archetype);
  const inset = readNumber(ctx.dna.geometry, 'keylineInset', 0.04) * 1000;
  const stroke = Math.max(minFeature(ctx) * 0.6, readNumber(ctx.dna.geometry, 'strokeRatio', 0.015) * 1000);
  const g = containerGeometry(container, inset, stroke);
  const keyline = regionSubtract(regionFromPath(g.keylineOuter), regionFromPath(g.keylineInner));
  let content: Region;
  let description: string;
  let letters: string | undefined;
  let icons: string[] | undefined;
  let carriesName = false;
  let alone: Region | undefined;
  const letterGlyphs: NameGlyph[] = [];
  if (archetype === 'portrait-disc') {
    const icon = pickIcon(ctx, 'emblem.portrait');
    content = placeIconTight(icon, g.textCenter, 520, minFeature(ctx));
    icons = [icon.name];
    // The portrait takes half the disc: at 16 px, inside the keyline, it is a smudge, and the icon draws it alone.
    if (drawsHeldFigureAlone(content, boxOfRings(regionFromPath(g.outer)), ctx.dna.appIcon)) alone = content;
    description = `${capitalFirst(withArticle(`${iconModifier(icon.name)} portrait`))} in a keylined disc, a badge that works without words.`;
  } else {
    // A name longer than a badge can hold at a readable size becomes initials; the lockups then set the
    // full name beside or below the badge.
    // Lines set in capitals: a script or blackletter display gives way to the support face (its capitals read alone).
    const role = archetype === 'script-in-badge' ? ('script' as const) : (ctx.fonts?.capitalsRole ?? ('display' as const));
    const name = ctx.brief.brandName.trim();
    const words = name.split(/\s+/);
    // Names of several words go on two centred lines, so the letters keep a readable size (a line the fonts
    // cannot draw on its own keeps the name on one line).
    const split = words.length > 1 && compactName(ctx).length > 6 ? splitInTwo(words) : [name];
    const nameLines = split.every(hasDrawableLetters) ? split : [name];
    const tall = container === 'circle' || container === 'shield';
    const longest = Math.max(...nameLines.map((l) => l.length));
    const useInitials = archetype === 'oval-monogram' || longest > (tall && role !== 'script' ? LONG_TALL_BADGE_LINE : LONG_BADGE_LINE);
    // A script badge holds one initial that fills it; tall containers (circle, shield) give initials more height.
    const lines = useInitials ? [role === 'script' ? firstInitial(ctx) : monogramLetters(ctx, 3)] : nameLines;
    if (role === 'script' && !useInitials) {
      content = scriptInBadge(ctx, archetype, lines, container, inset + stroke);
      letters = lines.join(' ');
      carriesName = true;
      description = `The name written in script across a keylined ${container.replace('-', ' ')}, filling it like a signature on a button.`;
      // White script knocked out of a filled red badge is the soft-drink sign: on red the badge is drawn as its
      // keyline, the script in the ink inside it.
      const onRed = hueFamilyOf(ctx.palette.primary) === 'red';
      const d = onRed
        ? regionToPath(regionUnion(keyline, content))
        : regionToPath(regionSubtract(regionFromPath(g.outer), regionUnion(keyline, content)));
      if (onRed) description = `The name written in script inside a keylined ${container.replace('-', ' ')}, like a signature on a button.`;
      return finishMark(archetype, 'emblem-badge', [{ d, ink: 'primary', fillRule: 'evenodd' }], {
        description,
        hasText: true,
        carriesName,
        features: { letters, ...(container === 'oval' ? { scriptInOval: true } : {}) },
      });
    }
    const width = g.textWidth * valueInRange(ctx, 'emblem.textFill', [0.7, 0.8]) * (archetype === 'oval-monogram' ? 0.7 : 1);
    const lineHeight = useInitials ? g.textHeight * (tall ? 2.2 : 1.6) : g.textHeight / (lines.length === 1 ? 1 : tall ? 1.35 : 1.6);
    content = lines.flatMap((line, i) => {
      const set = setLetters(ctx, archetype, role === 'script' ? line : line.toUpperCase(), {
        role,
        size: 200,
        weight: 700,
        trackingEm: role === 'script' ? 0 : 0.04,
      });
      const cy = g.textCenter.y + (i - (lines.length - 1) / 2) * lineHeight * 1.25;
      const fit = fitMatrix(set.box, { x: g.textCenter.x, y: cy }, width, lineHeight);
      // Script letters join by design: only separate letters are compared with their clean setting.
      if (role !== 'script') letterGlyphs.push(...(cleanLetterGlyphs(ctx, set, fit) ?? []));
      return placedRegion(set, fit);
    });
    letters = lines.join(' ');
    carriesName = !useInitials;
    description = useInitials
      ? `The initials ${letters} inside a keylined ${container.replace('-', ' ')}, a badge that reads like a seal of quality.`
      : `The name set inside a keylined ${container.replace('-', ' ')}, a badge that reads like a seal of quality.`;
  }
  // A name written in a script or an italic, knocked out of a filled signal-red oval, is the soft-drink button: on that
  // red such an oval is drawn as its keyline, the name in the ink inside it. Upright capitals or a burgundy oval are no
  // button, and keep the filled oval, which holds up better small.
  const redOval = container === 'oval' && !icons && isSignalRed(ctx.palette.primary) && ctx.fonts?.displayWrites === true;
  if (redOval) description = description.replace('inside a keylined', 'inside the keyline of');
  const d = redOval
    ? regionToPath(regionUnion(keyline, content))
    : regionToPath(regionSubtract(regionFromPath(g.outer), regionUnion(keyline, content)));
  return finishMark(archetype, 'emblem-badge', [{ d, ink: 'primary', fillRule: 'evenodd' }], {
    description,
    hasText: !icons,
    carriesName,
    ...(alone ? { icon: [{ d: regionToPath(alone), ink: 'primary' as const, fillRule: 'evenodd' as const }], iconFigureAlone: true } : {}),
    features: { letters, icons, ...(letterGlyphs.length > 0 ? { letterGlyphs } : {}) },
  });
}

/** The text block's share of the inner keyline left as margin all round (a frame, not a field). */
const SCRIPT_BADGE_MARGIN = 0.07;

/** Whether a point (relative to the badge centre) lies inside the script container's keyline, shrunk by `margin`. */
function insideBadge(container: Container, edge: number, margin: number): (p: Point) => boolean {
  if (container === 'circle') {
    const r = 460 - edge - margin;
    return (p) => p.x * p.x + p.y * p.y <= r * r;
  }
  if (container === 'rounded-label') {
    const hw = 470 - edge - margin;
    const hh = 220 - edge - margin;
    const r = (220 - edge) / 2;
    return (p) => {
      const x = Math.abs(p.x);
      const y = Math.abs(p.y);
      if (x > hw || y > hh) return false;
      const cx = x - (hw - r);
      const cy = y - (hh - r);
      return cx <= 0 || cy <= 0 || cx * cx + cy * cy <= r * r;
    };
  }
  const a = 480 - edge - margin;
  const b = 300 - edge - margin;
  return (p) => (p.x / a) ** 2 + (p.y / b) ** 2 <= 1;
}

/** Least height of a line of script inside its badge, as a share of the badge's inner height. */
const MIN_SCRIPT_LINE_SHARE = 0.2;

/**
 * The name in script filling a badge (designer-dna.md §2.16: script about 0.8 of the badge's width): the lines are
 * set at one size, stacked as close as their loops allow, and the block is scaled up until its ink meets the
 * keyline less a modest margin.
 */
function scriptInBadge(ctx: MarkContext, archetype: string, lines: readonly string[], container: Container, edge: number): Region {
  const { region: block, box } = stackScriptLines(ctx, archetype, lines, { role: 'script', size: 200, weight: 700, trackingEm: 0 });
  const centre = { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 };
  const points = block.flat().map((p) => ({ x: p.x - centre.x, y: p.y - centre.y }));
  const innerHeight = (container === 'circle' ? 920 : container === 'rounded-label' ? 440 : 600) - 2 * edge;
  const inside = insideBadge(container, edge, innerHeight * SCRIPT_BADGE_MARGIN);
  // The largest scale at which every point of the ink stays inside (bisection on a monotone test).
  let lo = 0;
  let hi = 1000 / Math.max(1, box.maxX - box.minX);
  for (let i = 0; i < 32; i++) {
    const s = (lo + hi) / 2;
    if (points.every((p) => inside({ x: p.x * s, y: p.y * s }))) lo = s;
    else hi = s;
  }
  // A long name fitted into a circle's chords shrinks to a hairline lost in the ring (the tagline under the badge then
  // reads before the name): below this share of the badge a line, the script declines the badge.
  if (((box.maxY - box.minY) * lo) / lines.length < MIN_SCRIPT_LINE_SHARE * innerHeight)
    throw new Error(`${lines.join(' ')} in script would be a hairline lost inside the ${container.replace('-', ' ')}`);
  return ringsTransform(block, matrixChain(matrixTranslate(-centre.x, -centre.y), matrixScale(lo), matrixTranslate(500, 500)));
}
