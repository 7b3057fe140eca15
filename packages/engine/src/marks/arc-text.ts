/** Text on a circular arc (seal rings): each glyph is set, centred on its advance and turned to the tangent. */
import {
  degrees,
  degreesToRadians,
  matrixChain,
  matrixRotate,
  matrixTranslate,
  type Point,
  pointOnCircle,
  ringsTransform,
} from '../geometry';
import type { Region } from '../path';
import { hasDrawableLetters, lettersRegion, setLetters } from './letters';
import type { MarkContext, MarkTextOptions } from './types';

export interface ArcTextParams {
  text: string;
  center: Point;
  /** Radius of the baseline. */
  radius: number;
  /** 'top' reads clockwise over the top with letters pointing out; 'bottom' reads left to right under the centre, letters pointing in. */
  side: 'top' | 'bottom';
  /** Largest arc the text may use, in degrees. */
  maxSweepDeg: number;
  options: MarkTextOptions;
}

/** Sets text along an arc; shrinks the size when the text would exceed `maxSweepDeg`. Returns the glyph region. */
export function setArcText(ctx: MarkContext, archetype: string, params: ArcTextParams): Region {
  // Characters no bundled face draws (e.g. CJK) are left out of the ring rather than drawn as boxes.
  const chars = [...params.text].filter((char) => char.trim() === '' || hasDrawableLetters(char) || /[&.,'’-]/.test(char));
  // Each letter is set once per size: measuring and placing use the same setting (a ring repeats letters too).
  const settings = new Map<string, ReturnType<typeof setLetters>>();
  const set = (char: string, size: number) => {
    const key = `${size}|${char}`;
    let setting = settings.get(key);
    if (!setting) {
      setting = setLetters(ctx, archetype, char, { ...params.options, size });
      settings.set(key, setting);
    }
    return setting;
  };
  // A letter's outline region is found once, however often the letter recurs along the ring.
  const regions = new Map<ReturnType<typeof setLetters>, Region>();
  const regionOf = (setting: ReturnType<typeof setLetters>) => {
    let region = regions.get(setting);
    if (!region) {
      region = lettersRegion(setting);
      regions.set(setting, region);
    }
    return region;
  };
  const measure = (size: number) =>
    chars.map((char) => (char.trim() === '' ? { char, width: size * 0.3 } : { char, width: set(char, size).line.width }));
  const tracking = (params.options.trackingEm ?? 0.08) * params.options.size;
  let size = params.options.size;
  let advances = measure(size);
  const total = (list: typeof advances, t: number) => list.reduce((sum, a) => sum + a.width, 0) + t * (list.length - 1);
  const maxLength = degreesToRadians(degrees(params.maxSweepDeg)) * params.radius;
  if (total(advances, tracking) > maxLength) {
    size *= maxLength / total(advances, tracking);
    advances = measure(size);
  }
  const t = tracking * (size / params.options.size);
  const length = total(advances, t);
  const region: Region = [];
  let x = 0;
  for (const { char, width } of advances) {
    const mid = x + width / 2;
    x += width + t;
    if (char.trim() === '') continue;
    const glyph = set(char, size);
    // Angle along the arc (counter-clockwise from +x, y up): the text is centred on 90° or −90°.
    const offsetDeg = (((length / 2 - mid) / params.radius) * 180) / Math.PI;
    const theta = params.side === 'top' ? 90 + offsetDeg : -90 - offsetDeg;
    const spin = params.side === 'top' ? 90 - theta : -90 - theta;
    const at = pointOnCircle(params.center, params.radius, degreesToRadians(degrees(theta)));
    const glyphCenterX = (glyph.box.minX + glyph.box.maxX) / 2;
    // Bottom text stands on the outer circle with its tops toward the centre, so both rows share the band.
    const m = matrixChain(matrixTranslate(-glyphCenterX, 0), matrixRotate(degreesToRadians(degrees(spin))), matrixTranslate(at.x, at.y));
    region.push(...ringsTransform(regionOf(glyph), m));
  }
  return region;
}
