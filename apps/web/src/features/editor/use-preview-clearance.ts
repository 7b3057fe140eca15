/**
 * Publishes how far down the stuck preview reaches, as --editor-preview-bottom on <html>: on narrow screens the page's
 * scroll padding (styles.css) uses it, so a control reached by Tab or scrolled to lands below the preview, never under it.
 */
import { type RefObject, useEffect } from 'react';

const PROPERTY = '--editor-preview-bottom';

export function usePreviewClearance(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () => {
      const top = Number.parseFloat(getComputedStyle(node).top) || 0;
      root.style.setProperty(PROPERTY, `${Math.ceil(top + node.offsetHeight)}px`);
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty(PROPERTY);
    };
  }, [ref]);
}
