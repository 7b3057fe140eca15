/**
 * Loads a typography family on demand from the @fontsource packages the engine bundles: each family's latin, cyrillic
 * and greek CSS (regular and bold) becomes its own lazy chunk, so fonts cost nothing until a result shows them, and a
 * Cyrillic or Greek name is shown in the face the logo draws it in rather than in the system font.
 */

const STYLESHEETS = import.meta.glob('../../../../node_modules/@fontsource/*/{latin,cyrillic,greek}-{400,700}.css');

/** "DM Sans" → "dm-sans", "Source Serif 4" → "source-serif-4" (the @fontsource package id). */
function toFontsourceId(family: string): string {
  return family
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The subsets `text` needs besides Latin: cyrillic for Cyrillic letters, greek for Greek ones. */
function subsetsFor(text: string): string[] {
  const subsets = ['latin'];
  if (/\p{Script=Cyrillic}/u.test(text)) subsets.push('cyrillic');
  if (/\p{Script=Greek}/u.test(text)) subsets.push('greek');
  return subsets;
}

function stylesheetsFor(family: string, text: string): Array<() => Promise<unknown>> {
  const id = toFontsourceId(family);
  const subsets = subsetsFor(text);
  return Object.entries(STYLESHEETS)
    .filter(([path]) => {
      const match = /\/@fontsource\/([^/]+)\/([a-z]+)-\d+\.css$/.exec(path);
      return match?.[1] === id && subsets.includes(match[2] ?? '');
    })
    .map(([, load]) => load);
}

/**
 * Resolves once the family's stylesheets (Latin, plus the subsets `text` needs) are in and its faces are ready; false
 * when we do not ship it.
 */
export async function loadFontFamily(family: string, text = ''): Promise<boolean> {
  const loaders = stylesheetsFor(family, text);
  if (loaders.length === 0) return false;
  await Promise.all(loaders.map((load) => load()));
  if (typeof document !== 'undefined' && document.fonts) {
    await document.fonts.load(`400 1em "${family}"`, text || undefined).catch(() => undefined);
  }
  return true;
}

/**
 * Declares the families' regular Latin faces (their stylesheets only): a face file is fetched once text is drawn in it,
 * so a list of faces set in themselves costs only the faces actually shown.
 */
export async function declareFontFamilies(families: readonly string[]): Promise<void> {
  const latinRegular = (family: string) => {
    const id = toFontsourceId(family);
    return Object.entries(STYLESHEETS).find(([path]) => path.endsWith(`/@fontsource/${id}/latin-400.css`))?.[1];
  };
  await Promise.all(families.map((family) => latinRegular(family)?.()));
}
