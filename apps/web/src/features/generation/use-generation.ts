/** Runs the generation pipeline for the form, with the toasts of spec §4 and the busy flag of spec §5. */
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

export interface UseGenerationOptions {
  designers: readonly DesignerPreset[];
  user: AuthUser | null;
  onGenerated: (system: LogoSystem, saved: boolean) => void;
}

export function useGeneration({ designers, user, onGenerated }: UseGenerationOptions) {
  const api = useApi();
  const [generating, setGenerating] = useState(false);
  // A ref as well as state: a second submit in the same tick must see the flag (spec §5 "ignored").
  const running = useRef(false);
  const controller = useRef<AbortController | null>(null);

  /** Runs the pipeline for the brief; `options.id` opens a gallery direction as that record. The system, or null. */
  const generate = useCallback(
    async (values: BriefValues, options: { id?: string } = {}): Promise<LogoSystem | null> => {
      if (running.current) return null;
      running.current = true;
      setGenerating(true);
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
          signal: run.signal,
          id: options.id,
        });
        generationToast.done(MESSAGES.ready, SUCCESS_TOAST_MS);
        if (!saved) notifyError(MESSAGES.saveFailed);
        onGenerated(system, saved);
        return system;
      } catch (error) {
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

  return { generating, generate, cancel };
}
