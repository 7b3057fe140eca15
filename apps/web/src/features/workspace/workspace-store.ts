/**
 * The workspace kept in this browser: the brief being written and the result on screen. It survives a reload and
 * the round trip through the hosted sign-in page (which leaves and reloads the app), so nothing made before signing
 * in is lost; signing out forgets it.
 */
import type { BriefValues } from '../brief-form/brief-input';
import { EDITOR_DRAFT_KEY } from '../editor/editor-draft';
import type { LogoSystem } from '../generation/logo-system';

export interface Workspace {
  values: BriefValues;
  system: LogoSystem | null;
}

const KEY = 'logo-dna:workspace';
const VERSION = 1;
export const BRIEF_FIELDS = ['brandName', 'industry', 'oneLiner', 'tagline', 'desiredColors', 'competitors', 'designerDna'] as const;

export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be switched off (private modes, policies): the workspace then lives only in memory.
    return undefined;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readValues(value: unknown): BriefValues | null {
  if (!isRecord(value) || !BRIEF_FIELDS.every((field) => typeof value[field] === 'string')) return null;
  return Object.fromEntries(BRIEF_FIELDS.map((field) => [field, value[field]])) as BriefValues;
}

function readSystem(value: unknown): LogoSystem | null {
  if (!isRecord(value) || !isRecord(value.record) || !isRecord(value.palette) || !isRecord(value.typography) || !isRecord(value.brief))
    return null;
  const record = value.record;
  const ok = ['id', 'userId', 'brandName', 'primaryLogoUrl'].every((field) => typeof record[field] === 'string');
  return ok ? (value as unknown as LogoSystem) : null;
}

/** The stored workspace, or null when there is none or it is not one this version wrote. */
export function loadWorkspace(storage: Storage | undefined = browserStorage()): Workspace | null {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    if (!isRecord(stored) || stored.version !== VERSION) return null;
    const values = readValues(stored.values);
    return values ? { values, system: readSystem(stored.system) } : null;
  } catch {
    return null;
  }
}

export function saveWorkspace(workspace: Workspace, storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ version: VERSION, ...workspace }));
  } catch {
    // A full or disabled storage only costs the reload safety net.
  }
}

export function clearWorkspace(storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.removeItem(KEY);
    // The editor's unsaved changes go with the workspace.
    storage?.removeItem(EDITOR_DRAFT_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
