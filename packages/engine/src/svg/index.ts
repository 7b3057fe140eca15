/** SVG layer: the markup builder, compact numbers and path measurement. */
export { countPathCommands, measurePathBounds, unionBounds } from './bounds';
export type { AttrValue, SvgDocumentOptions, SvgNode } from './markup';
export { fillColours, renderSvgDocument, renderSvgNode, svgElement, svgGroup, svgPath, svgRect } from './markup';
export { formatNumber, joinNumbers, toPathData } from './numbers';
