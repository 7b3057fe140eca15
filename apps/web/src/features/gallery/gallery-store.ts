/**
 * The gallery kept in this browser beside the workspace (features/workspace/workspace-store.ts): it survives a
 * reload and the sign-in round trip; signing out forgets it. Thumbnails are not kept: they are drawn again.
 */
import { BRIEF_FIELDS, browserStorage, isRecord } from '../workspace/workspace-store';
import type { Direction } from './directions';
import type { GalleryScreen, GallerySession } from './gallery-session';

const KEY = 'logo-dna:gallery';
const VERSION = 1;
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

function isDirection(value: unknown): value is Direction {
  return isRecord(value) && typeof value.id === 'string' && typeof value.designerId === 'string' && Number.isInteger(value.index);
}

function isScreen(value: unknown): value is GalleryScreen {
  if (!isRecord(value)) return false;
  return value.kind === 'designers' || value.kind === 'compare' || (value.kind === 'variants' && typeof value.designerId === 'string');
}

function isOpenedSystem(value: unknown): boolean {
  return isRecord(value) && isRecord(value.record) && typeof value.record.id === 'string' && isRecord(value.brief);
}

function readSession(value: unknown): GallerySession | null {
  if (!isRecord(value) || !isRecord(value.values) || !BRIEF_FIELDS.every((field) => typeof (value.values as never)[field] === 'string'))
    return null;
  const { directions, variants, shortlist, compare, screen, visible, opened } = value;
  if (!Array.isArray(directions) || !directions.every(isDirection)) return null;
  if (!isRecord(variants) || !Object.values(variants).every((list) => Array.isArray(list) && list.every(isDirection))) return null;
  if (!isStringList(shortlist) || !isStringList(compare) || !isScreen(screen) || typeof visible !== 'boolean') return null;
  if (!isRecord(opened) || !Object.values(opened).every(isOpenedSystem)) return null;
  return value as unknown as GallerySession;
}

/** The kept gallery, or null when there is none or it is not one this version wrote. */
export function loadGallery(storage: Storage | undefined = browserStorage()): GallerySession | null {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    return isRecord(stored) && stored.version === VERSION ? readSession(stored.session) : null;
  } catch {
    return null;
  }
}

export function saveGallery(session: GallerySession | null, storage: Storage | undefined = browserStorage()): void {
  try {
    if (session) storage?.setItem(KEY, JSON.stringify({ version: VERSION, session }));
    else storage?.removeItem(KEY);
  } catch {
    // A full or disabled storage only costs the reload safety net.
  }
}
