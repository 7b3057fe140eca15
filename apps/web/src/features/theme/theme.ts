/**
 * The page's colour theme: the system's (`prefers-color-scheme`) unless the visitor chose the other one, which is
 * kept in this browser. public/theme-init.js applies the same rule before the first paint.
 */
export type Theme = 'light' | 'dark';

/** Also read by public/theme-init.js. */
export const THEME_KEY = 'logo-dna:theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function systemTheme(): Theme {
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The visitor's own choice, or null to follow the system. */
export function readThemeChoice(storage: Storage | undefined = browserStorage()): Theme | null {
  try {
    const value = storage?.getItem(THEME_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

export function writeThemeChoice(choice: Theme | null, storage: Storage | undefined = browserStorage()): void {
  try {
    if (choice) storage?.setItem(THEME_KEY, choice);
    else storage?.removeItem(THEME_KEY);
  } catch {
    // Without storage the choice lasts until the page is reloaded.
  }
}

/**
 * The choice to keep after toggling away from `current`: the other theme, or none when that is the system's own
 * (so the page follows the system again, as before any choice).
 */
export function nextChoice(current: Theme, system: Theme): Theme | null {
  const next: Theme = current === 'dark' ? 'light' : 'dark';
  return next === system ? null : next;
}

/** Marks the document; styles.css swaps the colour tokens under `[data-theme='dark']`. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}
