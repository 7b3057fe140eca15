/**
 * Versions of a logo system, as pure functions: the thumbnail a version shows, how it differs from the one before it,
 * and the patch that makes an old version current again. The server records the versions, one per save.
 */
import type { LogoSystemRecord } from '@logo-dna/protocol';
import type { LogoSystemPatch, LogoSystemVersion } from '../../shared/api';
import { shownImageUrl } from '../preview/lockup-urls';

/**
 * The smallest good picture of a logo, and the file the preview shows for it: the builtin engine's SVG beside its PNG
 * (`…/generated/{folder}/{role}.svg`), else the image itself (a provider's image has no SVG). The server picks a
 * version's thumbnail the same way (apps/server/src/rest/tables/version-triggers.ts).
 */
export function toThumbnailUrl(imageUrl: string): string {
  return shownImageUrl(imageUrl);
}

/**
 * What a system keeps whichever version is current: who and when it was made, the name it is listed under, and the
 * owner's details its collateral prints (facts about the owner, not the design: a version does not hold them); and
 * not a field of the design: the version a save restores, which the restore names itself.
 */
const SYSTEM_FIELDS = new Set(['id', 'userId', 'createdAt', 'title', 'contact', 'restoredFrom']);

/**
 * The patch that makes `version` current: every field it saved, and null for a field the system has gained since
 * (an edit made later must not survive the restore of a version from before it).
 */
export function toRestorePatch(current: LogoSystemRecord, version: LogoSystemVersion, now: Date): LogoSystemPatch {
  const saved = version.record as unknown as Record<string, unknown>;
  const patch: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(current), ...Object.keys(saved)])) {
    if (!SYSTEM_FIELDS.has(key)) patch[key] = saved[key] ?? null;
  }
  patch.updatedAt = now.toISOString();
  return patch as LogoSystemPatch;
}

export type VersionChange = 'created' | 'regenerated' | 'edited' | 'restored';

/** How a version came to be, from the one saved before it (undefined for the first). */
export function toVersionChange(version: LogoSystemVersion, previous: LogoSystemVersion | undefined): VersionChange {
  if (version.restoredFrom) return 'restored';
  if (!previous) return 'created';
  return (version.record.variant ?? 0) !== (previous.record.variant ?? 0) ? 'regenerated' : 'edited';
}

/** The version showing what is on screen: the same save of the same design. */
export function isCurrentVersion(version: LogoSystemVersion, record: LogoSystemRecord): boolean {
  return (
    version.systemId === record.id &&
    version.record.updatedAt === record.updatedAt &&
    version.record.primaryLogoUrl === record.primaryLogoUrl
  );
}

/** How the save times of systems and versions read: "26 Nov 2026, 14:02". */
export const SAVED_AT_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const RELATIVE_FORMAT = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/** A save of the last day as "12 seconds ago", "5 minutes ago", "3 hours ago"; older ones as a date and time. */
export function formatSavedAt(iso: string, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 60) return RELATIVE_FORMAT.format(-seconds, 'second');
  if (seconds < 3600) return RELATIVE_FORMAT.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return RELATIVE_FORMAT.format(-Math.floor(seconds / 3600), 'hour');
  return SAVED_AT_FORMAT.format(at);
}

/** The name a system is listed under: its own title, else its brand name. */
export function toSystemTitle(record: LogoSystemRecord): string {
  return record.title?.trim() || record.brandName;
}
