/**
 * Undo and redo over the editor's edits: a past and a future around the present. Changes to one control in quick
 * succession (typing, dragging a slider) fold into one step, so undo goes back a whole change, not a keystroke.
 */

export interface EditHistory<T> {
  past: T[];
  present: T;
  future: T[];
  /** The control the last step changed, and when; a change to the same control within the window joins that step. */
  lastKey?: string;
  lastAt?: number;
}

/** A change to the same control within this many milliseconds joins the previous undo step. */
export const MERGE_WINDOW_MS = 1000;
/** Steps kept; the oldest are forgotten past this. */
export const MAX_STEPS = 100;

export function createHistory<T>(present: T): EditHistory<T> {
  return { past: [], present, future: [] };
}

/** The history after `next`; a new step unless it continues the last change to the same control. */
export function commitEdit<T>(history: EditHistory<T>, next: T, key: string, now: number): EditHistory<T> {
  if (Object.is(next, history.present)) return history;
  const merge = key === history.lastKey && history.lastAt !== undefined && now - history.lastAt <= MERGE_WINDOW_MS;
  const past = merge ? history.past : [...history.past, history.present].slice(-MAX_STEPS);
  return { past, present: next, future: [], lastKey: key, lastAt: now };
}

export function undoEdit<T>(history: EditHistory<T>): EditHistory<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redoEdit<T>(history: EditHistory<T>): EditHistory<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}

export const canUndo = (history: EditHistory<unknown>) => history.past.length > 0;
export const canRedo = (history: EditHistory<unknown>) => history.future.length > 0;

export interface HistoryButtonsState {
  /** The edits differ from the saved design. */
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** The edits change nothing: the designer's own design. */
  unedited: boolean;
}

/**
 * Why the history buttons that are off are off, in a few words, or undefined when all are on: Save has nothing unsaved,
 * Undo nothing done, Redo nothing undone, Reset nothing changed from the designer's design.
 */
export function historyNote({ dirty, canUndo, canRedo, unedited }: HistoryButtonsState): string | undefined {
  if (!dirty && !canUndo && !canRedo) return 'No changes yet.';
  const reasons = [
    dirty ? undefined : 'No unsaved changes',
    canUndo ? undefined : 'Nothing to undo',
    canRedo ? undefined : 'Nothing to redo',
    unedited ? "The designer's own design" : undefined,
  ].filter(Boolean);
  return reasons.length > 0 ? `${reasons.join(' · ')}.` : undefined;
}
