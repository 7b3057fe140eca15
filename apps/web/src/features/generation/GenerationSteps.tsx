/**
 * The run's steps on the page, where the result will appear (the toasts of spec §4 say the same beside it): each step
 * named, the running one marked and announced, finished ones ticked, and a failed one saying what failed, with the
 * form's own Generate to try again.
 */
import { AlertCircle, Check, Circle, Loader2, RotateCcw, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../shared/Button';
import { cx } from '../../shared/cx';
import { describeRun, type RunProgress, type StepState, stepLabel, stepStates } from './run-steps';

export interface GenerationStepsProps {
  progress: RunProgress;
  /** Stops the running generation (shown while it runs). */
  onCancel: () => void;
  /** Takes a failed run's list away (shown once it failed). */
  onDismiss: () => void;
  /** The id of the brief form: Try again submits it, exactly as its Generate button does. */
  formId: string;
}

const STATE_TEXT: Record<StepState, string> = {
  waiting: 'Waiting',
  active: 'In progress',
  done: 'Done',
  failed: 'Failed',
};

function StepMark({ state }: { state: StepState }) {
  const box = 'grid h-6 w-6 shrink-0 place-items-center rounded-full';
  if (state === 'done')
    return (
      <span aria-hidden="true" className={cx(box, 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200')}>
        <Check className="h-3.5 w-3.5" strokeWidth={3} />
      </span>
    );
  if (state === 'active')
    return (
      <span aria-hidden="true" className={cx(box, 'text-ink')}>
        <Loader2 className="h-5 w-5 animate-spin" data-testid="step-spinner" />
      </span>
    );
  if (state === 'failed')
    return (
      <span aria-hidden="true" className={cx(box, 'bg-red-100 text-red-700')}>
        <X className="h-3.5 w-3.5" strokeWidth={3} />
      </span>
    );
  return (
    <span aria-hidden="true" className={cx(box, 'text-slate-400')}>
      <Circle className="h-4 w-4" />
    </span>
  );
}

export function GenerationSteps({ progress, onCancel, onDismiss, formId }: GenerationStepsProps) {
  const root = useRef<HTMLElement>(null);
  const failed = progress.status === 'failed';
  const brand = progress.brandName || 'your brand';

  // The list is where the run is said: brought into view as a run starts (the form's button may be far below).
  useEffect(() => {
    if (progress.run) root.current?.scrollIntoView?.({ block: 'nearest' });
  }, [progress.run]);

  return (
    <section
      ref={root}
      // No aria-busy here: it would hold back the live line's announcements until the run ends.
      aria-labelledby="generation-steps-heading"
      data-testid="generation-steps"
      data-status={progress.status}
      className={cx('mb-8 scroll-mt-24 rounded-2xl border bg-white p-5 shadow-card sm:p-6', failed ? 'border-red-600/40' : 'border-line')}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="generation-steps-heading" className="break-words text-base font-semibold tracking-tight text-ink">
            {failed ? `The logo system for ${brand} was not made` : `Generating the logo system for ${brand}`}
          </h2>
          {/* The current step, announced as it changes (polite: the toasts speak too). */}
          <p role="status" aria-live="polite" data-testid="generation-step-status" className="mt-1 text-sm text-muted">
            {describeRun(progress)}
          </p>
        </div>
        {failed ? null : (
          <Button variant="secondary" onClick={onCancel} className="shrink-0">
            Cancel
          </Button>
        )}
      </div>
      <ol className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {stepStates(progress).map(({ step, state }) => (
          <li
            key={step}
            data-step={step}
            data-state={state}
            aria-current={state === 'active' ? 'step' : undefined}
            className={cx(
              'flex min-w-0 items-start gap-2.5 rounded-xl px-3 py-2 sm:py-2.5',
              state === 'active' && 'bg-slate-50 ring-1 ring-line',
              state === 'failed' && 'bg-red-100/40 ring-1 ring-red-600/40',
            )}
          >
            <StepMark state={state} />
            <div className="min-w-0">
              <p className={cx('text-sm font-medium', state === 'waiting' ? 'text-muted' : 'text-ink')}>
                {stepLabel(step, progress.saving)}
              </p>
              {state === 'failed' ? (
                <p className="break-words text-xs text-red-700" data-testid="generation-failure">
                  <span className="font-medium">Failed:</span> {progress.failure}
                </p>
              ) : (
                <p className="text-xs text-muted">{STATE_TEXT[state]}</p>
              )}
            </div>
          </li>
        ))}
      </ol>
      {failed ? (
        <div className="mt-4 flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex min-w-0 items-start gap-2 text-sm text-ink">
            <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-red-700" />
            <span className="min-w-0">Nothing was made or saved. Your brief is still in the form below.</span>
          </p>
          <div className="flex shrink-0 gap-2">
            <Button type="submit" form={formId} variant="primary">
              <RotateCcw aria-hidden="true" className="h-4 w-4" />
              Try again
            </Button>
            <Button variant="secondary" onClick={onDismiss}>
              Dismiss
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
