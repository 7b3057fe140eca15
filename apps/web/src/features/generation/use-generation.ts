/** Runs the generation pipeline for the form, with the toasts of spec §4, its steps on the page and the busy flag of spec §5. */
import { useCallback, useRef, useState } from 'react';
import type { AuthUser } from '../../shared/api';
import { useApi } from '../../shared/api-context';
import { generationToast, MESSAGES, notifyError, SUCCESS_TOAST_MS } from '../../shared/notify';
import { type BriefValues, toBrandInput } from '../brief-form/brief-input';
import type { DesignerPreset } from '../designer-picker/designer-catalog';
import { toValidationDetail } from './failure-detail';
import { GenerationStoppedError, generateLogoSystem } from './generate-logo-system';
import { forgetRun, rememberRun } from './interrupted-run';
import type { LogoSystem } from './logo-system';
import { enterStep, failRun, type RunProgress, startRun } from './run-steps';

export interface UseGenerationOptions {
  designers: readonly DesignerPreset[];
  user: AuthUser | null;
  onGenerated: (system: LogoSystem, saved: boolean) => void;
}

/** What the step list says under the step a run stopped in. */
function toStepFailure(error: unknown): string {
  if (error instanceof GenerationStoppedError) return 'This step took too long and was stopped.';
  return toValidationDetail(error) ?? 'This step could not be finished.';
}

export function useGeneration({ designers, user, onGenerated }: UseGenerationOptions) {
  const api = useApi();
  const [generating, setGenerating] = useState(false);
  /** The steps of the form's run: while it goes, and where it stopped when it failed (null otherwise). */
  const [progress, setProgress] = useState<RunProgress | null>(null);
  // A ref as well as state: a second submit in the same tick must see the flag (spec §5 "ignored").
  const running = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const runs = useRef(0);

  /**
   * Runs the pipeline for the brief; `options.id` opens a gallery direction (its `variant`) as that record. The
   * system, or null.
   */
  const generate = useCallback(
    async (values: BriefValues, options: { id?: string; variant?: number } = {}): Promise<LogoSystem | null> => {
      if (running.current) return null;
      running.current = true;
      setGenerating(true);
      // A gallery direction shows its progress on its own tile; the step list is the form's.
      const tracked = !options.id;
      setProgress(tracked ? startRun(++runs.current, values.brandName.trim(), user !== null) : null);
      const run = new AbortController();
      controller.current = run;
      // Kept while the run goes: a reload in the middle is then reported, with the brief to run again.
      if (!options.id) rememberRun(values);
      try {
        const { system, saved } = await generateLogoSystem({
          api,
          input: toBrandInput(values),
          designers,
          user,
          reporter: generationToast,
          onStep: tracked ? (step) => setProgress((current) => current && enterStep(current, step)) : undefined,
          signal: run.signal,
          id: options.id,
          variant: options.variant,
        });
        setProgress(null);
        generationToast.done(MESSAGES.ready, SUCCESS_TOAST_MS);
        if (!saved) notifyError(MESSAGES.saveFailed);
        onGenerated(system, saved);
        return system;
      } catch (error) {
        const cancelled = error instanceof GenerationStoppedError && error.reason === 'cancelled';
        // Cancelled is the visitor's own doing: the list goes; a failure stays said where it happened.
        setProgress((current) => (current && !cancelled ? failRun(current, toStepFailure(error)) : null));
        // The form keeps every field, so trying again is one click.
        if (error instanceof GenerationStoppedError)
          generationToast.fail(error.reason === 'cancelled' ? MESSAGES.generateCancelled : MESSAGES.generateTimedOut);
        else generationToast.fail(MESSAGES.generateFailed, toValidationDetail(error));
        return null;
      } finally {
        forgetRun();
        controller.current = null;
        running.current = false;
        setGenerating(false);
      }
    },
    [api, designers, user, onGenerated],
  );

  /** Stops the running generation; its requests are aborted and nothing is shown or saved. */
  const cancel = useCallback(() => controller.current?.abort(), []);

  /** Takes a failed run's step list off the page. */
  const dismissProgress = useCallback(() => setProgress(null), []);

  return { generating, generate, cancel, progress, dismissProgress };
}
