/**
 * A generation the page was reloaded (or closed) in the middle of: its brief is kept in this tab while the run goes,
 * so the page that comes back can say the run was interrupted and offer to run it again with the same brief.
 */
import type { BriefValues } from '../brief-form/brief-input';
import { BRIEF_FIELDS, isRecord } from '../workspace/workspace-store';

const KEY = 'logo-dna:running';

/**
 * The page is going away (reload, close, navigation): the run's requests are then aborted and it ends as failed, but
 * it was interrupted, so it stays remembered. A page restored from the back-forward cache is back.
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage switched off: an interrupted run is then simply not remembered.
    return undefined;
  }
}

/** A run starts: its brief is kept until it ends. */
export function rememberRun(values: BriefValues): void {
  try {
    tabStorage()?.setItem(KEY, JSON.stringify({ values }));
  } catch {
    // A full or blocked storage only loses the notice, never the run.
  }
}

/** The run ended (done, failed or cancelled): nothing to report after a reload. Not when the page is going away. */
export function forgetRun(): void {
  if (leaving) return;
  try {
    tabStorage()?.removeItem(KEY);
  } catch {
    // As above.
  }
}

/** The brief of a run that was still going when the page went away, or null. */
export function readInterruptedRun(): BriefValues | null {
  try {
    const raw = tabStorage()?.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    const values = isRecord(parsed) ? parsed.values : undefined;
    if (!isRecord(values) || !BRIEF_FIELDS.every((field) => typeof values[field] === 'string')) return null;
    return Object.fromEntries(BRIEF_FIELDS.map((field) => [field, values[field]])) as BriefValues;
  } catch {
    return null;
  }
}
