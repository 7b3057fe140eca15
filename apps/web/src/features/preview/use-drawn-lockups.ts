/**
 * What each stored lockup of a system draws, in words: the engine draws the system's brief again (its design cache
 * usually has it) and its design record says which lockups show the mark and how, so a lockup's alt text and label
 * describe that lockup rather than repeat the concept the primary was chosen for. Only for logos the engine drew
 * (their SVGs are stored beside them); undefined until the record is in, or when it cannot be had.
 */
import type { LogoSystemRecord } from '@logo-dna/protocol';
import { useEffect, useMemo, useState } from 'react';
import { PROJECT_ID } from '../../shared/client';
import { createEditorApi } from '../editor/editor-api';
import { toLogoSystem } from '../generation/logo-system';
import { describeLockups, type LockupDescription, type LockupKind } from './lockup-descriptions';

export type DrawnLockups = Record<LockupKind, LockupDescription>;

export function useDrawnLockups(record: LogoSystemRecord, engineDrawn: boolean): DrawnLockups | undefined {
  const brief = useMemo(() => (engineDrawn ? toLogoSystem(record).brief : undefined), [record, engineDrawn]);
  const key = brief ? JSON.stringify(brief) : '';
  const [answer, setAnswer] = useState<{ key: string; drawn: DrawnLockups } | null>(null);
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    createEditorApi(window.location.origin, PROJECT_ID)
      .designSystem(JSON.parse(key), controller.signal)
      .then((design) => {
        if (!controller.signal.aborted) setAnswer({ key, drawn: describeLockups(design.record, design.settings) });
      })
      // Without the record the page keeps its plainer words (the lockup's name); nothing to report.
      .catch(() => undefined);
    return () => controller.abort();
  }, [key]);
  return answer && answer.key === key ? answer.drawn : undefined;
}
