/** Pieces the mockup scenes share: their frames, an id for SVG references, lockup and image slots, a soft shadow. */
import { type ReactNode, type RefObject, useId, useLayoutEffect, useState } from 'react';
import type { MockupModel } from './mockup-model';

export interface Frame {
  width: number;
  height: number;
}

/**
 * A scene is a close-up composed on a 480 × 360 stage. A narrow figure shows just the stage (a 390 px window makes
 * it about 316 px wide, 0.66 px a unit); a wide one steps back to show the stage with more of its surroundings,
 * at about the same scale (two figures side by side at 1440 px are about 510 px wide, 0.8 px a unit).
 */
export const STAGE: Frame = { width: 480, height: 360 };
export const WIDE_FRAME: Frame = { width: 640, height: 400 };
/** Figure width (CSS px) from which the wide frame is used: its smallest text is then as large as the stage's at 316 px. */
export const WIDE_FROM_PX = 424;

/** The smallest text a scene sets, in SVG units: 11 px and more in either frame. */
export const MIN_TEXT_SIZE = 17;

export interface SceneProps {
  model: MockupModel;
  frame: Frame;
}

/** The scene's stage, placed in its frame (the scene draws its backdrop over the whole frame first). */
export function Stage({ frame, down, children }: { frame: Frame; down?: number; children: ReactNode }) {
  const { x, y } = stageOffset(frame, down);
  return <g transform={`translate(${x} ${y})`}>{children}</g>;
}

export function frameFor(figureWidth: number): Frame {
  return figureWidth >= WIDE_FROM_PX ? WIDE_FRAME : STAGE;
}

/** Where the stage sits in a frame: centred across, and `down` (0 top … 1 bottom) of the height left over. */
function stageOffset(frame: Frame, down = 0.5): { x: number; y: number } {
  return { x: (frame.width - STAGE.width) / 2, y: (frame.height - STAGE.height) * down };
}

/** The frame for a figure's width, measured before paint and on every resize. */
export function useFrame(figure: RefObject<HTMLElement | null>): Frame {
  const [frame, setFrame] = useState<Frame>(STAGE);
  useLayoutEffect(() => {
    const node = figure.current;
    if (!node) return;
    setFrame(frameFor(node.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setFrame(frameFor(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [figure]);
  return frame;
}

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

export interface ImageSlotProps {
  /** The file (the app icon); '' draws `fallback` instead, or nothing without one. */
  href: string;
  x: number;
  y: number;
  size: number;
  /** Corner radius; half the size or more makes a circle (an avatar). */
  radius: number;
  /** The colour the slot keeps when the system has no such file. */
  fallback?: string;
}

/**
 * A square file filling a rounded tile or a circle, cropped to that shape, as a home screen, a window sticker or an
 * avatar shows an app icon; a plain tile of the fallback colour when the file is missing.
 */
export function ImageSlot({ href, x, y, size, radius, fallback }: ImageSlotProps) {
  const clip = useSvgId('slot');
  const round = radius * 2 >= size;
  const shape = (fill?: string) =>
    round ? (
      <circle cx={x + size / 2} cy={y + size / 2} r={size / 2} fill={fill} />
    ) : (
      <rect x={x} y={y} width={size} height={size} rx={radius} fill={fill} />
    );
  if (!href) return fallback ? shape(fallback) : null;
  return (
    <>
      <clipPath id={clip}>{shape()}</clipPath>
      <g clipPath={`url(#${clip})`}>
        <image href={href} x={x} y={y} width={size} height={size} preserveAspectRatio="xMidYMid slice" />
      </g>
    </>
  );
}

/** A soft drop shadow filter for cards and devices. */
export function SoftShadow({ id, blur = 8, dy = 6, opacity = 0.22 }: { id: string; blur?: number; dy?: number; opacity?: number }) {
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
