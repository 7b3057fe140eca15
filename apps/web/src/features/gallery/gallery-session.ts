/**
 * One exploration of a brief: its directions, the variants asked for, the shortlist, the ones being compared, what
 * is on screen and the directions already opened. Plain data and pure updates; kept in the browser by
 * gallery-store.ts, so a reload or the sign-in round trip comes back to the same gallery.
 */
import type { BriefValues } from '../brief-form/brief-input';
import type { LogoSystem } from '../generation/logo-system';
import { type Direction, type Minting, mintDesignerDirections, mintVariants, VARIANT_BATCH } from './directions';

/** Performance marks the web benchmark reads (bench/web/gallery.ts): the explore click, each tile, the first, all. */
export const EXPLORE_MARK = 'logo-dna:explore';
export const GALLERY_MARKS = { tile: 'logo-dna:gallery-tile', first: 'logo-dna:gallery-first', all: 'logo-dna:gallery-all' } as const;
export const GALLERY_MARK_NAMES = [EXPLORE_MARK, ...Object.values(GALLERY_MARKS)];

/** Directions compared at once: side by side on a wide screen, a 2 × 2 grid on a narrow one. */
export const MAX_COMPARED = 4;

export type GalleryScreen = { kind: 'designers' } | { kind: 'variants'; designerId: string } | { kind: 'compare' };

export interface GallerySession {
  /** The brief explored, as it was when the gallery was made. */
  values: BriefValues;
  /** One direction per designer, in the order shown. */
  directions: Direction[];
  /** Further variants, by designer. */
  variants: Record<string, Direction[]>;
  /** Starred direction ids, in the order starred. */
  shortlist: string[];
  /** Up to four (MAX_COMPARED) shortlisted ids picked for the side-by-side comparison. */
  compare: string[];
  screen: GalleryScreen;
  /** The gallery is the page's view (rather than the form or a result). */
  visible: boolean;
  /** Directions opened, as the logo systems they became (opening one again shows that system). */
  opened: Record<string, LogoSystem>;
}

export function createSession(values: BriefValues, designers: ReadonlyArray<{ id: string }>, minting: Minting = {}): GallerySession {
  return {
    values,
    directions: mintDesignerDirections(designers, values.designerDna, minting),
    variants: {},
    shortlist: [],
    compare: [],
    screen: { kind: 'designers' },
    visible: true,
    opened: {},
  };
}

/** The same brief, whichever designer the picker shows (the gallery has them all). */
export function sameBrief(a: BriefValues, b: BriefValues): boolean {
  return (Object.keys(a) as Array<keyof BriefValues>).every((field) => field === 'designerDna' || a[field].trim() === b[field].trim());
}

/** Every direction of the session: the designers' and their variants. */
export function allDirections(session: GallerySession): Direction[] {
  return [...session.directions, ...Object.values(session.variants).flat()];
}

export function findDirection(session: GallerySession, id: string): Direction | undefined {
  return allDirections(session).find((direction) => direction.id === id);
}

/** Stars or unstars a direction; an unstarred one leaves the comparison too. */
export function toggleShortlist(session: GallerySession, id: string): GallerySession {
  if (session.shortlist.includes(id)) {
    const compare = session.compare.filter((other) => other !== id);
    const shortlist = session.shortlist.filter((other) => other !== id);
    const left = { ...session, shortlist, compare };
    const screen = session.screen.kind === 'compare' && !comparedIds(left) ? { kind: 'designers' as const } : session.screen;
    return { ...left, screen };
  }
  return { ...session, shortlist: [...session.shortlist, id] };
}

/**
 * The directions picked for the comparison, as the shortlist's Compare boxes show them: while the comparison is open,
 * the ones it shows (also when they are the whole shortlist, compared without picking).
 */
export function pickedIds(session: GallerySession): string[] {
  return session.screen.kind === 'compare' ? (comparedIds(session) ?? session.compare) : session.compare;
}

/**
 * Picks a shortlisted direction for the comparison (a pick past MAX_COMPARED replaces the earliest), or unpicks it.
 * An open comparison left with one pick closes (back to all designers).
 */
export function toggleCompare(session: GallerySession, id: string): GallerySession {
  const picked = pickedIds(session);
  let compare: string[];
  if (picked.includes(id)) compare = picked.filter((other) => other !== id);
  else if (session.shortlist.includes(id)) compare = [...picked, id].slice(-MAX_COMPARED);
  else return session;
  const screen = session.screen.kind === 'compare' && compare.length < 2 ? { kind: 'designers' as const } : session.screen;
  return { ...session, compare, screen };
}

/**
 * The directions to compare (two to four): the ones picked, or the whole shortlist when it holds two to four and none
 * is picked; null when there is nothing to compare.
 */
export function comparedIds(session: GallerySession): string[] | null {
  const comparable = (ids: string[]) => ids.length >= 2 && ids.length <= MAX_COMPARED;
  if (comparable(session.compare)) return session.compare;
  if (session.compare.length === 0 && comparable(session.shortlist)) return session.shortlist;
  return null;
}

/** Opens the comparison of the compared directions, which are then the picked ones (their boxes ticked). */
export function startCompare(session: GallerySession): GallerySession {
  const ids = comparedIds(session);
  return ids ? { ...session, compare: [...ids], screen: { kind: 'compare' } } : session;
}

/** Shows a designer's variants, making the first batch when there are none yet. */
export function showVariants(session: GallerySession, designerId: string, minting: Minting = {}): GallerySession {
  const base = session.directions.find((direction) => direction.designerId === designerId);
  if (!base) return session;
  const existing = session.variants[designerId] ?? [];
  const variants = existing.length > 0 ? existing : mintVariants(base, 0, VARIANT_BATCH, minting);
  return { ...session, variants: { ...session.variants, [designerId]: variants }, screen: { kind: 'variants', designerId } };
}

/** Adds the next batch of a designer's variants. */
export function moreVariants(session: GallerySession, designerId: string, minting: Minting = {}): GallerySession {
  const base = session.directions.find((direction) => direction.designerId === designerId);
  if (!base) return session;
  const existing = session.variants[designerId] ?? [];
  const next = mintVariants(base, existing.length, VARIANT_BATCH, minting);
  return { ...session, variants: { ...session.variants, [designerId]: [...existing, ...next] } };
}

export function markOpened(session: GallerySession, id: string, system: LogoSystem): GallerySession {
  return { ...session, opened: { ...session.opened, [id]: system } };
}

/** Follows the system on screen when it is an opened direction (saved to an account, regenerated, …). */
export function followSystem(session: GallerySession, system: LogoSystem | null): GallerySession {
  if (!system) return session;
  const entry = Object.entries(session.opened).find(([, opened]) => opened.record.id === system.record.id);
  if (!entry || entry[1] === system) return session;
  return markOpened(session, entry[0], system);
}
