/** The HTML shell of every hosted auth page: product styling, a nonce'd style and script, and the page data as JSON. */
import { escapeHtml } from '../http/html';
import { HOSTED_PAGE_SCRIPT } from './page-script';

export interface PageShellOptions {
  title: string;
  nonce: string;
  /** Inner HTML of the card (already escaped by the caller). */
  body: string;
  /** Read by the page script; serialised so it cannot close the script element. */
  data: Record<string, unknown>;
}

// Neutral zinc palette and one indigo accent, matching the product's UI kit.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fafafa;color:#18181b;font:15px/1.5 Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif;padding:24px}
.card{width:100%;max-width:400px;background:#fff;border:1px solid #e4e4e7;border-radius:16px;padding:32px;box-shadow:0 1px 2px rgba(0,0,0,.04),0 8px 24px rgba(0,0,0,.04)}
.brand{display:flex;align-items:center;gap:10px;font-weight:600;margin-bottom:20px}
.mark{width:28px;height:28px;border-radius:8px;background:linear-gradient(135deg,#18181b,#4f46e5)}
h1{font-size:20px;margin:0 0 4px}p.lead{margin:0 0 20px;color:#71717a}
.tabs{display:grid;grid-template-columns:repeat(4,1fr);gap:4px;background:#f4f4f5;border-radius:10px;padding:4px;margin-bottom:20px}
.tabs button{border:0;background:transparent;border-radius:8px;padding:6px 4px;font:inherit;font-size:13px;color:#52525b;cursor:pointer}
.tabs button[aria-selected=true]{background:#fff;color:#18181b;box-shadow:0 1px 2px rgba(0,0,0,.08)}
form{display:grid;gap:12px}form[hidden]{display:none}
label{display:grid;gap:6px;font-size:13px;font-weight:500}
input{font:inherit;padding:10px 12px;border:1px solid #d4d4d8;border-radius:10px;outline:none}
input:focus{border-color:#4f46e5;box-shadow:0 0 0 3px rgba(79,70,229,.15)}
.primary{border:0;border-radius:10px;padding:11px 14px;font:inherit;font-weight:600;background:#18181b;color:#fff;cursor:pointer}
.primary:disabled{opacity:.6;cursor:progress}
.provider{display:block;text-align:center;border:1px solid #d4d4d8;border-radius:10px;padding:10px 14px;color:#18181b;text-decoration:none;font-weight:500}
.providers{display:grid;gap:8px;margin-top:16px}.divider{display:flex;align-items:center;gap:8px;color:#a1a1aa;font-size:12px;margin-top:16px}
.divider:before,.divider:after{content:"";flex:1;border-top:1px solid #e4e4e7}
.status{min-height:20px;font-size:14px;margin:12px 0 0}.status.error{color:#dc2626}.status.ok{color:#16a34a}
a{color:#4f46e5}a.primary{display:block;text-align:center;text-decoration:none}
`;

// The brand mark as the tab icon, inline so the page (CSP img-src 'self' data:) never asks for a /favicon.ico the server lacks.
const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
  '<stop offset="0" stop-color="#18181b"/><stop offset="1" stop-color="#4f46e5"/></linearGradient></defs>' +
  '<rect width="32" height="32" rx="9" fill="url(#g)"/></svg>';
const ICON_HREF = `data:image/svg+xml,${encodeURIComponent(ICON_SVG)}`;

/** Serialises page data for a `<script type="application/json">` element. */
function toScriptJson(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export function renderPage(options: PageShellOptions): string {
  const nonce = escapeHtml(options.nonce);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="${ICON_HREF}"><title>${escapeHtml(options.title)} · Logo DNA</title>
<style nonce="${nonce}">${STYLE}</style></head>
<body><main class="card"><div class="brand"><span class="mark" aria-hidden="true"></span>Logo DNA</div>
${options.body}
<p class="status" id="status" role="status" aria-live="polite"></p></main>
<script type="application/json" id="page-data">${toScriptJson(options.data)}</script>
<script nonce="${nonce}">${HOSTED_PAGE_SCRIPT}</script></body></html>`;
}

/**
 * A page that only explains what went wrong (bad redirect URL, unknown provider, failed callback), with the way back:
 * to the app that asked when its address is known and allowed, else to this server's own app (`/`, on the origin the
 * browser is on).
 */
export function renderErrorPage(nonce: string, title: string, message: string, back = '/'): string {
  return renderPage({
    title,
    nonce,
    body: `<h1>${escapeHtml(title)}</h1><p class="lead">${escapeHtml(message)}</p><p class="back"><a class="primary" href="${escapeHtml(back)}">Back to Logo DNA</a></p>`,
    data: { page: 'error' },
  });
}
