/** Name and tagline as set in the logos, with counters and the engine's limits; the brief keeps what was first typed. */
import { BRIEF_LIMITS } from '@logo-dna/protocol';
import { useEffect, useId, useState } from 'react';
import { cx } from '../../shared/cx';
import { ControlSection } from './controls';

/** The brief's own limits (the wire contract's): an edited name or tagline is refused past the same numbers. */
export const MAX_NAME_LENGTH = BRIEF_LIMITS.brandName;
export const MAX_TAGLINE_LENGTH = BRIEF_LIMITS.tagline;

export interface TextControlsProps {
  name: string;
  tagline: string;
  onName: (name: string) => void;
  onTagline: (tagline: string) => void;
}

function TextField({
  label,
  value,
  max,
  validate,
  onCommit,
}: {
  label: string;
  value: string;
  max: number;
  validate?: (text: string) => string | undefined;
  onCommit: (text: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const error = validate?.(draft);
  const length = [...draft].length;
  return (
    <div>
      <div className="mb-1 flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <span id={`${id}-count`} className={cx('text-xs', length > max ? 'text-red-700' : 'text-muted')}>
          {length}/{max}
        </span>
      </div>
      <input
        id={id}
        type="text"
        dir="auto"
        value={draft}
        maxLength={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-count ${id}-error` : `${id}-count`}
        onChange={(event) => {
          setDraft(event.target.value);
          if (!validate?.(event.target.value)) onCommit(event.target.value);
        }}
        className={cx('h-10 w-full rounded-lg border bg-white px-3 text-sm text-ink', error ? 'border-red-500' : 'border-line')}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextControls({ name, tagline, onName, onTagline }: TextControlsProps) {
  return (
    <ControlSection title="Name and tagline" description="As the logos set them. Leave the tagline empty to drop it.">
      <TextField
        label="Brand name"
        value={name}
        max={MAX_NAME_LENGTH}
        validate={(text) => (/[\p{L}\p{N}]/u.test(text) ? undefined : 'The name needs at least one letter or digit.')}
        onCommit={onName}
      />
      <TextField label="Tagline" value={tagline} max={MAX_TAGLINE_LENGTH} onCommit={onTagline} />
    </ControlSection>
  );
}
