/** The editor's edits as plain data: one section changed at a time, empty parts dropped, and the brief they ride on. */
import type { DesignEdits, GenerationBrief } from '@logo-dna/protocol';

type Section = keyof DesignEdits;

/** The edits with `section` patched; a field set to undefined is removed, and so is a section left empty. */
export function withEdit<S extends Section>(edits: DesignEdits, section: S, patch: Partial<NonNullable<DesignEdits[S]>>): DesignEdits {
  const merged: Record<string, unknown> = { ...(edits[section] ?? {}), ...patch };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  const next: DesignEdits = { ...edits };
  if (Object.keys(merged).length > 0) (next as Record<string, unknown>)[section] = merged;
  else delete next[section];
  return next;
}

/** True when the edits change nothing. */
export function isUnedited(edits: DesignEdits | undefined): boolean {
  return !edits || Object.keys(edits).length === 0;
}

/** Key-order-independent equality of two edits objects (they are small, plain JSON). */
export function sameEdits(a: DesignEdits | undefined, b: DesignEdits | undefined): boolean {
  return stableJson(a ?? {}) === stableJson(b ?? {});
}

function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
}

/** The brief with these edits on it (none at all when they change nothing, so an unedited brief stays as it was). */
export function briefWithEdits(brief: GenerationBrief, edits: DesignEdits): GenerationBrief {
  const { edits: _old, ...rest } = brief;
  return isUnedited(edits) ? rest : { ...rest, edits };
}
