/**
 * The steps of one generation as the page shows them beside its toasts (spec §4): which step the run is in, which
 * are done, and where it stopped when it failed. Every change comes from the pipeline entering a step
 * (generate-logo-system's `onStep`) or the run ending, never from a clock.
 */

/** The pipeline's steps, in the order spec §4 runs them. */
const GENERATION_STEPS = ['strategy', 'logos', 'palette', 'record'] as const;
export type GenerationStep = (typeof GENERATION_STEPS)[number];

export type StepState = 'waiting' | 'active' | 'done' | 'failed';

export interface RunProgress {
  /** Which run of the page this is (each starts its list afresh). */
  run: number;
  brandName: string;
  /** A signed-in run saves its record in the last step; an anonymous one only builds it. */
  saving: boolean;
  /** The step the run is in; null before the first has started. */
  current: GenerationStep | null;
  status: 'running' | 'failed';
  /** Why the run stopped, in words for the page (a failed run only). */
  failure?: string;
}

/** What each step is called on the page. */
export function stepLabel(step: GenerationStep, saving: boolean): string {
  switch (step) {
    case 'strategy':
      return 'Brand strategy';
    case 'logos':
      return 'Logo designs';
    case 'palette':
      return 'Palette and typography';
    case 'record':
      return saving ? 'Saving to My logo systems' : 'Putting it all together';
  }
}

export function startRun(run: number, brandName: string, saving: boolean): RunProgress {
  return { run, brandName, saving, current: null, status: 'running' };
}

/** The run has entered `step`: every step before it is done. */
export function enterStep(progress: RunProgress, step: GenerationStep): RunProgress {
  return progress.status === 'running' ? { ...progress, current: step } : progress;
}

/** The run stopped in its current step (the first, when it failed before any began). */
export function failRun(progress: RunProgress, failure: string): RunProgress {
  return { ...progress, current: progress.current ?? GENERATION_STEPS[0], status: 'failed', failure };
}

/** The state of every step, in order. */
export function stepStates(progress: RunProgress): Array<{ step: GenerationStep; state: StepState }> {
  const at = progress.current === null ? -1 : GENERATION_STEPS.indexOf(progress.current);
  return GENERATION_STEPS.map((step, index) => {
    if (index < at) return { step, state: 'done' };
    if (index > at) return { step, state: 'waiting' };
    return { step, state: progress.status === 'failed' ? 'failed' : 'active' };
  });
}

/** The one line a screen reader hears as the run moves (the panel's live region). */
export function describeRun(progress: RunProgress): string {
  if (progress.current === null) return 'Starting…';
  const number = GENERATION_STEPS.indexOf(progress.current) + 1;
  const label = stepLabel(progress.current, progress.saving);
  const total = GENERATION_STEPS.length;
  return progress.status === 'failed' ? `Stopped at step ${number} of ${total}: ${label} failed.` : `Step ${number} of ${total}: ${label}…`;
}
