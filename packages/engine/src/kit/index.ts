/** Brand-kit content that needs no IO: palette files, usage rules, type scale, README, manifest and safe file names. */

export { typeScale, type UsageRules, usageRules } from './guidelines-content';
export { toGimpPalette, toPaletteCss, toPaletteJson } from './palette-files';
export { kitReadme, SHORT_NAME_MAX, shortNameFor, webManifest } from './readme';
export {
  hasInvisibleCharacters,
  MAX_FILE_STEM_BYTES,
  toCssCommentText,
  toKitFileName,
  toPlainTextLine,
  toSafeFileName,
} from './safe-text';
