/** @logo-dna/engine/kit: the brand kit (.zip) and its PDFs, built from one design. Node only. */
export { type BrandKit, buildBrandKit, buildKitFiles, type KitOptions, LOGO_KINDS, LOGO_PNG_SIZES } from './build-kit';
export { buildGuidelinesPdf, buildSpecimenPdf } from './guidelines';
export { buildIco, readIcoSizes } from './ico';
export { renderMockupPngs, sceneFontFiles } from './mockups';
export { logoPdf } from './pdf';
