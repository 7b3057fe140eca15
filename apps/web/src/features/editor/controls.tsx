/** The editor's small building blocks: a titled fieldset, a segmented radio group and a labelled slider. */
import { RotateCcw } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cx } from '../../shared/cx';

export function ControlSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-2xl border border-line bg-white p-4 shadow-card sm:p-5">
      <legend className="float-left mb-1 w-full text-base font-semibold tracking-tight text-ink">{title}</legend>
      {description ? <p className="clear-both mb-3 text-sm text-muted">{description}</p> : <div className="clear-both mb-3" />}
      <div className="space-y-4">{children}</div>
    </fieldset>
  );
}

export interface Choice<T extends string> {
  value: T;
  label: string;
}

/** A radio group drawn as a segmented control: real radio inputs, so arrow keys move between options. */
export function SegmentedChoice<T extends string>({
  label,
  name,
  value,
  choices,
  onChange,
  disabled,
  note,
  columns = 'grid-cols-[repeat(auto-fit,minmax(5.25rem,1fr))]',
}: {
  label: string;
  name: string;
  value: T | undefined;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
  /** A short line under the options, e.g. why they are disabled; the group and its options are described by it. */
  note?: ReactNode;
  /** Grid columns of the options (Tailwind classes); by default as many as fit. */
  columns?: string;
}) {
  const labelId = useId();
  const noteId = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelId} aria-disabled={disabled || undefined} aria-describedby={note ? noteId : undefined}>
      <p id={labelId} className="mb-1.5 text-sm font-medium text-ink">
        {label}
      </p>
      <div className={cx('grid gap-1 rounded-lg bg-slate-100 p-1', columns)}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cx(
              'relative flex min-h-9 min-w-0 cursor-pointer items-center justify-center whitespace-nowrap rounded-md px-2 text-sm font-medium text-muted transition-colors',
              'has-[:checked]:bg-white has-[:checked]:text-ink has-[:checked]:shadow-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
              disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={disabled}
              onChange={() => onChange(choice.value)}
              aria-describedby={note ? noteId : undefined}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {/* A short reason beside the options (why they are off), read with the group and with each option. */}
      {note ? (
        <p id={noteId} className="mt-1.5 text-sm text-muted">
          {note}
        </p>
      ) : null}
    </div>
  );
}

/** A slider with its value shown beside the label, and a reset button once it differs from the designer's value. */
export function RangeControl({
  label,
  value,
  min,
  max,
  step,
  format,
  edited,
  onChange,
  onReset,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  format: (value: number) => string;
  edited: boolean;
  onChange: (value: number) => void;
  onReset: () => void;
}) {
  const id = useId();
  return (
    <div>
      <div className="mb-1 flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <span className="flex items-center gap-1">
          <output htmlFor={id} className="font-mono text-xs text-muted">
            {format(value)}
          </output>
          {edited ? <ResetButton label={`Reset ${label.toLowerCase()}`} onClick={onReset} /> : null}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={format(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-6 w-full cursor-pointer accent-ink"
      />
    </div>
  );
}

export function ResetButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="grid h-7 w-7 place-items-center rounded-md text-muted hover:bg-slate-100 hover:text-ink"
    >
      <RotateCcw aria-hidden="true" className="h-3.5 w-3.5" />
    </button>
  );
}
