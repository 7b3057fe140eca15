/**
 * The poll a signed-in owner shared from this browser: its id and its link (the server keeps only the link's hash,
 * so this browser is where the link can be shown again). Kept per account: another account at this screen sees none.
 */
import { browserStorage } from '../workspace/workspace-store';

const KEY = 'logo-dna:shared-poll';

export interface SharedPollRef {
  userId: string;
  pollId: string;
  /** `/poll/<token>` on this server. */
  path: string;
}

export function loadSharedPoll(userId: string, storage: Storage | undefined = browserStorage()): SharedPollRef | null {
  try {
    const stored = JSON.parse(storage?.getItem(KEY) ?? 'null') as Partial<SharedPollRef> | null;
    if (!stored || stored.userId !== userId || typeof stored.pollId !== 'string' || typeof stored.path !== 'string') return null;
    return stored as SharedPollRef;
  } catch {
    return null;
  }
}

export function saveSharedPoll(ref: SharedPollRef | null, storage: Storage | undefined = browserStorage()): void {
  try {
    if (ref) storage?.setItem(KEY, JSON.stringify(ref));
    else storage?.removeItem(KEY);
  } catch {
    // Without storage the link is shown until the page is left.
  }
}

/** The token of a poll page path, or null for any other path. */
export function pollTokenOf(pathname: string): string | null {
  return /^\/poll\/([A-Za-z0-9_-]{1,200})\/?$/.exec(pathname)?.[1] ?? null;
}
