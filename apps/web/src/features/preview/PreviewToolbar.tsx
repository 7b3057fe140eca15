/** The preview toolbar (spec §2): grid overlay, Monochrome and light/dark background toggles. */
import { Contrast, Grid3x3, Info, Moon, Sun } from 'lucide-react';
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
  /** The id of the visible line that says why the control is unavailable (read with it while disabled). */
  reasonId?: string;
  label: string;
  tooltip: string;
  icon: ReactNode;
  onToggle: () => void;
}

function Toggle({ pressed, disabled, reasonId, label, tooltip, icon, onToggle }: ToggleProps) {
  // aria-disabled (not disabled) keeps the button focusable, so keyboard users can read why it is unavailable.
  return (
    <Tooltip label={tooltip}>
      <button
        type="button"
        aria-pressed={pressed}
        aria-disabled={disabled || undefined}
        aria-describedby={disabled ? reasonId : undefined}
        onClick={() => {
          if (!disabled) onToggle();
        }}
        className={cx(
          'inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium transition-colors',
          pressed && !disabled ? 'bg-ink text-white' : 'text-muted hover:bg-slate-100 hover:text-ink',
          disabled && 'cursor-not-allowed opacity-60 hover:bg-transparent hover:text-muted',
        )}
      >
        {icon}
        <span>{label}</span>
      </button>
    </Tooltip>
  );
}

/** Why Monochrome is unavailable, in a few words, or undefined when it is available. */
function monochromeReason(state: PreviewState, available: boolean): string | undefined {
  if (available) return undefined;
  if (state.tab === 'primary' && state.background === 'dark') return 'Monochrome off: Dark shows the reversed logo.';
  if (state.tab === 'primary') return 'Monochrome off: no one-colour version.';
  return 'Monochrome off: primary logo only.';
}

/** Why Dark is unavailable, in a few words, or undefined when it is available. */
function darkReason(available: boolean): string | undefined {
  if (available) return undefined;
  return 'Dark off: drawn for light grounds.';
}

/** A line saying why a control is unavailable; the control is described by it (aria-describedby). */
function Reason({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} data-testid="preview-note" className="flex max-w-md items-start gap-1.5 text-sm text-slate-700 sm:text-right">
      <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-muted sm:order-last" />
      <span>{text}</span>
    </p>
  );
}

const MONOCHROME_REASON_ID = 'preview-monochrome-reason';
const DARK_REASON_ID = 'preview-dark-reason';

export function PreviewToolbar({ state, monochromeAvailable, darkAvailable, onChange }: PreviewToolbarProps) {
  const dark = state.background === 'dark' && darkAvailable;
  const monochromeWhy = monochromeReason(state, monochromeAvailable);
  const darkWhy = darkReason(darkAvailable);
  return (
    <div className="flex min-w-0 flex-col items-end gap-1.5 max-sm:w-full max-sm:items-start">
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
          reasonId={MONOCHROME_REASON_ID}
          label="Monochrome"
          tooltip={monochromeWhy ?? 'Show the one-colour version'}
          icon={<Contrast aria-hidden="true" className="h-4 w-4" />}
          onToggle={() => onChange({ ...state, monochrome: !state.monochrome })}
        />
        <Toggle
          pressed={dark}
          disabled={!darkAvailable}
          reasonId={DARK_REASON_ID}
          label="Dark"
          tooltip={
            darkWhy
              ? darkWhy
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
      {/* Every unavailable control says why, in words on the page at body size, right under it (the tooltip repeats it). */}
      {monochromeWhy ? <Reason id={MONOCHROME_REASON_ID} text={monochromeWhy} /> : null}
      {darkWhy ? <Reason id={DARK_REASON_ID} text={darkWhy} /> : null}
    </div>
  );
}
