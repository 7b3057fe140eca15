/**
 * What the mockups are drawn from: the system's own lockup files, palette and fonts (one master). The scenes and the
 * words they fit are the engine's (the brand kit renders the same scenes); this builds their model from a saved system.
 */
import { type MockupColor, type MockupModel, toSlug } from '@logo-dna/engine/mockups';
import { contactOf } from '../contact/contact-details';
import type { LogoSystem } from '../generation/logo-system';
import { lockupUrls } from '../preview/lockup-urls';

export { fitText, type MockupModel, readableOn, toSlug, wrapText } from '@logo-dna/engine/mockups';

const FALLBACK_GROUNDS = { light: '#FFFFFF', dark: '#111111' };

export function toMockupModel(system: LogoSystem): MockupModel {
  const { record, palette, typography } = system;
  const urls = lockupUrls(record);
  const grounds = palette.grounds ?? FALLBACK_GROUNDS;
  const contact = contactOf(record);
  const named = (hex: string, role?: string): MockupColor => {
    const swatch =
      palette.swatches?.find((candidate) => candidate.role === role && candidate.hex.toLowerCase() === hex.toLowerCase()) ??
      palette.swatches?.find((candidate) => candidate.hex.toLowerCase() === hex.toLowerCase());
    return { hex, name: swatch?.name ?? hex.toUpperCase() };
  };
  return {
    brandName: record.brandName,
    line: (record.tagline || record.oneLiner).trim(),
    industry: record.industry.trim(),
    oneLiner: record.oneLiner.trim(),
    slug: toSlug(record.brandName),
    files: {
      primary: urls.shown.primary,
      horizontal: urls.shown.horizontal || urls.shown.primary,
      icon: urls.shown.icon,
      reversed: urls.shown.reversed,
    },
    colors: {
      primary: named(palette.primary, 'primary'),
      secondary: named(palette.secondary, 'secondary'),
      accent: named(palette.accent, 'accent'),
      light: named(grounds.light, 'background'),
      dark: named(grounds.dark),
    },
    fonts: { display: typography.display, support: typography.support },
    // The owner's details; without them the scenes show a clearly sample name and address, never a phone number.
    ...(Object.keys(contact).length > 0 ? { contact } : {}),
  };
}
