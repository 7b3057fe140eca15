/**
 * Which arrangement the primary lockup is. A designer's primary is often their horizontal or stacked lockup itself;
 * the preview says so, so two tabs showing the same drawing read as intended rather than as a fault.
 */
import { useEffect, useState } from 'react';
import type { LockupRole } from './lockup-urls';

export type Arrangement = 'horizontal' | 'stacked';

/** Two lockup SVGs draw the same thing: equal but for their accessible titles. */
export function sameArtwork(a: string, b: string): boolean {
  const drawing = (svg: string) => svg.replace(/<title>[\s\S]*?<\/title>/g, '').trim();
  return drawing(a) !== '' && drawing(a) === drawing(b);
}

/** The arrangement whose artwork the primary repeats, or null (or while the files load). */
export function useSameArrangement(svg: Record<LockupRole, string>): Arrangement | null {
  const [arrangement, setArrangement] = useState<Arrangement | null>(null);
  const { primary, horizontal, stacked } = svg;
  useEffect(() => {
    setArrangement(null);
    if (!primary || !(horizontal || stacked)) return;
    const controller = new AbortController();
    const read = (url: string) =>
      url ? fetch(url, { signal: controller.signal }).then((response) => (response.ok ? response.text() : '')) : Promise.resolve('');
    Promise.all([read(primary), read(horizontal), read(stacked)])
      .then(([p, h, s]) => {
        if (controller.signal.aborted) return;
        setArrangement(sameArtwork(p, h) ? 'horizontal' : sameArtwork(p, s) ? 'stacked' : null);
      })
      // A file that cannot be read only costs the note.
      .catch(() => undefined);
    return () => controller.abort();
  }, [primary, horizontal, stacked]);
  return arrangement;
}
