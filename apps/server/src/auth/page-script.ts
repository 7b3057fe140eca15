/**
 * The one script of the hosted auth pages (served inline with a CSP nonce). It posts forms to the
 * auth API and hands tokens back: to the opener in popup mode (protocol.md §4.5, exact target
 * origin) or to `redirect_url`, in its fragment for our SDK and web app, or in its query string for
 * the original client (§4.3; see toHandBackUrl), with the app's `state` beside them; email links carry
 * that state too.
 */
export const HOSTED_PAGE_SCRIPT = `(() => {
  'use strict';
  const data = JSON.parse(document.getElementById('page-data').textContent);
  const status = document.getElementById('status');
  const show = (message, kind) => { status.textContent = message || ''; status.className = 'status ' + (kind || ''); };
  const hash = new URLSearchParams(location.hash.slice(1));
  const linkToken = hash.get('token');
  if (linkToken) history.replaceState(null, '', location.pathname + location.search);

  async function post(path, body) {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(json.error || json.message || 'Something went wrong. Please try again.');
    return json;
  }

  function finish(tokens) {
    if (data.mode === 'popup' && window.opener) {
      window.opener.postMessage({
        type: 'BLINK_AUTH_TOKENS',
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token,
        token_type: tokens.token_type,
        expires_in: tokens.expires_in,
        refresh_expires_in: tokens.refresh_expires_in,
        projectId: data.projectId,
        state: data.state,
      }, data.targetOrigin);
      window.close();
      return;
    }
    const url = new URL(data.redirectUrl);
    const params = new URLSearchParams({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
    // The app's state comes back beside the tokens: it takes URL tokens only for a sign-in it started.
    if (data.state) params.set('state', data.state);
    if (data.responseMode === 'fragment') url.hash = params.toString();
    else for (const [name, value] of params) url.searchParams.set(name, value);
    window.location.replace(url.toString());
  }

  function fail(code, message) {
    show(message, 'error');
    if (data.mode === 'popup' && window.opener) window.opener.postMessage({ type: 'BLINK_AUTH_ERROR', code, message }, data.targetOrigin);
  }

  function bind(id, handler) {
    const form = document.getElementById(id);
    if (!form) return;
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const button = form.querySelector('button[type=submit]');
      button.disabled = true;
      show('');
      try { await handler(Object.fromEntries(new FormData(form))); }
      catch (error) { show(error.message, 'error'); }
      finally { button.disabled = false; }
    });
  }

  for (const tab of document.querySelectorAll('[role=tab]')) {
    tab.addEventListener('click', () => {
      for (const other of document.querySelectorAll('[role=tab]')) other.setAttribute('aria-selected', String(other === tab));
      for (const form of document.querySelectorAll('form[data-panel]')) form.hidden = form.dataset.panel !== tab.dataset.panel;
      show('');
    });
  }

  bind('form-signin', async (f) => finish(await post('/api/auth/signin/email', { email: f.email, password: f.password, projectId: data.projectId })));
  bind('form-signup', async (f) => {
    const answer = await post('/api/auth/signup', { email: f.email, password: f.password, displayName: f.displayName || undefined, projectId: data.projectId });
    // With email confirmations on, sign-up answers a message (the same for a new or a taken address), not a session.
    if (answer.access_token) finish(answer);
    else show(answer.message || 'Check your inbox to confirm your address.', 'ok');
  });
  bind('form-magic', async (f) => show((await post('/api/auth/signin/magic', { email: f.email, redirectUrl: data.redirectUrl, projectId: data.projectId, state: data.state || undefined })).message, 'ok'));
  bind('form-forgot', async (f) => show((await post('/api/auth/password/reset', { email: f.email, redirectUrl: data.redirectUrl, projectId: data.projectId, state: data.state || undefined })).message, 'ok'));
  bind('form-magic-verify', async () => {
    if (!linkToken) throw new Error('This link is incomplete. Please open the link from your email again.');
    finish(await post('/api/auth/signin/magic/verify', { token: linkToken, projectId: data.projectId }));
  });
  bind('form-reset', async (f) => {
    if (!linkToken) throw new Error('This link is incomplete. Please open the link from your email again.');
    if (f.password !== f.confirm) throw new Error('The two passwords are not the same.');
    await post('/api/auth/password/reset/confirm', { token: linkToken, password: f.password, projectId: data.projectId });
    document.getElementById('form-reset').hidden = true;
    show('Your password has been changed. You can sign in with it now.', 'ok');
    document.getElementById('after')?.removeAttribute('hidden');
  });
  bind('form-verify', async () => {
    if (!linkToken) throw new Error('This link is incomplete. Please open the link from your email again.');
    await post('/api/auth/email/verify', { token: linkToken, projectId: data.projectId });
    document.getElementById('form-verify').hidden = true;
    show('Your email address is confirmed.', 'ok');
    document.getElementById('after')?.removeAttribute('hidden');
  });

  if (data.page === 'finish' && data.tokens) finish(data.tokens);
  if (data.page === 'finish' && data.error) fail(data.error.code, data.error.message);
})();`;
