/** The preview toolbar (spec §2): grid overlay, Monochrome and light/dark background toggles. */
import { Contrast, Grid3x3, Moon, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../shared/cx';
import { Tooltip } from '../../shared/Tooltip';
import type { PreviewState } from './preview-state';

export interface PreviewToolbarProps {
  state: PreviewState;
  monochromeAvailable: boolean;
  /** The dark background applies to the primary (its reversed logo) and the icon; the other lockups are for light grounds. */
  darkAvailable: boolean;
  onChange: (state: PreviewState) => void;
}

interface ToggleProps {
  pressed: boolean;
  disabled?: boolean;
  label: string;
  tooltip: string;
  icon: ReactNode;
  onToggle: () => void;
}

function Toggle({ pressed, disabled, label, tooltip, icon, onToggle }: ToggleProps) {
  // aria-disabled (not disabled) keeps the button focusable, so keyboard users can read why it is unavailable.
  return (
    <Tooltip label={tooltip}>
      <button
        type="button"
        aria-pressed={pressed}
        aria-disabled={disabled || undefined}
        onClick={() => {
          if (!disabled) onToggle();
        }}
        className={cx(
          'inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium transition-colors',
          pressed && !disabled ? 'bg-ink text-white' : 'text-muted hover:bg-slate-100 hover:text-ink',
          disabled && 'cursor-not-allowed opacity-45 hover:bg-transparent hover:text-muted',
        )}
      >
        {icon}
        <span>{label}</span>
      </button>
    </Tooltip>
  );
}

function monochromeTooltip(state: PreviewState, available: boolean): string {
  if (available) return 'Show the one-colour version';
  if (state.tab === 'primary' && state.background === 'dark') return 'On dark the reversed logo is shown';
  return 'Monochrome applies to the primary logo';
}

export function PreviewToolbar({ state, monochromeAvailable, darkAvailable, onChange }: PreviewToolbarProps) {
  const dark = state.background === 'dark' && darkAvailable;
  return (
    <div
      role="toolbar"
      aria-label="Preview options"
      className="flex flex-wrap items-center gap-1 rounded-lg border border-line bg-white p-1"
    >
      <Toggle
        pressed={state.grid}
        label="Grid"
        tooltip="Show a 24 px grid overlay"
        icon={<Grid3x3 aria-hidden="true" className="h-4 w-4" />}
        onToggle={() => onChange({ ...state, grid: !state.grid })}
      />
      <Toggle
        pressed={state.monochrome && monochromeAvailable}
        disabled={!monochromeAvailable}
        label="Monochrome"
        tooltip={monochromeTooltip(state, monochromeAvailable)}
        icon={<Contrast aria-hidden="true" className="h-4 w-4" />}
        onToggle={() => onChange({ ...state, monochrome: !state.monochrome })}
      />
      <Toggle
        pressed={dark}
        disabled={!darkAvailable}
        label="Dark"
        tooltip={
          !darkAvailable
            ? 'This lockup is for light grounds; on dark use the primary (reversed)'
            : dark
              ? 'Switch to a light background'
              : state.tab === 'icon'
                ? 'Show the icon on the dark ground'
                : 'Show the reversed logo on the dark ground'
        }
        icon={dark ? <Moon aria-hidden="true" className="h-4 w-4" /> : <Sun aria-hidden="true" className="h-4 w-4" />}
        onToggle={() => onChange({ ...state, background: state.background === 'dark' ? 'light' : 'dark' })}
      />
    </div>
  );
}
