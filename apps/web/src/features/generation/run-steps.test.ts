import { describe, expect, it } from 'vitest';
import { describeRun, enterStep, failRun, startRun, stepLabel, stepStates } from './run-steps';

const states = (progress: Parameters<typeof stepStates>[0]) => stepStates(progress).map(({ step, state }) => `${step}:${state}`);

describe('the steps of one generation', () => {
  it('waits on every step until the run enters the first', () => {
    const progress = startRun(1, 'Northwind', false);
    expect(states(progress)).toEqual(['strategy:waiting', 'logos:waiting', 'palette:waiting', 'record:waiting']);
    expect(describeRun(progress)).toBe('Starting…');
  });

  it('marks the step the run is in and every one before it done', () => {
    const progress = enterStep(enterStep(startRun(1, 'Northwind', false), 'strategy'), 'palette');
    expect(states(progress)).toEqual(['strategy:done', 'logos:done', 'palette:active', 'record:waiting']);
    expect(describeRun(progress)).toBe('Step 3 of 4: Palette and typography…');
  });

  it('fails the step the run was in, with the reason, and moves no further', () => {
    const failed = failRun(enterStep(startRun(1, 'Northwind', false), 'logos'), 'This step could not be finished.');
    expect(states(failed)).toEqual(['strategy:done', 'logos:failed', 'palette:waiting', 'record:waiting']);
    expect(failed.failure).toBe('This step could not be finished.');
    expect(describeRun(failed)).toBe('Stopped at step 2 of 4: Logo designs failed.');
    expect(enterStep(failed, 'palette')).toBe(failed);
  });

  it('fails the first step when the run stopped before any began', () => {
    expect(states(failRun(startRun(1, 'Northwind', false), 'Designer not found.'))[0]).toBe('strategy:failed');
  });

  it('names the last step for what it does: a signed-in run saves, an anonymous one only builds', () => {
    expect(stepLabel('record', true)).toBe('Saving to My logo systems');
    expect(stepLabel('record', false)).toBe('Putting it all together');
  });
});
