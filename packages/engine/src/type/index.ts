/** Type layer: font handles, line setting with kerning and tracking, outlines for wordmarks. */

export { listGlyphOutlines, setText } from './set-text';
export type * from './types';
