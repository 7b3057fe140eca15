/** The theme in effect, following the system's setting live, and the toggle that keeps the visitor's choice. */
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { applyTheme, DARK_QUERY, nextChoice, readThemeChoice, systemTheme, THEME_KEY, type Theme, writeThemeChoice } from './theme';

export interface ThemeControl {
  theme: Theme;
  toggle: () => void;
}

export function useTheme(): ThemeControl {
  const [choice, setChoice] = useState<Theme | null>(() => readThemeChoice());
  const [system, setSystem] = useState<Theme>(() => systemTheme());

  useEffect(() => {
    const media = window.matchMedia?.(DARK_QUERY);
    if (!media) return;
    const follow = () => setSystem(media.matches ? 'dark' : 'light');
    follow();
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);

  // A choice made in another tab applies here too.
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === THEME_KEY || event.key === null) setChoice(readThemeChoice());
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);

  const theme = choice ?? system;
  useLayoutEffect(() => applyTheme(theme), [theme]);

  const toggle = useCallback(() => {
    const next = nextChoice(theme, system);
    writeThemeChoice(next);
    setChoice(next);
  }, [theme, system]);

  return { theme, toggle };
}
