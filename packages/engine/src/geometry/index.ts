/** Geometry: branded angles and points, affine matrices, rings and boxes. */
export * from './matrix';
export * from './ring';
export * from './ring-gap';
export * from './types';
