/**
 * The header's theme switch, "Night mode": pressed means the dark theme. It starts from the system's setting; a
 * choice is kept in this browser. (Named apart from the preview's "Dark" background toggle.)
 */
import { Moon, Sun } from 'lucide-react';
import { Button } from '../../shared/Button';
import type { Theme } from './theme';

export function ThemeToggle({ theme, onToggle }: { theme: Theme; onToggle: () => void }) {
  const dark = theme === 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Night mode"
      aria-pressed={dark}
      // A native title, not a Radix tooltip: the header ships in the initial chunk and must stay light.
      title={dark ? 'Switch to the light theme' : 'Switch to the dark theme'}
      onClick={onToggle}
      className="shrink-0 max-sm:h-11 max-sm:w-11"
    >
      {dark ? <Moon aria-hidden="true" className="h-4 w-4" /> : <Sun aria-hidden="true" className="h-4 w-4" />}
    </Button>
  );
}
