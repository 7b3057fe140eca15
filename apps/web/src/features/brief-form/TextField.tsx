/** A labelled text input or textarea with the required mark and an optional hint. */
import type { ChangeEvent, Ref } from 'react';
import { cx } from '../../shared/cx';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The visitor left the field (a required field's "is required" shows from then on). */
  onBlur?: () => void;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  multiline?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  /** Shows a live character count against this limit (the field still accepts more, so a paste can be trimmed). */
  limit?: number;
  /** An inline error: the field is marked invalid and the message is read with it. */
  error?: string;
  /** The kind of single-line input (the keyboard a phone shows); the form checks it, not the browser. */
  type?: 'text' | 'email' | 'tel' | 'url';
  ref?: Ref<HTMLInputElement>;
}

const INVALID = 'border-red-600 focus:border-red-600 focus:ring-red-100';

// The scroll margins bring the label above and the count, error and hint below into view with the control.
const CONTROL =
  'scroll-mt-8 scroll-mb-16 w-full rounded-lg border border-line bg-white px-3 py-2 text-[15px] text-ink placeholder:text-slate-400 shadow-xs focus:border-ink focus:outline-none focus:ring-2 focus:ring-slate-200 disabled:bg-slate-50';

export function TextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  required,
  hint,
  placeholder,
  multiline,
  disabled,
  autoComplete = 'off',
  limit,
  error,
  type = 'text',
  ref,
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const countId = limit ? `${id}-count` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId, countId].filter(Boolean).join(' ') || undefined;
  const handle = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);
  // dir="auto": an Arabic or Hebrew name is typed and shown right to left.
  const shared = {
    id,
    name: id,
    value,
    onChange: handle,
    onBlur,
    required,
    disabled,
    placeholder,
    autoComplete,
    dir: 'auto',
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
  };
  const count = value.trim().length;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 flex items-baseline gap-1 text-sm font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-brand-strong">
            *
          </span>
        ) : (
          <span className="text-xs font-normal text-muted">(optional)</span>
        )}
      </label>
      {multiline ? (
        <textarea rows={3} className={cx(CONTROL, 'resize-y', error && INVALID)} {...shared} />
      ) : (
        <input ref={ref} type={type} className={cx(CONTROL, 'h-10', error && INVALID)} {...shared} />
      )}
      {error || limit ? (
        <div className="mt-1.5 flex items-start justify-between gap-3 text-xs">
          {error ? (
            <p id={errorId} className="font-medium text-red-700">
              {error}
            </p>
          ) : (
            <span />
          )}
          {limit ? (
            <p id={countId} className={cx('shrink-0 tabular-nums', count > limit ? 'font-medium text-red-700' : 'text-muted')}>
              <span aria-hidden="true">
                {count}/{limit}
              </span>
              <span className="sr-only">
                {count} of {limit} characters
              </span>
            </p>
          ) : null}
        </div>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
