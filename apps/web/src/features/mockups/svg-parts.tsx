/** Pieces the mockup scenes share: an id for SVG references, a lockup file placed in a box, a soft shadow. */
import { useId } from 'react';

/** A document-unique id usable inside `url(#…)` (React's ids carry characters a URL reference cannot). */
export function useSvgId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A lockup file fitted inside a box, centred, never cropped (the whole logo, at its own proportions). */
export function Lockup({ href, box, align = 'xMidYMid' }: { href: string; box: Box; align?: string }) {
  if (!href) return null;
  return <image href={href} x={box.x} y={box.y} width={box.width} height={box.height} preserveAspectRatio={`${align} meet`} />;
}

/** A soft drop shadow filter for cards and devices. */
export function SoftShadow({ id, blur = 10, dy = 8, opacity = 0.22 }: { id: string; blur?: number; dy?: number; opacity?: number }) {
  return (
    <filter id={id} x="-20%" y="-20%" width="140%" height="150%">
      <feDropShadow dx="0" dy={dy} stdDeviation={blur} floodColor="#0f172a" floodOpacity={opacity} />
    </filter>
  );
}

/** The font stack of a system face inside an SVG. */
export function fontStack(family: string): string {
  return family ? `"${family}", Inter, ui-sans-serif, system-ui, sans-serif` : 'Inter, ui-sans-serif, system-ui, sans-serif';
}
