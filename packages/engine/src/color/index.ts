/** Colour: WCAG contrast, OKLCH lightness repair, swatch notations, names and the brand palette builder. */

export type { PaletteOptions } from './build-palette';
export { buildPalette, isGroundLed, isNeutralHex, isPaperTone } from './build-palette';
export { nameColor } from './color-names';
export type { Cmyk } from './convert-rgb-to-cmyk';
export { convertRgbToCmyk } from './convert-rgb-to-cmyk';
export { describeColor } from './describe-color';
export { ensureContrast, oklchToHex } from './ensure-contrast';
export type { Ink, InkSet } from './pick-inks';
export { isGroundLike, isYellowHue, isYellowish, pickInks } from './pick-inks';
export { TONE_MIN_CONTRAST, toneInk } from './tone-ink';
export type { ContrastUse } from './wcag-contrast';
export { contrastRatio, relativeLuminance, requiredContrast, WCAG_AA_GRAPHIC, WCAG_AA_TEXT } from './wcag-contrast';
