/**
 * Where this tab was, kept for a reload (sessionStorage: per tab, gone with it): the system being edited. The brief,
 * the result and the gallery are kept beside it (workspace-store.ts, gallery-store.ts), so a reload, including the one
 * that fetches a new build after a redeploy, lands back in the view the visitor left.
 */
import { isRecord } from './workspace-store';

const KEY = 'logo-dna:view';

export interface ViewState {
  /** Id of the system open in the editor, or null when no editor is open. */
  editing: string | null;
}

const EMPTY: ViewState = { editing: null };

function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function loadView(storage: Storage | undefined = tabStorage()): ViewState {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    if (!isRecord(stored)) return EMPTY;
    return { editing: typeof stored.editing === 'string' ? stored.editing : null };
  } catch {
    return EMPTY;
  }
}

export function saveView(change: Partial<ViewState>, storage: Storage | undefined = tabStorage()): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ ...loadView(storage), ...change }));
  } catch {
    // A full or disabled storage only costs landing back in the same view after a reload.
  }
}
