/** Brand-kit content that needs no IO: palette files, usage rules, type scale, README, manifest and safe file names. */

export { typeScale, usageRules } from './guidelines-content';
export { toGimpPalette, toPaletteCss, toPaletteJson } from './palette-files';
export { kitReadme, webManifest } from './readme';
export { toKitFileName } from './safe-text';
