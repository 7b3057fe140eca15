/** @logo-dna/engine: the pure design engine (no IO; runs in Node and the browser). */

export { findTextProblem, hasDrawableLetter, MAX_STACKED_MARKS } from './brief/text-rules';
export { BRIEF_LIMITS, MAX_BRAND_NAME_LENGTH, parseBrief } from './brief-check';
export { ensureContrast } from './color/ensure-contrast';
export type { DesignBrandParams, ExtraChecks } from './design';
export { applyTextEdits, designBrandWith, OWN_DESIGN_SEED } from './design';
export { DESIGNER_IDS, getDesigner, listDesigners } from './dna';
export type { DesignerDNA } from './dna/types';
export type { FindIconsOptions, FontChoiceInfo, IconChoice } from './edits';
export {
  EDIT_COLOR_ROLES,
  EDIT_PRIMARY_LOCKUPS,
  EDIT_SPACING_RANGE,
  EDIT_TEXT_CASES,
  EDIT_TRACKING_RANGE,
  EDIT_WEIGHT_RANGE,
  findIcons,
  listFontChoices,
  MAX_EDITED_NAME_LENGTH,
  MAX_EDITED_TAGLINE_LENGTH,
  minimumFor,
  parseEdits,
} from './edits';
export type { Candidate } from './integrate/candidate';
export { hasInvisibleCharacters, toKitFileName, toSafeFileName } from './kit/safe-text';
export type { LockupInks, LockupMaster, LockupParams } from './lockups';
export { buildLockups } from './lockups';
export { contrastRatio } from './qa';
export { seedFor } from './random/hash';
export type { SystemRecord } from './record';
export { buildDecisions, SYSTEM_RECORD_SCHEMA, toSystemJson, toSystemRecord } from './record';
export { measurePathBounds, renderSvgDocument } from './svg';
export type { FontHandle, FontSource, SetTextOptions, SetTextResult } from './type';
export { listGlyphOutlines, setText } from './type';
export { createOpentypeFont } from './type/opentype-font';
export * from './types';
