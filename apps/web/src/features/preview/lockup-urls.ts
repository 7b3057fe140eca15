/**
 * Where each lockup of a system is. The record keeps the PNGs of spec §3; the server stores every lockup of one
 * design side by side (`…/{role}.svg`, its PNG at `…/{role}.png`), so the SVGs, the app icon and the reversed logo
 * are found beside the primary. These are the files the brand kit ships for the same design.
 *
 * The page shows the SVG: the server stores only the SVGs of a generation and renders a PNG on its first request
 * (about 120 ms of CPU each), so a PNG is fetched only for a download. A provider's image, which has no SVG beside
 * it, is shown as it is.
 */
import type { LogoSystemRecord } from '@logo-dna/protocol';

const LOCKUP_ROLES = ['primary', 'monochrome', 'horizontal', 'stacked', 'icon', 'reversed'] as const;
export type LockupRole = (typeof LOCKUP_ROLES)[number];

export interface LockupUrls {
  /** PNG per role ('' when the system has none). */
  png: Record<LockupRole, string>;
  /** The vector original per role ('' when it cannot be found). */
  svg: Record<LockupRole, string>;
  /** What the page shows per role: the SVG, else the image the record has ('' when neither). */
  shown: Record<LockupRole, string>;
}

export type LockupRecord = Pick<
  LogoSystemRecord,
  'primaryLogoUrl' | 'monochromeLogoUrl' | 'horizontalLogoUrl' | 'stackedLogoUrl' | 'appIconUrl'
>;

const STORED_LOCKUP = /\/(primary|monochrome|horizontal|stacked|icon|reversed)\.(png|svg)(?=$|[?#])/;

/** The file of `role` in `format` beside a stored lockup's URL; '' when the URL is not one the server laid out. */
export function siblingUrl(url: string, role: LockupRole, format: 'png' | 'svg' | 'pdf'): string {
  return STORED_LOCKUP.test(url) ? url.replace(STORED_LOCKUP, `/${role}.${format}`) : '';
}

/** What the page shows for a stored lockup's URL: the SVG beside it, else the image itself (a provider's image). */
export function shownImageUrl(url: string): string {
  return url.replace(STORED_LOCKUP, '/$1.svg');
}

export function lockupUrls(record: LockupRecord): LockupUrls {
  const primary = record.primaryLogoUrl.trim();
  // Systems made before the engine's icon was kept have the primary image as their app icon (spec §3).
  const icon = record.appIconUrl && record.appIconUrl !== primary ? record.appIconUrl : siblingUrl(primary, 'icon', 'png');
  const png: Record<LockupRole, string> = {
    primary,
    monochrome: record.monochromeLogoUrl.trim(),
    horizontal: record.horizontalLogoUrl.trim(),
    stacked: record.stackedLogoUrl.trim(),
    icon,
    reversed: siblingUrl(primary, 'reversed', 'png'),
  };
  const svg = Object.fromEntries(LOCKUP_ROLES.map((role) => [role, png[role] ? siblingUrl(png[role], role, 'svg') : ''])) as Record<
    LockupRole,
    string
  >;
  const shown = Object.fromEntries(LOCKUP_ROLES.map((role) => [role, svg[role] || png[role]])) as Record<LockupRole, string>;
  return { png, svg, shown };
}
