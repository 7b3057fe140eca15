/**
 * Palette: every role of the system's palette with a colour picker and a hex field, its contrast on the ground, and a
 * warning (with the colour the logos will use) when an edit would break WCAG AA: lightness moves, the hue stays.
 */
import { contrastRatio } from '@logo-dna/engine';
import type { DesignEdits, EditColorRole } from '@logo-dna/protocol';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cx } from '../../shared/cx';
import { type ColourCheck, checkColour, checkGround, formatRatio, isHex, TEXT_ROLES } from './colour-check';
import { ControlSection, ResetButton } from './controls';

export interface PaletteEntry {
  role: EditColorRole;
  name: string;
  hex: string;
}

const ROLE_TEXT: Record<EditColorRole, { label: string; use: string }> = {
  primary: { label: 'Primary', use: 'mark' },
  secondary: { label: 'Secondary', use: 'mark' },
  accent: { label: 'Accent', use: 'mark' },
  neutral: { label: 'Neutral', use: 'tagline text' },
  background: { label: 'Background', use: 'ground' },
  ink: { label: 'Ink', use: 'name text' },
};

export interface PaletteControlsProps {
  /** The palette as drawn (the record's colours). */
  colours: readonly PaletteEntry[];
  edits: DesignEdits['palette'];
  onChange: (role: EditColorRole, hex: string | undefined) => void;
}

function describeCheck(check: ColourCheck): string {
  const verdict = check.passes ? 'AA' : 'below AA';
  return check.use === 'ground' ? `text ${formatRatio(check.ratio)} · ${verdict}` : `${formatRatio(check.ratio)} · ${verdict}`;
}

function warningFor(hex: string, check: ColourCheck): string | undefined {
  if (check.passes) return undefined;
  if (check.use === 'ground') {
    return `The name and tagline colours read at ${formatRatio(check.ratio)} on this ground; AA needs 4.5:1, so they move in lightness (hue kept) to read on it.`;
  }
  const need = check.use === 'text' ? 'text needs 4.5:1' : 'a mark needs 3:1';
  const lighter = contrastRatio(check.applied, '#000000') > contrastRatio(hex, '#000000');
  return `${hex.toUpperCase()} reads at ${formatRatio(check.ratio)} on the ground; ${need} (WCAG AA). The logos use ${check.applied}: same hue, ${
    lighter ? 'lighter' : 'darker'
  }.`;
}

function PaletteRow({
  entry,
  value,
  edited,
  check,
  onChange,
}: {
  entry: PaletteEntry;
  value: string;
  edited: boolean;
  check: ColourCheck;
  onChange: (hex: string | undefined) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [invalid, setInvalid] = useState(false);
  // Undo, redo and reset change the value from outside: the field follows.
  useEffect(() => {
    setDraft(value);
    setInvalid(false);
  }, [value]);
  const { label, use } = ROLE_TEXT[entry.role];
  const warning = warningFor(value, check);
  const commitDraft = (text: string) => {
    const hex = text.trim().startsWith('#') ? text.trim() : `#${text.trim()}`;
    if (isHex(hex)) {
      setInvalid(false);
      if (hex.toUpperCase() !== value.toUpperCase()) onChange(hex.toUpperCase());
    } else setInvalid(true);
  };
  return (
    <li className="py-3 first:pt-0 last:pb-0" data-testid={`palette-${entry.role}`}>
      <div className="flex items-center gap-2 sm:gap-3">
        <input
          type="color"
          id={`${id}-picker`}
          aria-label={`${label} colour`}
          value={value.toLowerCase()}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          className="h-10 w-10 shrink-0 cursor-pointer rounded-lg border border-line bg-white p-0.5"
        />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-baseline gap-x-1.5 text-sm">
            <span className="font-medium text-ink">{label}</span>
            <span className="text-xs text-muted">{use}</span>
          </p>
          <p className={cx('text-xs', check.passes ? 'text-emerald-800' : 'text-amber-800')} data-testid={`contrast-${entry.role}`}>
            {describeCheck(check)}
          </p>
        </div>
        <input
          type="text"
          id={`${id}-hex`}
          aria-label={`${label} hex`}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : warning ? `${id}-warning` : undefined}
          value={draft}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => {
            setDraft(event.target.value);
            if (isHex(event.target.value)) commitDraft(event.target.value);
          }}
          onBlur={() => commitDraft(draft)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitDraft(draft);
          }}
          className={cx(
            'h-9 w-[5.75rem] shrink-0 rounded-lg border bg-white px-2 font-mono text-sm uppercase text-ink',
            invalid ? 'border-red-500' : 'border-line',
          )}
        />
        <div className="w-7 shrink-0">
          {edited ? <ResetButton label={`Reset ${label.toLowerCase()} colour`} onClick={() => onChange(undefined)} /> : null}
        </div>
      </div>
      {invalid ? (
        <p id={`${id}-error`} className="mt-1.5 text-xs text-red-700">
          Enter a hex colour like #1A2B3C.
        </p>
      ) : null}
      <div aria-live="polite">
        {warning ? (
          <p
            id={`${id}-warning`}
            className="mt-1.5 flex gap-1.5 rounded-md bg-amber-50 px-2 py-1.5 text-xs text-amber-900"
            data-testid={`warning-${entry.role}`}
          >
            <TriangleAlert aria-hidden="true" className="mt-px h-3.5 w-3.5 shrink-0" />
            <span>{warning}</span>
          </p>
        ) : null}
      </div>
    </li>
  );
}

export function PaletteControls({ colours, edits, onChange }: PaletteControlsProps) {
  const colourOf = (role: EditColorRole) => edits?.[role] ?? colours.find((c) => c.role === role)?.hex;
  const ground = colourOf('background') ?? '#FFFFFF';
  // The ground is judged by the text colours it would move: the ones the user set are judged (and moved) on their own rows.
  const unset = TEXT_ROLES.filter((role) => edits?.[role] === undefined);
  const texts = (unset.length > 0 ? unset : ['ink' as const]).map((role) => {
    const hex = colourOf(role) ?? '#000000';
    return edits?.[role] === undefined ? hex : checkColour(role, hex, ground).applied;
  });
  return (
    <ControlSection
      title="Colours"
      description="Each role with its contrast on the ground. Text keeps 4.5:1 and the mark 3:1 (WCAG AA): a colour that falls short keeps its hue and moves in lightness."
    >
      <ul className="divide-y divide-line">
        {colours.map((entry) => {
          const value = colourOf(entry.role) ?? entry.hex;
          const check = entry.role === 'background' ? checkGround(value, texts) : checkColour(entry.role, value, ground);
          return (
            <PaletteRow
              key={entry.role}
              entry={entry}
              value={value}
              edited={edits?.[entry.role] !== undefined}
              check={check}
              onChange={(hex) => onChange(entry.role, hex)}
            />
          );
        })}
      </ul>
    </ControlSection>
  );
}
