/** The `Prefer` request header as PostgREST 12 reads it, and the `Preference-Applied` answer header. */

export interface Preferences {
  return?: 'representation' | 'minimal' | 'headers-only';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  count?: 'exact' | 'planned' | 'estimated';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  /** Tokens PostgREST does not know (refused under `handling=strict`). */
  invalid: string[];
}

type Settable = 'return' | 'resolution' | 'count' | 'missing' | 'handling';

/** Each token PostgREST knows, as the preference it sets; `tx=` and `params=` are known and ignored here. */
const KNOWN: Record<string, [Settable, string] | null> = {
  'return=representation': ['return', 'representation'],
  'return=minimal': ['return', 'minimal'],
  'return=headers-only': ['return', 'headers-only'],
  'resolution=merge-duplicates': ['resolution', 'merge-duplicates'],
  'resolution=ignore-duplicates': ['resolution', 'ignore-duplicates'],
  'count=exact': ['count', 'exact'],
  'count=planned': ['count', 'planned'],
  'count=estimated': ['count', 'estimated'],
  'missing=default': ['missing', 'default'],
  'missing=null': ['missing', 'null'],
  'handling=strict': ['handling', 'strict'],
  'handling=lenient': ['handling', 'lenient'],
  // Accepted and ignored, as PostgREST does with its default `db-tx-end = commit`.
  'tx=commit': null,
  'tx=rollback': null,
  'params=single-object': null,
};

/**
 * Tokens are comma-separated over every `Prefer` header; the first of each kind wins. Spaces inside a
 * part also separate tokens, as the original client writes them.
 */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const prefs: Preferences = { invalid: [] };
  const tokens = text
    .split(',')
    .flatMap((part) => part.trim().split(/\s+/))
    .filter((token) => token !== '');
  for (const token of tokens) {
    const known = KNOWN[token];
    if (known !== undefined) {
      if (known && (prefs as unknown as Record<string, unknown>)[known[0]] === undefined)
        (prefs as unknown as Record<string, unknown>)[known[0]] = known[1];
    } else if (token.startsWith('max-affected=') && /^max-affected=\d{1,15}$/.test(token)) prefs.maxAffected ??= Number(token.slice(13));
    else if (!token.startsWith('timezone=')) prefs.invalid.push(token);
  }
  return prefs;
}

/** PostgREST counts on writes only for `exact` and `estimated`; reads count for all three. */
export function countsWrites(prefs: Preferences): boolean {
  return prefs.count === 'exact' || prefs.count === 'estimated';
}

export type AppliedPreference = 'resolution' | 'missing' | 'return' | 'count' | 'handling' | 'maxAffected';

/** `Preference-Applied` in PostgREST's order, naming only the kinds the method honours. */
export function preferenceApplied(prefs: Preferences, kinds: readonly AppliedPreference[]): string | undefined {
  const values: string[] = [];
  if (kinds.includes('resolution') && prefs.resolution) values.push(`resolution=${prefs.resolution}`);
  if (kinds.includes('missing') && prefs.missing) values.push(`missing=${prefs.missing}`);
  if (kinds.includes('return') && prefs.return) values.push(`return=${prefs.return}`);
  if (kinds.includes('count') && prefs.count) values.push(`count=${prefs.count}`);
  if (kinds.includes('handling') && prefs.handling) values.push(`handling=${prefs.handling}`);
  if (kinds.includes('maxAffected') && prefs.handling === 'strict' && prefs.maxAffected !== undefined)
    values.push(`max-affected=${prefs.maxAffected}`);
  return values.length > 0 ? values.join(', ') : undefined;
}
