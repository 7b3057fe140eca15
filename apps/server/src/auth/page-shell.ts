/** The HTML shell of every hosted auth page: product styling, a nonce'd style and script, and the page data as JSON. */
import { escapeHtml } from '../http/html';
import { APP_FONTS_PATH } from './app-fonts';
import { HOSTED_PAGE_SCRIPT } from './page-script';

export interface PageShellOptions {
  title: string;
  nonce: string;
  /** Inner HTML of the card (already escaped by the caller). */
  body: string;
  /** Read by the page script; serialised so it cannot close the script element. */
  data: Record<string, unknown>;
  /**
   * Where "Back to Logo DNA" above the card leads: the app that asked. None in a popup, which the app closes itself,
   * nor on an error page, whose card is that link.
   */
  back?: string;
}

/** The app's colour tokens (apps/web/src/styles.css), light and under its night theme, so the page is the app's surface. */
const LIGHT_TOKENS =
  '--canvas:#f8fafc;--card:#fff;--ink:#0f172a;--muted:#475569;--line:#e2e8f0;--inset:#f1f5f9;--field:#cbd5e1;--brand:#ea580c;--link:#c2410c;--error:#b91c1c;--ok:#047857;--shadow:0 1px 2px rgb(15 23 42/.04),0 4px 16px -4px rgb(15 23 42/.08)';
const NIGHT_TOKENS =
  'color-scheme:dark;--canvas:#0b1220;--card:#131c2e;--ink:#e8edf4;--muted:#a3b0c2;--line:#2a3850;--inset:#1f2c45;--field:#3b4a63;--brand:#fb923c;--link:#fdba74;--error:#fca5a5;--ok:#a7f3d0;--shadow:0 1px 2px rgb(0 0 0/.3),0 4px 16px -4px rgb(0 0 0/.4)';

const STYLE = `
:root{color-scheme:light;${LIGHT_TOKENS}}
:root[data-theme=dark]{${NIGHT_TOKENS}}
@media (prefers-color-scheme:dark){:root:not([data-theme]){${NIGHT_TOKENS}}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-content:center;justify-items:center;gap:16px;background:var(--canvas);color:var(--ink);font:15px/1.5 Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif;-webkit-font-smoothing:antialiased;padding:24px 16px}
.top{width:min(400px,calc(100vw - 32px));display:flex;align-items:center;justify-content:space-between;gap:12px;min-height:44px}
.brand{display:flex;align-items:center;gap:10px;font-weight:600;font-size:18px;letter-spacing:-.01em}
.mark{display:grid;place-items:center;width:32px;height:32px;border-radius:8px;background:var(--ink)}
.mark:after{content:"";width:14px;height:14px;border-radius:50%;border:3px solid var(--card)}
.back{display:inline-flex;align-items:center;min-height:44px;font-size:14px;font-weight:500;color:var(--ink);white-space:nowrap}
.brand{white-space:nowrap}
@media (max-width:639.98px){.mark{display:none}.brand{font-size:14px}}
.card{width:min(400px,calc(100vw - 32px));background:var(--card);border:1px solid var(--line);border-radius:16px;padding:32px;box-shadow:var(--shadow)}
h1{font-size:20px;margin:0 0 4px}p.lead{margin:0 0 20px;color:var(--muted)}
.tabs{display:grid;grid-template-columns:repeat(4,1fr);gap:4px;background:var(--inset);border-radius:10px;padding:4px;margin-bottom:20px}
.tabs button{border:0;background:transparent;border-radius:8px;padding:6px 4px;min-height:36px;font:inherit;font-size:13px;font-weight:500;color:var(--muted);cursor:pointer}
.tabs button[aria-selected=true]{background:var(--card);color:var(--ink);box-shadow:0 1px 2px rgb(0 0 0/.12)}
form{display:grid;gap:12px}form[hidden]{display:none}
label{display:grid;gap:6px;font-size:13px;font-weight:500}
input{font:inherit;padding:10px 12px;border:1px solid var(--field);border-radius:8px;outline:none;background:var(--card);color:var(--ink)}
input:focus{border-color:var(--brand);box-shadow:0 0 0 3px color-mix(in srgb,var(--brand) 25%,transparent)}
:focus-visible{outline:2px solid var(--brand);outline-offset:2px}
.primary{border:0;border-radius:8px;padding:11px 14px;font:inherit;font-weight:600;background:var(--ink);color:var(--card);cursor:pointer}
.primary:disabled{opacity:.6;cursor:progress}
.provider{display:block;text-align:center;border:1px solid var(--field);border-radius:8px;padding:10px 14px;color:var(--ink);text-decoration:none;font-weight:500}
.providers{display:grid;gap:8px;margin-top:16px}.divider{display:flex;align-items:center;gap:8px;color:var(--muted);font-size:12px;margin-top:16px}
.divider:before,.divider:after{content:"";flex:1;border-top:1px solid var(--line)}
.status{min-height:20px;font-size:14px;margin:12px 0 0}.status.error{color:var(--error)}.status.ok{color:var(--ok)}
a{color:var(--link)}a.primary{display:block;text-align:center;text-decoration:none;color:var(--card)}
`;

/**
 * The app's theme rule (apps/web/public/theme-init.js), run before the first paint: the visitor's choice kept by the
 * app's toggle on this origin, else the system's. Without it the stylesheet follows the system alone.
 */
const THEME_SCRIPT = `(()=>{let t=null;try{t=localStorage.getItem('logo-dna:theme')}catch{}if(t!=='dark'&&t!=='light')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';document.documentElement.dataset.theme=t})()`;

// The app's own icon (apps/web/public/favicon.svg), inline so the page (CSP img-src 'self' data:) never asks for a
// /favicon.ico the server lacks.
const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f172a"/>' +
  '<circle cx="16" cy="16" r="8" fill="none" stroke="#fff" stroke-width="3"/><circle cx="16" cy="16" r="2.5" fill="#f97316"/></svg>';
const ICON_HREF = `data:image/svg+xml,${encodeURIComponent(ICON_SVG)}`;

/** Serialises page data for a `<script type="application/json">` element. */
function toScriptJson(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export function renderPage(options: PageShellOptions): string {
  const nonce = escapeHtml(options.nonce);
  const back = options.back
    ? `<a class="back" href="${escapeHtml(options.back)}"><span aria-hidden="true">←&nbsp;</span>Back to Logo DNA</a>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="color-scheme" content="light dark"><link rel="icon" type="image/svg+xml" href="${ICON_HREF}"><title>${escapeHtml(options.title)} · Logo DNA</title>
<script nonce="${nonce}">${THEME_SCRIPT}</script>
<link rel="stylesheet" href="${APP_FONTS_PATH}" nonce="${nonce}">
<style nonce="${nonce}">${STYLE}</style></head>
<body><header class="top"><div class="brand"><span class="mark" aria-hidden="true"></span>Logo DNA Generator</div>${back}</header>
<main class="card">
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
