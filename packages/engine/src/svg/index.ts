/** SVG layer: the markup builder, compact numbers and path measurement. */
export { measurePathBounds } from './bounds';

export { fillColours, renderSvgDocument } from './markup';
