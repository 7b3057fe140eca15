/** Brand-kit content that needs no IO: palette files, usage rules, type scale, README and manifest. */

export { typeScale, type UsageRules, usageRules } from './guidelines-content';
export { toGimpPalette, toPaletteCss, toPaletteJson } from './palette-files';
export { kitReadme, webManifest } from './readme';
