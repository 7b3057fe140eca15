/**
 * Brush-stroke families of the single-stroke gesture (designer-dna.md §2.3: vary the family; the only corner is the
 * tip): a stroke drawn round into an open circle (the sun, a lens, a record), a heartbeat line, ascending steps, a
 * heart drawn without lifting the brush, a curl (a tail, a wisp of steam, a swirl), a mountain ridge, a double-bladed
 * paddle. Their spines turn sharply in places, so the outline is not an offset of the spine (its inner side would
 * fold over itself) but the union of the brush's round footprints along it: one closed, filled, tapered shape.
 */
import { convexHull, type Point, ringSignedArea } from '../../geometry';
import { type Region, regionUnion } from '../../path';

export type StrokeFamily = 'orbit' | 'pulse' | 'steps' | 'heart' | 'curl' | 'peak' | 'paddle';

export const STROKE_FAMILIES: readonly StrokeFamily[] = ['orbit', 'pulse', 'steps', 'heart', 'curl', 'peak', 'paddle'];

export function isStrokeFamily(family: string): family is StrokeFamily {
  return (STROKE_FAMILIES as readonly string[]).includes(family);
}

export interface StrokeParams {
  family: StrokeFamily;
  /** Which of the family's three forms (0–2). */
  form: number;
  /** Peak brush width ÷ length of the stroke's reach. */
  peak: number;
  /** A seeded 0–1 value that moves the family's features (beat position, step heights, curl tightness). */
  shift: number;
}

/** One sample of the brush: where it is and how wide it presses. */
interface BrushPoint extends Point {
  w: number;
}

const SAMPLES = 90;

/** Catmull–Rom through control points (the corners come out rounded), sampled by parameter. */
function spline(points: readonly Point[], t: number): Point {
  const n = points.length - 1;
  const x = Math.min(n - 1e-9, Math.max(0, t * n));
  const i = Math.floor(x);
  const u = x - i;
  const p0 = points[Math.max(0, i - 1)]!;
  const p1 = points[i]!;
  const p2 = points[i + 1]!;
  const p3 = points[Math.min(n, i + 2)]!;
  const f = (a: number, b: number, c: number, d: number) =>
    0.5 * (2 * b + (-a + c) * u + (2 * a - 5 * b + 4 * c - d) * u * u + (-a + 3 * b - 3 * c + d) * u * u * u);
  return { x: f(p0.x, p1.x, p2.x, p3.x), y: f(p0.y, p1.y, p2.y, p3.y) };
}

/** Width along the stroke: a pressed start (reached by `at`), then a long release to a sharp tip. */
function pressRelease(s: number, at: number, end = 0): number {
  if (s <= at) return Math.sqrt(Math.max(0, 1 - (1 - s / at) ** 2));
  const t = (s - at) / (1 - at);
  return end + (1 - end) * Math.cos((Math.PI / 2) * t) ** 0.9;
}

const mix = (a: number, b: number, t: number) => a + (b - a) * t;

/** Chaikin corner cutting: straight runs stay straight, corners come out rounded. */
function chaikin(points: readonly Point[], rounds: number): Point[] {
  let pts = [...points];
  for (let r = 0; r < rounds; r++) {
    const next: Point[] = [pts[0]!];
    for (let i = 0; i + 1 < pts.length; i++) {
      const a = pts[i]!;
      const b = pts[i + 1]!;
      next.push({ x: 0.75 * a.x + 0.25 * b.x, y: 0.75 * a.y + 0.25 * b.y }, { x: 0.25 * a.x + 0.75 * b.x, y: 0.25 * a.y + 0.75 * b.y });
    }
    next.push(pts[pts.length - 1]!);
    pts = next;
  }
  return pts;
}

/** The point a share `s` of the way along a polyline, by length. */
function alongPolyline(points: readonly Point[], s: number): Point {
  const lengths = [0];
  for (let i = 1; i < points.length; i++)
    lengths.push(lengths[i - 1]! + Math.hypot(points[i]!.x - points[i - 1]!.x, points[i]!.y - points[i - 1]!.y));
  const target = s * lengths[lengths.length - 1]!;
  let i = 1;
  while (i < points.length - 1 && lengths[i]! < target) i++;
  const span = Math.max(1e-12, lengths[i]! - lengths[i - 1]!);
  const t = Math.min(1, Math.max(0, (target - lengths[i - 1]!) / span));
  return { x: mix(points[i - 1]!.x, points[i]!.x, t), y: mix(points[i - 1]!.y, points[i]!.y, t) };
}

/** The brush path of a family in a frame where the stroke's reach is about 1 (x right, y down). */
export function brushPath(p: StrokeParams): BrushPoint[] {
  const out: BrushPoint[] = [];
  const push = (pt: Point, w: number) => out.push({ x: pt.x, y: pt.y, w: w * p.peak });
  switch (p.family) {
    case 'orbit': {
      // A circle drawn in one movement from the lower left, up and over; the forms leave a wide gap (a sun rising
      // over the horizon), a narrow one (an ensō) or tighten into a spiral.
      const sweep = [300, 215, 335][p.form]! + 20 * p.shift;
      const start = [215, 190, 220][p.form]!;
      const shrink = [0.08, 0, 0.32][p.form]!;
      for (let i = 0; i <= SAMPLES; i++) {
        const s = i / SAMPLES;
        const a = ((start - sweep * s) * Math.PI) / 180;
        const r = 0.5 * (1 - shrink * s);
        push({ x: r * Math.cos(a), y: -r * Math.sin(a) }, pressRelease(s, 0.1, 0.08) * (1 - 0.92 * s ** 6));
      }
      return out;
    }
    case 'pulse': {
      // A heartbeat line: a level run, a small lift, the beat (a tall spike and a deep dip), then the line lifts away.
      const at = mix(0.36, 0.46, p.shift) + [0, -0.04, 0.04][p.form]!;
      const tall = [0.42, 0.5, 0.36][p.form]!;
      const pts: Point[] = [
        { x: 0, y: 0 },
        { x: at - 0.2, y: 0 },
        { x: at - 0.13, y: -0.08 },
        { x: at - 0.07, y: 0.01 },
        { x: at, y: -tall },
        { x: at + 0.07, y: tall * 0.45 },
        { x: at + 0.14, y: 0 },
        { x: at + 0.3, y: -0.02 },
        { x: 1, y: -[0.22, 0.12, 0.3][p.form]! },
      ];
      for (let i = 0; i <= SAMPLES * 2; i++) {
        const s = i / (SAMPLES * 2);
        push(spline(pts, s), Math.sin(Math.PI * Math.min(1, s ** 0.7 * 1.02)) ** 0.6 * 0.55 + 0.12 * (1 - s));
      }
      return out;
    }
    case 'steps': {
      // Ascending steps: level treads and steep risers with rounded corners, the stroke swelling as it climbs and
      // leaving the top step as a tip.
      const count = [3, 3, 4][p.form]!;
      const rise = mix(0.17, 0.21, p.shift) * (count === 4 ? 0.8 : 1);
      const run = 1 / (count + 0.6);
      const corners: Point[] = [{ x: 0, y: 0 }];
      for (let k = 0; k < count; k++) {
        const x = (k + 0.75) * run;
        const lean = p.form === 1 ? 0.3 * run : 0.08 * run;
        corners.push({ x, y: -k * rise }, { x: x + lean, y: -(k + 1) * rise });
      }
      corners.push({ x: 1.05, y: -count * rise - 0.08 });
      const pts = chaikin(corners, 3);
      for (let i = 0; i <= SAMPLES * 2; i++) {
        const s = i / (SAMPLES * 2);
        push(
          alongPolyline(pts, s),
          0.75 *
            (0.35 + 0.65 * Math.sin((Math.PI / 2) * Math.min(1, s / 0.5))) *
            Math.cos((Math.PI / 2) * Math.max(0, (s - 0.72) / 0.28)) ** 0.8,
        );
      }
      return out;
    }
    case 'heart': {
      // From the point, up the left lobe, into the cleft, over the right lobe and down, stopping short of the start.
      const from = Math.PI + [0.05, 0.15, 0.05][p.form]!;
      const to = 3 * Math.PI - [0.55, 0.35, 0.75][p.form]! - 0.15 * p.shift;
      const fullness = [1, 0.85, 1.1][p.form]!;
      for (let i = 0; i <= SAMPLES * 2; i++) {
        const s = i / (SAMPLES * 2);
        const t = mix(from, to, s);
        const x = (16 * Math.sin(t) ** 3 * fullness) / 34;
        const y = -(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t)) / 34;
        push({ x, y }, pressRelease(s, 0.12, 0.12) * 0.75);
      }
      return out;
    }
    case 'curl': {
      // A rising stroke whose end winds into a curl (a wagging tail, a wisp of steam, a swirl): its bend grows along
      // its length, so the spiral opens where the brush is still wide.
      const turn = [1.2, 1.0, 1.45][p.form]! + 0.1 * p.shift;
      let angle = ([0.55, 1.0, 0.2][p.form]! * Math.PI) / 2;
      let x = 0;
      let y = 0;
      const steps = SAMPLES * 3;
      const ds = 1 / steps;
      for (let i = 0; i <= steps; i++) {
        const s = i / steps;
        // Thin where it starts, fullest before the curl, thin again into it: a wisp. A pressed round start with a thin
        // curling tail reads as a tadpole or a sperm cell.
        push({ x, y: -y }, 0.08 + 0.62 * Math.sin(Math.PI * Math.min(1, s ** 0.75)) ** 0.85);
        // Bend (radians per unit length) grows as s³; the total turn is `turn` turns.
        const bend = 2 * Math.PI * turn * 4 * s ** 3 * (p.form === 1 ? -1 : 1) + (p.form === 1 ? 0.8 : -0.8);
        angle += bend * ds;
        x += Math.cos(angle) * ds;
        y += Math.sin(angle) * ds;
      }
      return out;
    }
    case 'peak': {
      // A ridge drawn in one line: up to a summit, down into a saddle, up to a lower second summit and away.
      const high = mix(0.5, 0.6, p.shift);
      const pts: Point[] = [
        { x: 0, y: 0 },
        { x: [0.38, 0.3, 0.42][p.form]!, y: -high },
        { x: 0.58, y: -high * 0.42 },
        { x: 0.78, y: -high * [0.72, 0.6, 0.8][p.form]! },
        { x: 1, y: -high * 0.5 },
      ];
      for (let i = 0; i <= SAMPLES * 2; i++) {
        const s = i / (SAMPLES * 2);
        push(spline(pts, s), pressRelease(s, 0.3, 0.1) * (1 - 0.9 * s ** 5));
      }
      return out;
    }
    case 'paddle': {
      // A double-bladed paddle in mid-stroke: a pressed blade, a fine shaft bowed by the pull, a second blade that
      // thins to a point.
      const bow = [0.06, -0.05, 0.1][p.form]!;
      const blade = [0.3, 0.34, 0.27][p.form]!;
      for (let i = 0; i <= SAMPLES * 2; i++) {
        const s = i / (SAMPLES * 2);
        const near = s < blade ? Math.sin(Math.PI * (0.15 + (0.85 * s) / blade)) ** 0.7 : 0;
        const far = s > 1 - blade ? Math.sin(Math.PI * ((s - (1 - blade)) / blade)) ** 0.8 * 0.85 : 0;
        push({ x: s, y: bow * Math.sin(2 * Math.PI * s) }, Math.max(0.28, 1.25 * near, 1.25 * far) * (s > 0.995 ? 0 : 1));
      }
      return out;
    }
  }
}

/** A round brush footprint and the next one, hulled: one segment of the stroke. */
function segmentHull(a: BrushPoint, b: BrushPoint): Point[] {
  const pts: Point[] = [];
  for (const c of [a, b]) {
    const r = Math.max(c.w / 2, 2);
    for (let k = 0; k < 20; k++) {
      const t = (2 * Math.PI * k) / 20;
      pts.push({ x: c.x + r * Math.cos(t), y: c.y + r * Math.sin(t) });
    }
  }
  return footprintHull(pts);
}

/** The footprints' hull, without points a hair apart. */
function footprintHull(points: Point[]): Point[] {
  const hull = convexHull(points);
  // Footprints that nearly coincide leave hull points a hair apart, which the clipper reads as a degenerate edge.
  return hull.filter((p, i) => {
    const next = hull[(i + 1) % hull.length]!;
    return Math.hypot(next.x - p.x, next.y - p.y) > 0.05;
  });
}

/**
 * The stroke as one filled region, at `length` units of reach: the union of the brush's hulled footprints. A curl
 * or a heart that closes on itself would leave a counter; it is filled, so the gesture stays one outline.
 */
export function strokeRegion(p: StrokeParams, length: number): Region {
  const path = brushPath(p).map((b) => ({ x: b.x * length, y: b.y * length, w: b.w * length }));
  // Thin the samples where the brush barely moves, so neighbours overlap without piling up.
  const kept: BrushPoint[] = [path[0]!];
  for (const b of path.slice(1)) {
    const last = kept[kept.length - 1]!;
    if (Math.hypot(b.x - last.x, b.y - last.y) >= Math.max(1.5, Math.min(b.w, last.w) * 0.3)) kept.push(b);
  }
  const tail = path[path.length - 1]!;
  if (kept[kept.length - 1] !== tail) kept[kept.length - 1] = tail;
  const hulls = kept.slice(1).map((b, i) => [segmentHull(kept[i]!, b)]);
  // Union in halves, so each call joins neighbours of similar size.
  const union = (list: Region[]): Region =>
    list.length <= 8 ? regionUnion(...list) : regionUnion(union(list.slice(0, list.length >> 1)), union(list.slice(list.length >> 1)));
  const region = union(hulls);
  // The outer contour is the largest ring; any counter inside it is filled.
  const outer = region.reduce((a, b) => (Math.abs(ringSignedArea(b)) > Math.abs(ringSignedArea(a)) ? b : a));
  return [outer];
}
