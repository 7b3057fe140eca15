/**
 * Which arrangement the primary lockup is. A designer's primary is often their horizontal or stacked lockup itself
 * (the engine draws the preferred arrangement first, or the stacked one for a name too long for one line); the preview
 * then shows that drawing under one tab rather than two.
 */
import { useEffect, useState } from 'react';
import type { LockupRole } from './lockup-urls';

export type Arrangement = 'horizontal' | 'stacked';

/** Two lockup SVGs draw the same thing: equal but for their accessible titles. */
export function sameArtwork(a: string, b: string): boolean {
  const drawing = (svg: string) => svg.replace(/<title>[\s\S]*?<\/title>/g, '').trim();
  return drawing(a) !== '' && drawing(a) === drawing(b);
}

export interface SameArrangement {
  /** The arrangement whose artwork the primary repeats, or null (also while the files load). */
  arrangement: Arrangement | null;
  /** False while the files are being compared. */
  settled: boolean;
}

/** Compares the primary's SVG with the horizontal and stacked ones. */
export function useSameArrangement(svg: Record<LockupRole, string>): SameArrangement {
  const { primary, horizontal, stacked } = svg;
  const files = `${primary} ${horizontal} ${stacked}`;
  // The answer names the files it is about, so a new system's files are never judged by the last one's answer.
  const [answer, setAnswer] = useState<{ files: string; arrangement: Arrangement | null } | null>(null);
  useEffect(() => {
    if (!primary || !(horizontal || stacked)) {
      setAnswer({ files, arrangement: null });
      return;
    }
    const controller = new AbortController();
    const read = (url: string) =>
      url ? fetch(url, { signal: controller.signal }).then((response) => (response.ok ? response.text() : '')) : Promise.resolve('');
    Promise.all([read(primary), read(horizontal), read(stacked)])
      .then(([p, h, s]) => {
        if (controller.signal.aborted) return;
        setAnswer({ files, arrangement: sameArtwork(p, h) ? 'horizontal' : sameArtwork(p, s) ? 'stacked' : null });
      })
      // A file that cannot be read leaves the four tabs as they are.
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ files, arrangement: null });
      });
    return () => controller.abort();
  }, [files, primary, horizontal, stacked]);
  const settled = answer?.files === files;
  return { arrangement: settled ? (answer?.arrangement ?? null) : null, settled };
}
