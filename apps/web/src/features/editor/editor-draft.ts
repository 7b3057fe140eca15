/**
 * The editor's unsaved changes, kept in this browser beside the workspace: a reload or the sign-in round trip does not
 * lose them, and the editor offers them again for the same system. One draft at a time; saving, discarding or signing
 * out forgets it.
 */
import type { DesignEdits } from '@logo-dna/protocol';

export const EDITOR_DRAFT_KEY = 'logo-dna:editor-draft';

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The unsaved edits of this system, if the last editing session left some. */
export function loadDraft(systemId: string, storage: Storage | undefined = browserStorage()): DesignEdits | undefined {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(EDITOR_DRAFT_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { systemId: id, edits } = stored as { systemId?: unknown; edits?: unknown };
    if (id !== systemId || typeof edits !== 'object' || edits === null || Array.isArray(edits)) return undefined;
    return edits as DesignEdits;
  } catch {
    return undefined;
  }
}

export function saveDraft(systemId: string, edits: DesignEdits, storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.setItem(EDITOR_DRAFT_KEY, JSON.stringify({ systemId, edits }));
  } catch {
    // A full or disabled storage only costs the reload safety net.
  }
}

export function clearDraft(storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.removeItem(EDITOR_DRAFT_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
