/** The editor's edits with undo and redo: buttons and Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z (and Ctrl+Y) anywhere on the page. */
import type { DesignEdits } from '@logo-dna/protocol';
import { useCallback, useEffect, useState } from 'react';
import { canRedo, canUndo, commitEdit, createHistory, type EditHistory, redoEdit, undoEdit } from './edit-history';
import { sameEdits } from './edits-model';

export interface EditHistoryControls {
  edits: DesignEdits;
  /** Records a change; changes to the same control in quick succession are one undo step. */
  change: (next: DesignEdits, control: string) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

/** True for the undo chord (Ctrl/Cmd+Z), 'redo' for Shift+Ctrl/Cmd+Z or Ctrl+Y, false otherwise. */
function readHistoryShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

/** `restored`: unsaved edits brought back, made the present with the saved ones one undo step behind. */
export function useEditHistory(initial: DesignEdits, restored?: DesignEdits, now: () => number = Date.now): EditHistoryControls {
  const [history, setHistory] = useState<EditHistory<DesignEdits>>(() =>
    restored ? commitEdit(createHistory(initial), restored, 'restored', now()) : createHistory(initial),
  );
  const change = useCallback(
    (next: DesignEdits, control: string) =>
      setHistory((current) => (sameEdits(next, current.present) ? current : commitEdit(current, next, control, now()))),
    [now],
  );
  const undo = useCallback(() => setHistory(undoEdit), []);
  const redo = useCallback(() => setHistory(redoEdit), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = readHistoryShortcut(event);
      if (!action) return;
      // The editor's history replaces the browser's per-field undo, so one chord means one thing everywhere.
      event.preventDefault();
      if (action === 'undo') undo();
      else redo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [undo, redo]);

  return { edits: history.present, change, undo, redo, canUndo: canUndo(history), canRedo: canRedo(history) };
}
