/**
 * Binds tokens that arrive in the URL to a sign-in this browser started (against login CSRF and
 * session swapping): each hosted sign-in, magic link or reset request stores a random state, the
 * server hands it back beside the tokens, and a state is taken once.
 */
import { createRandomHex, type KeyValueStorage, type Runtime, readJson, writeJson } from '../core/runtime';

/** How long a started sign-in may take to come back: a magic link lives 10 minutes, a reset link 30. */
export const SIGN_IN_STATE_TTL_MS = 60 * 60 * 1000;
/** Sign-ins pending at once (several tabs, a link requested twice); the oldest goes first. */
export const MAX_PENDING_STATES = 5;

const toSignInStateKey = (projectId: string) => `blink_auth_state_${projectId}`;

interface PendingState {
  state: string;
  /** Milliseconds since the epoch when the sign-in started. */
  at: number;
}

export interface SignInStates {
  /** Starts a sign-in: a new random state, remembered for SIGN_IN_STATE_TTL_MS. */
  begin(): string;
  /** True once for a state this browser started and has not used, within its lifetime; the state is then forgotten. */
  take(state: string): boolean;
}

/**
 * Pending states live in localStorage so a link opened in another tab of this browser still matches;
 * without storage (Node, privacy modes) they live in memory.
 */
export function createSignInStates(runtime: Runtime, projectId: string): SignInStates {
  const key = toSignInStateKey(projectId);
  let memory: PendingState[] = [];
  const storage: KeyValueStorage | null = runtime.storage;

  function read(): PendingState[] {
    const stored = storage ? readJson<unknown>(storage, key) : memory;
    const list = Array.isArray(stored) ? stored : [];
    const oldest = runtime.now() - SIGN_IN_STATE_TTL_MS;
    return list.filter(
      (item): item is PendingState =>
        typeof item?.state === 'string' && typeof item?.at === 'number' && item.at > oldest && item.at <= runtime.now(),
    );
  }

  function write(list: PendingState[]): void {
    memory = list;
    if (storage) writeJson(storage, key, list.length > 0 ? list : undefined);
  }

  return {
    begin() {
      const state = createRandomHex(32, runtime.random);
      write([...read(), { state, at: runtime.now() }].slice(-MAX_PENDING_STATES));
      return state;
    },
    take(state) {
      const pending = read();
      const rest = pending.filter((item) => item.state !== state);
      write(rest);
      return rest.length < pending.length;
    },
  };
}

/** What start-up does with tokens found in the URL. */
export type UrlTokenDecision = 'accept' | 'ignore';

/**
 * The rules for URL tokens: only a state this browser started, and has not used, completes a sign-in. Tokens without
 * a state, or with a state this browser did not start, are never taken, with or without a session: a link built by
 * someone else can neither replace a session nor sign a signed-out visitor into another account (login CSRF). The
 * cost: an email link opened in another browser than the one that asked for it does not sign in there.
 */
export function decideUrlTokens(state: string | undefined, states: SignInStates, _hasSession: boolean): UrlTokenDecision {
  if (!state) return 'ignore';
  return states.take(state) ? 'accept' : 'ignore';
}
