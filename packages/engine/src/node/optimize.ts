/** svgo pass over engine SVG: keeps the viewBox and title, drops metadata, never adds external references. */
import { optimize } from 'svgo';

/**
 * Optimises one SVG document. svgo 4's default preset already keeps the viewBox and <title>
 * (removeViewBox and removeTitle left the preset), which is what lets every lockup scale and be named.
 */
export function optimizeSvg(svg: string): string {
  // One pass: a second pass saved under 0.5 % of bytes at 3.5× the time (bench/engine).
  return optimize(svg, { floatPrecision: 2, plugins: ['preset-default'] }).data;
}
