/**
 * The editor's calls: the whole system for a brief and its edits (the live preview, nothing stored) and the icon
 * search. Plain fetch against this origin like the kit export; tests pass their own EditorApi.
 */

import type { SystemRecord } from '@logo-dna/engine';
import type { DesignIcon, DesignLockups, DesignSettings, GenerationBrief } from '@logo-dna/protocol';
import { isErrorEnvelope } from '@logo-dna/protocol';

/** One previewed system: the decision record (as system.json has it), every lockup as SVG, and its settings. */
export interface DesignPreview {
  record: SystemRecord;
  logos: DesignLockups;
  settings: DesignSettings;
}

export interface EditorApi {
  designSystem(brief: GenerationBrief, signal?: AbortSignal): Promise<DesignPreview>;
  searchIcons(query: string, designerId: string, signal?: AbortSignal): Promise<DesignIcon[]>;
}

/** A refusal from the server, with its code (INVALID_EDITS, DESIGNER_NOT_FOUND, QUALITY_FAILED…). */
class EditorApiError extends Error {
  readonly isEditorApiError = true;
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'EditorApiError';
  }
}

async function readJson<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const envelope = isErrorEnvelope(body) ? body : undefined;
    throw new EditorApiError(envelope?.message ?? `HTTP ${response.status}`, envelope?.code ?? 'HTTP_ERROR', response.status);
  }
  return body as T;
}

export function createEditorApi(baseUrl: string, projectId: string): EditorApi {
  const root = `${baseUrl}/api/design/${encodeURIComponent(projectId)}`;
  return {
    async designSystem(brief, signal) {
      const response = await fetch(`${root}/system`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ brief }),
        signal,
      });
      return readJson<DesignPreview>(response);
    },
    async searchIcons(query, designerId, signal) {
      const params = new URLSearchParams({ q: query, designerId, limit: '48' });
      const response = await fetch(`${root}/icons?${params}`, { signal });
      return (await readJson<{ icons: DesignIcon[] }>(response)).icons;
    },
  };
}
