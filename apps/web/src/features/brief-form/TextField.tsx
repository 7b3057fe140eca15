/** A labelled text input or textarea with the required mark and an optional hint. */
import type { ChangeEvent } from 'react';
import { cx } from '../../shared/cx';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  multiline?: boolean;
  disabled?: boolean;
  autoComplete?: string;
}

const CONTROL =
  'w-full rounded-lg border border-line bg-white px-3 py-2 text-[15px] text-ink placeholder:text-slate-400 shadow-xs focus:border-ink focus:outline-none focus:ring-2 focus:ring-slate-200 disabled:bg-slate-50';

export function TextField({
  id,
  label,
  value,
  onChange,
  required,
  hint,
  placeholder,
  multiline,
  disabled,
  autoComplete = 'off',
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const handle = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);
  const shared = { id, name: id, value, onChange: handle, required, disabled, placeholder, autoComplete, 'aria-describedby': hintId };
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
        <textarea rows={3} className={cx(CONTROL, 'resize-y')} {...shared} />
      ) : (
        <input type="text" className={cx(CONTROL, 'h-10')} {...shared} />
      )}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
