/**
 * Toasts: pipeline progress, copy, download and error messages all go to the page's one toaster, stacked in one place
 * (App: the bottom right, above the form's submit bar), where they cover no control of the header or the result's
 * header. Copy of spec §8 lives here.
 */
import { toast } from 'sonner';

export const TOASTER = 'notifications';
/** Spec §9: success toasts stay 4 s. */
export const SUCCESS_TOAST_MS = 4000;
/** A failure that tells the user what to fix stays longer than sonner's 4 s default. */
const DETAIL_TOAST_MS = 8000;

export const MESSAGES = {
  generateFailed: 'Failed to generate logo system. Please try again.',
  generateCancelled: 'Generation cancelled. Your brief is still here.',
  generateTimedOut: 'Generation took too long and was stopped. Your brief is still here; please try again.',
  regenerateFailed: 'Failed to regenerate. Please try again.',
  exportFailed: 'Failed to export. Please try again.',
  downloadFailed: 'Failed to download image',
  ready: 'Your logo system is ready!',
  saveFailed: 'Your logo system could not be saved. It is shown below but will not appear in My logo systems.',
  copied: (label: string) => `${label} copied to clipboard!`,
  downloaded: (filename: string) => `${filename} downloaded!`,
} as const;

/** Each step of a generation has its own toast, so a step's "done" stays up for its time while the next step runs. */
let generationStep = 0;
const stepToastId = () => `generation-${generationStep}`;

/** Progress of one generation (spec §4): one toast per step, turned from "…ing" to "done" in place. */
export const generationToast = {
  /** A step starts: a new toast, loading, for as long as the step's own work runs. */
  progress(message: string) {
    generationStep += 1;
    toast.loading(message, { id: stepToastId(), toasterId: TOASTER });
  },
  /** The running step is done: its toast says so and stays the usual time. */
  success(message: string, duration?: number) {
    toast.success(message, { id: stepToastId(), toasterId: TOASTER, duration });
  },
  /** The whole run is done: a toast of its own, beside the last step's. */
  done(message: string, duration?: number) {
    generationStep += 1;
    toast.success(message, { id: stepToastId(), toasterId: TOASTER, duration });
  },
  /** The run failed in its current step: that step's toast says so. A description keeps it up long enough to read it. */
  fail(message: string, description?: string) {
    toast.error(message, {
      id: stepToastId(),
      toasterId: TOASTER,
      description,
      duration: description ? DETAIL_TOAST_MS : undefined,
    });
  },
};

export function notifySuccess(message: string): void {
  toast.success(message, { toasterId: TOASTER, duration: SUCCESS_TOAST_MS });
}

export function notifyError(message: string): void {
  toast.error(message, { toasterId: TOASTER });
}
