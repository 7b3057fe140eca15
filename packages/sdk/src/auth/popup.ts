/** Provider sign-in in a popup window (headless mode): opens the hosted page and waits for its token message. */
import { AuthError } from '../core/errors';
import { createRandomHex, type Runtime } from '../core/runtime';
import { type AuthTokens, parseTokens } from './tokens';

const POPUP_TIMEOUT_MS = 300_000;
const POPUP_CLOSED_CHECK_MS = 1000;

export interface PopupSignInParams {
  runtime: Runtime;
  baseUrl: string;
  projectId: string;
  provider: string;
  redirectUrl?: string;
}

/** Resolves with the tokens posted by the popup; rejects when blocked, closed, timed out or answered wrongly. */
export function runPopupSignIn(params: PopupSignInParams): Promise<AuthTokens> {
  const { runtime, baseUrl, projectId, provider } = params;
  const window = runtime.window;
  if (!window?.open) return Promise.reject(new AuthError('POPUP_CANCELED', 'Popup was blocked'));
  const state = createRandomHex(32, runtime.random);
  writeOAuthState(runtime, state);
  const url = new URL('/auth', baseUrl);
  url.search = new URLSearchParams({
    provider,
    project_id: projectId,
    state,
    mode: 'popup',
    redirect_url: params.redirectUrl ?? window.location.origin,
  }).toString();
  const popup = window.open(url.toString(), 'blink-auth', 'width=500,height=600');
  if (!popup) return Promise.reject(new AuthError('POPUP_CANCELED', 'Popup was blocked'));
  const allowed = [new URL(baseUrl).origin, 'http://localhost:3000', 'http://localhost:3001'];

  return new Promise((resolve, reject) => {
    const finish = (error: AuthError | null, tokens?: AuthTokens) => {
      window.removeEventListener('message', onMessage);
      runtime.timers.clearInterval(closedCheck);
      runtime.timers.clearTimeout(timeout);
      if (error) reject(error);
      else resolve(tokens as AuthTokens);
    };
    const onMessage = (event: Event) => {
      const { origin, data } = event as MessageEvent;
      if (!allowed.includes(origin) || typeof data !== 'object' || data === null) return;
      const message = data as Record<string, unknown>;
      if (message.type === 'BLINK_AUTH_ERROR') {
        return finish(new AuthError(String(message.code ?? 'POPUP_CANCELED'), String(message.message ?? 'Authentication failed')));
      }
      if (message.type !== 'BLINK_AUTH_TOKENS') return;
      if (message.projectId !== projectId) return finish(new AuthError('INVALID_CREDENTIALS', 'Project ID mismatch'));
      if (message.state !== state) return finish(new AuthError('INVALID_CREDENTIALS', 'State mismatch'));
      const tokens = parseTokens(message);
      if (!tokens) return finish(new AuthError('INVALID_CREDENTIALS', 'Invalid token message'));
      popup.close();
      finish(null, tokens);
    };
    window.addEventListener('message', onMessage);
    const closedCheck = runtime.timers.setInterval(() => {
      if (popup.closed) finish(new AuthError('POPUP_CANCELED', 'Authentication was canceled'));
    }, POPUP_CLOSED_CHECK_MS);
    const timeout = runtime.timers.setTimeout(() => {
      popup.close();
      finish(new AuthError('AUTH_TIMEOUT', 'Authentication timed out'));
    }, POPUP_TIMEOUT_MS);
  });
}

function writeOAuthState(runtime: Runtime, state: string): void {
  try {
    runtime.window?.sessionStorage?.setItem('blink_oauth_state', state);
  } catch {
    // The state is also held in memory by the pending promise, which is what is compared.
  }
}
