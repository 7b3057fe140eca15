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
