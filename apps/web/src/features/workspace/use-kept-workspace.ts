/**
 * Keeps the workspace across reloads and the sign-in round trip: stores every change, saves a result made before
 * signing in to the account once signed in, and forgets what a signed-out visitor must not see.
 */
import { type Dispatch, type SetStateAction, useEffect, useRef } from 'react';
import type { AuthSnapshot } from '../../shared/api';
import { useApi } from '../../shared/api-context';
import { MESSAGES, notifyError, notifySuccess } from '../../shared/notify';
import { type BriefValues, createEmptyBrief } from '../brief-form/brief-input';
import { DEFAULT_DESIGNER_ID } from '../designer-picker/designer-catalog';
import type { LogoSystem } from '../generation/logo-system';
import { saveView } from './view-store';
import { clearWorkspace, saveWorkspace } from './workspace-store';

/** The owner of a record made before signing in (generate-logo-system.ts). */
const ANONYMOUS_OWNER = 'anonymous';

const SAVED_AFTER_SIGN_IN = 'Your logo system is saved to My logo systems.';

/** A result made before signing in (not yet anyone's). */
export function isAnonymousResult(system: LogoSystem | null | undefined): boolean {
  return system?.record.userId === ANONYMOUS_OWNER;
}

/** Whether a result may be on screen for this viewer: one made before signing in, or one of their own. */
export function isShownTo(system: LogoSystem, userId: string | null): boolean {
  return isAnonymousResult(system) || (userId !== null && system.record.userId === userId);
}

export interface KeptWorkspaceOptions {
  auth: AuthSnapshot;
  values: BriefValues;
  system: LogoSystem | null;
  setValues: Dispatch<SetStateAction<BriefValues>>;
  setSystem: Dispatch<SetStateAction<LogoSystem | null>>;
  onSaved: () => void;
  /** The result kept from the last visit; shown again once its owner's session is back. */
  owned: LogoSystem | null;
}

export function useKeptWorkspace({ auth, values, system, setValues, setSystem, onSaved, owned }: KeptWorkspaceOptions): void {
  const api = useApi();
  const previous = useRef(auth.status);
  const restored = useRef(isAnonymousResult(owned) ? null : owned);
  const saving = useRef<string | null>(null);
  const userId = auth.status === 'authenticated' ? auth.user.id : null;

  useEffect(() => {
    saveWorkspace({ values, system });
  }, [values, system]);

  useEffect(() => {
    const before = previous.current;
    previous.current = auth.status;
    if (auth.status === 'loading') return;
    if (auth.status === 'anonymous' && before === 'authenticated') {
      // Signing out: the next person at this screen sees an empty form, not the last user's work.
      setSystem(null);
      setValues(createEmptyBrief(DEFAULT_DESIGNER_ID));
      clearWorkspace();
      saveView({ editing: null });
      return;
    }
    // A result saved to someone's account is shown only to that account.
    const kept = restored.current;
    restored.current = null;
    setSystem((current) => {
      if (current && !isAnonymousResult(current) && current.record.userId !== userId) return null;
      return current ?? (kept && kept.record.userId === userId ? kept : null);
    });
  }, [auth.status, userId, setSystem, setValues]);

  useEffect(() => {
    if (!userId || !system || !isAnonymousResult(system) || saving.current === system.record.id) return;
    const id = system.record.id;
    saving.current = id;
    const owned = { ...system.record, userId };
    api
      .createLogoSystem(owned)
      .then(() => {
        setSystem((current) => (current && current.record.id === id ? { ...current, record: { ...current.record, userId } } : current));
        notifySuccess(SAVED_AFTER_SIGN_IN);
        onSaved();
      })
      // Tried once per result: a failed save is reported, not retried on every render.
      .catch(() => notifyError(MESSAGES.saveFailed));
  }, [api, userId, system, setSystem, onSaved]);
}
