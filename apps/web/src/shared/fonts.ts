/**
 * Loads a typography family on demand from the @fontsource packages the engine bundles: each
 * family's latin CSS (regular and bold) becomes its own lazy chunk, so fonts cost nothing until
 * a result shows them.
 */

const STYLESHEETS = import.meta.glob('../../../../node_modules/@fontsource/*/latin-{400,700}.css');

/** "DM Sans" → "dm-sans", "Source Serif 4" → "source-serif-4" (the @fontsource package id). */
export function toFontsourceId(family: string): string {
  return family
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function stylesheetsFor(family: string): Array<() => Promise<unknown>> {
  const id = toFontsourceId(family);
  return Object.entries(STYLESHEETS)
    .filter(([path]) => path.includes(`/@fontsource/${id}/`))
    .map(([, load]) => load);
}

/** Resolves once the family's stylesheets are in and its faces are ready; false when we do not ship it. */
export async function loadFontFamily(family: string): Promise<boolean> {
  const loaders = stylesheetsFor(family);
  if (loaders.length === 0) return false;
  await Promise.all(loaders.map((load) => load()));
  if (typeof document !== 'undefined' && document.fonts) {
    await document.fonts.load(`400 1em "${family}"`).catch(() => undefined);
  }
  return true;
}
