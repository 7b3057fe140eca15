// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createEmptyBrief } from '../brief-form/brief-input';
import { DESIGNERS } from '../designer-picker/designer-catalog';
import type { LogoSystem } from '../generation/logo-system';
import {
  comparedIds,
  createSession,
  followSystem,
  markOpened,
  moreVariants,
  pickedIds,
  sameBrief,
  showVariants,
  startCompare,
  toggleCompare,
  toggleShortlist,
} from './gallery-session';
import { loadGallery, saveGallery } from './gallery-store';

const VALUES = { ...createEmptyBrief('saul-bass'), brandName: 'Northwind', industry: 'Coffee', oneLiner: 'Small-batch coffee' };
const ids = (session: ReturnType<typeof createSession>) => session.directions.map((direction) => direction.id);

describe('a gallery session', () => {
  it('compares the two to four picked, or the shortlist when it holds two to four; a fifth pick replaces the first', () => {
    let session = createSession(VALUES, DESIGNERS);
    const [a, b, c, d, e] = ids(session) as [string, string, string, string, string];
    session = toggleShortlist(toggleShortlist(session, a), b);
    expect(comparedIds(session)).toEqual([a, b]);
    session = toggleShortlist(session, c);
    expect(comparedIds(session)).toEqual([a, b, c]);
    session = toggleShortlist(toggleShortlist(session, d), e);
    // Five starred, none picked: too many to set side by side until some are picked.
    expect(comparedIds(session)).toBeNull();
    session = toggleCompare(session, a);
    expect(comparedIds(session)).toBeNull();
    session = toggleCompare(toggleCompare(toggleCompare(session, b), c), d);
    expect(comparedIds(session)).toEqual([a, b, c, d]);
    session = toggleCompare(session, e);
    expect(session.compare).toEqual([b, c, d, e]);
    expect(comparedIds(session)).toEqual([b, c, d, e]);
    // Unstarring leaves the comparison; the comparison stays open while two remain, and goes back to the designers below.
    session = toggleShortlist(toggleShortlist({ ...session, screen: { kind: 'compare' } }, b), c);
    expect(session.compare).toEqual([d, e]);
    expect(session.screen).toEqual({ kind: 'compare' });
    session = toggleShortlist(session, d);
    expect(session.compare).toEqual([e]);
    expect(session.screen).toEqual({ kind: 'designers' });
  });

  it('ticks the two compared while the comparison is open, and unticking one closes it', () => {
    let session = createSession(VALUES, DESIGNERS);
    const [a, b] = ids(session) as [string, string];
    // Exactly two starred, none picked: they are compared, and the comparison shows them picked.
    session = startCompare(toggleShortlist(toggleShortlist(session, a), b));
    expect(session.screen).toEqual({ kind: 'compare' });
    expect(pickedIds(session)).toEqual([a, b]);
    session = toggleCompare(session, a);
    expect(pickedIds(session)).toEqual([b]);
    expect(comparedIds(session)).toBeNull();
    expect(session.screen).toEqual({ kind: 'designers' });
    // A comparison kept from before picks were made explicit (a stored session) shows its two picked as well.
    const stored = { ...toggleShortlist(toggleShortlist(createSession(VALUES, DESIGNERS), a), b), screen: { kind: 'compare' as const } };
    expect(pickedIds(stored)).toEqual([a, b]);
    expect(pickedIds(toggleCompare(stored, b))).toEqual([a]);
  });

  it('does not pick for comparison what is not shortlisted', () => {
    const session = createSession(VALUES, DESIGNERS);
    expect(toggleCompare(session, ids(session)[0] as string).compare).toEqual([]);
  });

  it('makes a designer’s variants once, then adds batches', () => {
    let session = showVariants(createSession(VALUES, DESIGNERS), 'paula-scher');
    expect(session.screen).toEqual({ kind: 'variants', designerId: 'paula-scher' });
    const first = session.variants['paula-scher'] ?? [];
    expect(first).toHaveLength(8);
    session = showVariants({ ...session, screen: { kind: 'designers' } }, 'paula-scher');
    expect(session.variants['paula-scher']).toEqual(first);
    session = moreVariants(session, 'paula-scher');
    expect(session.variants['paula-scher']?.map((variant) => variant.index)).toEqual([...Array(16)].map((_, index) => index + 1));
  });

  it('follows the system on screen when it is an opened direction, and only then', () => {
    const session = createSession(VALUES, DESIGNERS);
    const direction = session.directions[0]?.id as string;
    const system = { record: { id: direction, userId: 'anonymous' }, brief: {} } as unknown as LogoSystem;
    const opened = markOpened(session, direction, system);
    const saved = { ...system, record: { ...system.record, userId: 'user-ada' } } as LogoSystem;
    expect(followSystem(opened, saved).opened[direction]).toBe(saved);
    const other = { ...system, record: { ...system.record, id: 'logo_other' } } as LogoSystem;
    expect(followSystem(opened, other)).toBe(opened);
    expect(followSystem(opened, null)).toBe(opened);
  });

  it('is the same brief whichever designer the picker shows', () => {
    expect(sameBrief(VALUES, { ...VALUES, designerDna: 'paul-rand' })).toBe(true);
    expect(sameBrief(VALUES, { ...VALUES, tagline: 'Roasted close to home' })).toBe(false);
  });

  it('is kept in this browser, and what was not written by this version is ignored', () => {
    const session = toggleShortlist(createSession(VALUES, DESIGNERS), 'x');
    saveGallery(session);
    expect(loadGallery()).toEqual(session);
    localStorage.setItem('logo-dna:gallery', JSON.stringify({ version: 1, session: { ...session, directions: [{ id: 1 }] } }));
    expect(loadGallery()).toBeNull();
    localStorage.setItem('logo-dna:gallery', '{broken');
    expect(loadGallery()).toBeNull();
    saveGallery(null);
    expect(localStorage.getItem('logo-dna:gallery')).toBeNull();
  });
});
