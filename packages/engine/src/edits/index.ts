/** The editor's changes to a design: validation, the choices offered, and how each edit reaches the one master. */
export {
  type FindIconsOptions,
  type FontChoiceInfo,
  findIcons,
  type IconChoice,
  listFontChoices,
} from './choices';
export { applyDnaEdits, applyLayoutEdits } from './dna-edits';
export { applyPaletteEdits, minimumFor } from './palette-edits';
export {
  EDIT_COLOR_ROLES,
  EDIT_PRIMARY_LOCKUPS,
  EDIT_SPACING_RANGE,
  EDIT_TEXT_CASES,
  EDIT_TRACKING_RANGE,
  EDIT_WEIGHT_RANGE,
  MAX_EDITED_NAME_LENGTH,
  MAX_EDITED_TAGLINE_LENGTH,
  parseEdits,
} from './parse-edits';
