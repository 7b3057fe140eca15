/** Path layer: building, formatting, transforming, flattening and boolean operations on SVG path data. */
export * from './boolean';
export * from './flatten';
export * from './format';
export * from './path-builder';
export * from './primitives';
export * from './transform';
