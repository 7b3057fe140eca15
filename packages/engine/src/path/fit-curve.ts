/**
 * Least-squares fitting of cubic Béziers to a polyline: P. J. Schneider, "An Algorithm for Automatically Fitting
 * Digitized Curves", Graphics Gems, 1990. A two-dimensional, allocation-light port of fit-curve 0.2.0
 * (github.com/soswow/fit-curves) that performs the same floating-point operations in the same order, so it
 * returns the very same numbers as the library. fit-curve's licence, which covers this port:
 *
 * The MIT License (MIT). Copyright (c) 2014 Volker Poplawski.
 * Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated
 * documentation files (the "Software"), to deal in the Software without restriction, including without limitation
 * the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to
 * permit persons to whom the Software is furnished to do so, subject to the following conditions:
 * The above copyright notice and this permission notice shall be included in all copies or substantial portions of
 * the Software.
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO
 * THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
 * AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT,
 * TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
 * SOFTWARE.
 */

/** A fitted cubic: start, first control, second control, end; each [x, y]. */
export type FittedCubic = [[number, number], [number, number], [number, number], [number, number]];

type Vec = [number, number];
type Cubic = [Vec, Vec, Vec, Vec];

const MAX_ITERATIONS = 20;
/** Samples along a fitted curve that map its length to its parameter (computeMaxError). */
const LENGTH_SAMPLES = 10;

/** Point on the cubic at t (the library's bezier.q, term by term). */
function qx(c: Cubic, t: number, axis: 0 | 1): number {
  const tx = 1.0 - t;
  const a = c[0][axis] * (tx * tx * tx);
  const b = c[1][axis] * (3 * tx * tx * t);
  const cc = c[2][axis] * (3 * tx * t * t);
  const d = c[3][axis] * (t * t * t);
  return a + b + (cc + d);
}

function normalize(x: number, y: number): Vec {
  const len = Math.hypot(x, y);
  return [x / len, y / len];
}

/** Fits cubics to `points` within `maxError` (squared distance); [] for fewer than two distinct points. */
export function fitCurve(input: ReadonlyArray<readonly [number, number]>, maxError: number): FittedCubic[] {
  // Consecutive duplicates removed, as the library does.
  const points: Vec[] = [];
  for (let i = 0; i < input.length; i++) {
    const p = input[i]!;
    const prev = input[i - 1];
    if (i === 0 || !(p[0] === prev![0] && p[1] === prev![1])) points.push(p as Vec);
  }
  if (points.length < 2) return [];
  const len = points.length;
  const left = normalize(points[1]![0] - points[0]![0], points[1]![1] - points[0]![1]);
  const right = normalize(points[len - 2]![0] - points[len - 1]![0], points[len - 2]![1] - points[len - 1]![1]);
  const out: FittedCubic[] = [];
  fitCubic(points, 0, len, left, right, maxError, out);
  return out;
}

/** Fits points[from, to) (the library's fitCubic on a slice), appending the cubics to `out`. */
function fitCubic(all: readonly Vec[], from: number, to: number, left: Vec, right: Vec, error: number, out: FittedCubic[]): void {
  const points = all.slice(from, to);
  if (points.length === 2) {
    const p0 = points[0]!;
    const p1 = points[1]!;
    const dist = Math.hypot(p0[0] - p1[0], p0[1] - p1[1]) / 3.0;
    out.push([p0, [p0[0] + left[0] * dist, p0[1] + left[1] * dist], [p1[0] + right[0] * dist, p1[1] + right[1] * dist], p1]);
    return;
  }
  const u = chordLengthParameterize(points);
  let [curve, maxError, splitPoint] = generateAndReport(points, u, u, left, right);
  if (maxError === 0 || maxError < error) {
    out.push(curve as FittedCubic);
    return;
  }
  if (maxError < error * error) {
    let uPrime = u;
    let prevErr = maxError;
    let prevSplit = splitPoint;
    for (let i = 0; i < MAX_ITERATIONS; i++) {
      uPrime = reparameterize(curve, points, uPrime);
      [curve, maxError, splitPoint] = generateAndReport(points, u, uPrime, left, right);
      if (maxError < error) {
        out.push(curve as FittedCubic);
        return;
      }
      if (splitPoint === prevSplit) {
        const errChange = maxError / prevErr;
        if (errChange > 0.9999 && errChange < 1.0001) break;
      }
      prevErr = maxError;
      prevSplit = splitPoint;
    }
  }
  // Split at the point of largest error, with a shared tangent through it.
  const before = points[splitPoint - 1]!;
  const after = points[splitPoint + 1]!;
  let cx = before[0] - after[0];
  let cy = before[1] - after[1];
  if (cx === 0 && cy === 0) {
    const at = points[splitPoint]!;
    const vx = before[0] - at[0];
    const vy = before[1] - at[1];
    cx = -vy;
    cy = vx;
  }
  const toCenter = normalize(cx, cy);
  const fromCenter: Vec = [toCenter[0] * -1, toCenter[1] * -1];
  fitCubic(all, from, from + splitPoint + 1, left, toCenter, error, out);
  fitCubic(all, from + splitPoint, to, fromCenter, right, error, out);
}

function generateAndReport(
  points: readonly Vec[],
  paramsOrig: readonly number[],
  paramsPrime: readonly number[],
  left: Vec,
  right: Vec,
): [Cubic, number, number] {
  const curve = generateBezier(points, paramsPrime, left, right);
  const [maxError, splitPoint] = computeMaxError(points, curve, paramsOrig);
  return [curve, maxError, splitPoint];
}

/** Least-squares control points along the end tangents. */
function generateBezier(points: readonly Vec[], parameters: readonly number[], left: Vec, right: Vec): Cubic {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  let c00 = 0;
  let c01 = 0;
  let c10 = 0;
  let c11 = 0;
  let x0 = 0;
  let x1 = 0;
  const ends: Cubic = [first, first, last, last];
  for (let i = 0; i < points.length; i++) {
    const u = parameters[i]!;
    const ux = 1 - u;
    // A[i] (the library computes it for every parameter; here for every point, which is the same count).
    const m0 = 3 * u * (ux * ux);
    const m1 = 3 * ux * (u * u);
    const a0x = left[0] * m0;
    const a0y = left[1] * m0;
    const a1x = right[0] * m1;
    const a1y = right[1] * m1;
    c00 += 0 + a0x * a0x + a0y * a0y;
    c01 += 0 + a0x * a1x + a0y * a1y;
    c10 += 0 + a0x * a1x + a0y * a1y;
    c11 += 0 + a1x * a1x + a1y * a1y;
    const p = points[i]!;
    const tx = p[0] - qx(ends, u, 0);
    const ty = p[1] - qx(ends, u, 1);
    x0 += 0 + a0x * tx + a0y * ty;
    x1 += 0 + a1x * tx + a1y * ty;
  }
  const detC0C1 = c00 * c11 - c10 * c01;
  const detC0X = c00 * x1 - c10 * x0;
  const detXC1 = x0 * c11 - x1 * c01;
  const alphaL = detC0C1 === 0 ? 0 : detXC1 / detC0C1;
  const alphaR = detC0C1 === 0 ? 0 : detC0X / detC0C1;
  const segLength = Math.hypot(first[0] - last[0], first[1] - last[1]);
  const epsilon = 1.0e-6 * segLength;
  const [l, r] = alphaL < epsilon || alphaR < epsilon ? [segLength / 3.0, segLength / 3.0] : [alphaL, alphaR];
  return [first, [first[0] + left[0] * l, first[1] + left[1] * l], [last[0] + right[0] * r, last[1] + right[1] * r], last];
}

/** Newton–Raphson step towards each point's nearest parameter on the curve. */
function reparameterize(c: Cubic, points: readonly Vec[], parameters: readonly number[]): number[] {
  return parameters.map((u, i) => {
    const point = points[i]!;
    const dx = qx(c, u, 0) - point[0];
    const dy = qx(c, u, 1) - point[1];
    const tx = 1.0 - u;
    // First derivative (bezier.qprime).
    const pa = 3 * tx * tx;
    const pb = 6 * tx * u;
    const pc = 3 * u * u;
    const qpx = (c[1][0] - c[0][0]) * pa + (c[2][0] - c[1][0]) * pb + (c[3][0] - c[2][0]) * pc;
    const qpy = (c[1][1] - c[0][1]) * pa + (c[2][1] - c[1][1]) * pb + (c[3][1] - c[2][1]) * pc;
    // Second derivative (bezier.qprimeprime).
    const sa = 6 * (1.0 - u);
    const sb = 6 * u;
    const qppx = (c[2][0] - c[1][0] * 2 + c[0][0]) * sa + (c[3][0] - c[2][0] * 2 + c[1][0]) * sb;
    const qppy = (c[2][1] - c[1][1] * 2 + c[0][1]) * sa + (c[3][1] - c[2][1] * 2 + c[1][1]) * sb;
    const numerator = 0 + dx * qpx + dy * qpy;
    const denominator = qpx * qpx + qpy * qpy + 2 * (0 + dx * qppx + dy * qppy);
    return denominator === 0 ? u : u - numerator / denominator;
  });
}

/** Parameters in proportion to the distance along the polyline. */
function chordLengthParameterize(points: readonly Vec[]): number[] {
  const u: number[] = [];
  let prevU = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    const prevP = points[i - 1];
    const currU = i ? prevU + Math.hypot(p[0] - prevP![0], p[1] - prevP![1]) : 0;
    u.push(currU);
    prevU = currU;
  }
  return u.map((x) => x / prevU);
}

/** Largest squared distance from a point to the curve at the same share of its length, and that point's index. */
function computeMaxError(points: readonly Vec[], c: Cubic, parameters: readonly number[]): [number, number] {
  let maxDist = 0;
  let splitPoint = Math.floor(points.length / 2);
  const distMap = lengthMap(c);
  for (let i = 0; i < points.length; i++) {
    const point = points[i]!;
    const t = findT(parameters[i]!, distMap);
    const vx = qx(c, t, 0) - point[0];
    const vy = qx(c, t, 1) - point[1];
    const dist = vx * vx + vy * vy;
    if (dist > maxDist) {
      maxDist = dist;
      splitPoint = i;
    }
  }
  return [maxDist, splitPoint];
}

/** Share of the curve's length reached at t = i / LENGTH_SAMPLES. */
function lengthMap(c: Cubic): number[] {
  const dist = [0];
  let prevX = c[0][0];
  let prevY = c[0][1];
  let sum = 0;
  for (let i = 1; i <= LENGTH_SAMPLES; i++) {
    const x = qx(c, i / LENGTH_SAMPLES, 0);
    const y = qx(c, i / LENGTH_SAMPLES, 1);
    sum += Math.hypot(x - prevX, y - prevY);
    dist.push(sum);
    prevX = x;
    prevY = y;
  }
  return dist.map((x) => x / sum);
}

function findT(param: number, distMap: readonly number[]): number {
  if (param < 0) return 0;
  if (param > 1) return 1;
  for (let i = 1; i <= LENGTH_SAMPLES; i++) {
    if (param <= distMap[i]!) {
      const tMin = (i - 1) / LENGTH_SAMPLES;
      const tMax = i / LENGTH_SAMPLES;
      const lenMin = distMap[i - 1]!;
      const lenMax = distMap[i]!;
      return ((param - lenMin) / (lenMax - lenMin)) * (tMax - tMin) + tMin;
    }
  }
  // The library leaves t undefined here, which evaluates the curve to NaN.
  return Number.NaN;
}
