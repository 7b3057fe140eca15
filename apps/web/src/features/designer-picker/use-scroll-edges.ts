/** Tracks whether a scrollable box has more content above or below, so the list can fade its hidden edge. */
import { type RefObject, useCallback, useEffect, useState } from 'react';

export interface ScrollEdges {
  /** Content is hidden above the visible part. */
  above: boolean;
  /** Content is hidden below the visible part. */
  below: boolean;
}

/** Sub-pixel scroll positions (zoom, fractional heights) would otherwise leave a fade at the very end. */
const EDGE_TOLERANCE_PX = 2;

export function measureScrollEdges(box: Pick<HTMLElement, 'scrollTop' | 'scrollHeight' | 'clientHeight'>): ScrollEdges {
  return {
    above: box.scrollTop > EDGE_TOLERANCE_PX,
    below: box.scrollTop + box.clientHeight < box.scrollHeight - EDGE_TOLERANCE_PX,
  };
}

export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges & { update: () => void } {
  const [edges, setEdges] = useState<ScrollEdges>({ above: false, below: false });
  const update = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const next = measureScrollEdges(box);
    setEdges((current) => (current.above === next.above && current.below === next.below ? current : next));
  }, [ref]);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    update();
    box.addEventListener('scroll', update, { passive: true });
    // The box resizes with the viewport (cards reflow at narrow widths), which changes what is hidden.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(box);
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref, update]);

  return { ...edges, update };
}
