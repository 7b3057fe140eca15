/** `Accept` negotiation of the table API, as PostgREST 12 does it for a table. */
import { REST_ERROR_CODES as CODES, refuse } from '../common/rest-errors';

/**
 * What a table answer can be: a JSON array, one object (`vnd.pgrst.object`, which also demands exactly
 * one row), CSV, and the `nulls=stripped` variants of the JSON forms.
 */
export type ResponseMedia = { kind: 'json'; stripNulls: boolean } | { kind: 'object'; stripNulls: boolean } | { kind: 'csv' };

interface AcceptItem {
  mime: string;
  type: string;
  subtype: string;
  params: Map<string, string>;
  q: number;
}

function parseAccept(header: string): AcceptItem[] {
  const items = header
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part, index) => {
      const [mime = '', ...rest] = part.split(';').map((piece) => piece.trim());
      const params = new Map<string, string>();
      for (const piece of rest) {
        const eq = piece.indexOf('=');
        if (eq > 0) params.set(piece.slice(0, eq).trim().toLowerCase(), piece.slice(eq + 1).trim());
      }
      const q = params.has('q') ? Number(params.get('q')) : 1;
      const [type = '', subtype = ''] = mime.toLowerCase().split('/');
      return { mime, type, subtype, params, q: Number.isFinite(q) ? q : 0, index };
    });
  // Highest quality first; equal qualities keep the client's order.
  return items.filter((item) => item.q > 0).sort((a, b) => b.q - a.q || a.index - b.index);
}

function mediaOf(item: AcceptItem): ResponseMedia | undefined {
  const stripNulls = item.params.get('nulls') === 'stripped';
  const { type, subtype } = item;
  if ((type === '*' && subtype === '*') || (type === 'application' && subtype === 'json')) return { kind: 'json', stripNulls: false };
  if (type === 'application' && (subtype === 'vnd.pgrst.object+json' || subtype === 'vnd.pgrst.object'))
    return { kind: 'object', stripNulls };
  if (type === 'application' && (subtype === 'vnd.pgrst.array+json' || subtype === 'vnd.pgrst.array')) return { kind: 'json', stripNulls };
  if (type === 'text' && subtype === 'csv') return { kind: 'csv' };
  return undefined;
}

/** The first acceptable form, or a 406 PGRST107 naming what was asked for. No header means `*` `/` `*`. */
export function negotiateMedia(accept: string | undefined): ResponseMedia {
  const items = parseAccept(accept ?? '');
  if (items.length === 0) return { kind: 'json', stripNulls: false };
  for (const item of items) {
    const media = mediaOf(item);
    if (media) return media;
  }
  const asked = items.map((item) => item.mime).join(', ');
  const message = `None of these media types are available: ${asked}`;
  throw refuse(CODES.NOT_ACCEPTABLE, message, 406, { code: 'PGRST107', message, status: 406 });
}

/** The `Content-Type` PostgREST answers with for each form. */
export function contentTypeOf(media: ResponseMedia): string {
  if (media.kind === 'csv') return 'text/csv; charset=utf-8';
  if (media.kind === 'object') return `application/vnd.pgrst.object+json${media.stripNulls ? ';nulls=stripped' : ''}; charset=utf-8`;
  return media.stripNulls ? 'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8' : 'application/json; charset=utf-8';
}
