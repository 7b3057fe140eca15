import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, commitEdit, createHistory, historyNote, MAX_STEPS, MERGE_WINDOW_MS, redoEdit, undoEdit } from './edit-history';

describe('edit history', () => {
  it('undoes and redoes whole steps', () => {
    let history = createHistory('a');
    history = commitEdit(history, 'b', 'colour', 0);
    history = commitEdit(history, 'c', 'font', 10);
    expect(history.present).toBe('c');
    history = undoEdit(history);
    expect(history.present).toBe('b');
    history = undoEdit(history);
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    expect(undoEdit(history)).toBe(history);
    history = redoEdit(redoEdit(history));
    expect(history.present).toBe('c');
    expect(canRedo(history)).toBe(false);
  });

  it('folds quick changes to one control into one step, but not changes far apart or to another control', () => {
    let history = createHistory('');
    for (const [i, text] of ['H', 'Ha', 'Hal'].entries()) history = commitEdit(history, text, 'name', i * 100);
    expect(history.past).toEqual(['']);
    history = commitEdit(history, 'Halc', 'name', 200 + MERGE_WINDOW_MS + 1);
    expect(history.past).toEqual(['', 'Hal']);
    history = commitEdit(history, 'x', 'tagline', 200 + MERGE_WINDOW_MS + 2);
    expect(history.past).toEqual(['', 'Hal', 'Halc']);
  });

  it('drops the future on a new change after an undo', () => {
    let history = commitEdit(commitEdit(createHistory(1), 2, 'a', 0), 3, 'b', 5000);
    history = commitEdit(undoEdit(history), 4, 'c', 9000);
    expect(history.present).toBe(4);
    expect(canRedo(history)).toBe(false);
    expect(undoEdit(history).present).toBe(2);
  });

  it('ignores a change to the same value and keeps at most MAX_STEPS steps', () => {
    const start = createHistory(0);
    expect(commitEdit(start, 0, 'a', 0)).toBe(start);
    let history = start;
    for (let i = 1; i <= MAX_STEPS + 20; i++) history = commitEdit(history, i, `k${i}`, i);
    expect(history.past).toHaveLength(MAX_STEPS);
  });
});

describe('historyNote', () => {
  const state = { dirty: true, canUndo: true, canRedo: true, unedited: false };
  it.each([
    ['nothing changed yet', { dirty: false, canUndo: false, canRedo: false, unedited: true }, 'No changes yet.'],
    ['a change made', { ...state, canRedo: false }, 'Nothing to redo.'],
    ['every change undone', { ...state, dirty: false, canUndo: false }, 'No unsaved changes · Nothing to undo.'],
    ["reset to the designer's design", { ...state, canRedo: false, unedited: true }, "Nothing to redo · The designer's own design."],
    ['every button on', state, undefined],
  ])('%s', (_name, buttons, note) => {
    expect(historyNote(buttons)).toBe(note);
  });
});
