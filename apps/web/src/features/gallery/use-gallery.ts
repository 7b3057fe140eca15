/**
 * The page's gallery state: made from a brief, kept in this browser across reloads and the sign-in round trip,
 * forgotten on sign-out, and following the system on screen when it is an opened direction.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AuthSnapshot } from '../../shared/api';
import type { BriefValues } from '../brief-form/brief-input';
import type { LogoSystem } from '../generation/logo-system';
import { createSession, followSystem, type GallerySession, sameBrief } from './gallery-session';
import { loadGallery, saveGallery } from './gallery-store';

export interface UseGalleryOptions {
  auth: AuthSnapshot;
  /** The system on screen. */
  system: LogoSystem | null;
  designers: ReadonlyArray<{ id: string }>;
}

export interface GalleryControls {
  session: GallerySession | null;
  /** Applies an update to the session (no-op without one). */
  update(change: (session: GallerySession) => GallerySession): void;
  /** Shows the gallery of the brief: the kept one when it is the same brief, else a new one. */
  explore(values: BriefValues): void;
  /** Shows or hides the kept gallery. */
  setVisible(visible: boolean): void;
}

export function useGallery({ auth, system, designers }: UseGalleryOptions): GalleryControls {
  const [session, setSession] = useState<GallerySession | null>(() => loadGallery());
  const before = useRef(auth.status);

  useEffect(() => {
    saveGallery(session);
  }, [session]);

  useEffect(() => {
    const previous = before.current;
    before.current = auth.status;
    // Signing out: the next person at this screen does not see the last user's directions.
    if (auth.status === 'anonymous' && previous === 'authenticated') setSession(null);
  }, [auth.status]);

  useEffect(() => {
    setSession((current) => (current ? followSystem(current, system) : current));
  }, [system]);

  const update = useCallback((change: (session: GallerySession) => GallerySession) => {
    setSession((current) => (current ? change(current) : current));
  }, []);
  const explore = useCallback(
    (values: BriefValues) =>
      setSession((current) =>
        current && sameBrief(current.values, values)
          ? { ...current, visible: true, screen: { kind: 'designers' } }
          : createSession(values, designers),
      ),
    [designers],
  );
  const setVisible = useCallback((visible: boolean) => update((current) => ({ ...current, visible })), [update]);

  return useMemo(() => ({ session, update, explore, setVisible }), [session, update, explore, setVisible]);
}
