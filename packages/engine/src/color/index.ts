/** Colour: WCAG contrast, OKLCH lightness repair, swatch notations, names and the brand palette builder. */

export { buildPalette, colorsLetters, isGroundLed, isNeutralHex } from './build-palette';
export { nameColor } from './color-names';

export { convertRgbToCmyk } from './convert-rgb-to-cmyk';
export { describeColor } from './describe-color';
export { ensureContrast, oklchToHex } from './ensure-contrast';

export { isBloodRed, isYellowish } from './pick-inks';

export { contrastRatio } from './wcag-contrast';
