/**
 * Toasts (spec §2: top-center and top-right). Pipeline progress goes to the top-center toaster;
 * copy, download and error messages to the top-right one. Copy of spec §8 lives here.
 */
import { toast } from 'sonner';

export const PROGRESS_TOASTER = 'progress';
export const STATUS_TOASTER = 'status';
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

const GENERATION_TOAST_ID = 'generation';

/** Progress of one generation: one toast updated in place. */
export const generationToast = {
  progress(message: string) {
    toast.loading(message, { id: GENERATION_TOAST_ID, toasterId: PROGRESS_TOASTER });
  },
  success(message: string, duration?: number) {
    toast.success(message, { id: GENERATION_TOAST_ID, toasterId: PROGRESS_TOASTER, duration });
  },
  /** A description (what to change in the form) keeps the toast up long enough to read it. */
  fail(message: string, description?: string) {
    toast.error(message, {
      id: GENERATION_TOAST_ID,
      toasterId: PROGRESS_TOASTER,
      description,
      duration: description ? DETAIL_TOAST_MS : undefined,
    });
  },
};

export function notifySuccess(message: string): void {
  toast.success(message, { toasterId: STATUS_TOASTER, duration: SUCCESS_TOAST_MS });
}

export function notifyError(message: string): void {
  toast.error(message, { toasterId: STATUS_TOASTER });
}
