/** Inline rename of a saved system: the name field takes the focus; Enter saves, Escape or Cancel keeps the old name. */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../shared/Button';

/** Longest name My logo systems shows in full. */
const MAX_TITLE_LENGTH = 80;

export interface RenameFormProps {
  current: string;
  onSave: (title: string) => Promise<boolean>;
  onDone: () => void;
}

/** The trimmed name, or the reason it cannot be saved. */
function checkTitle(value: string): { title: string } | { problem: string } {
  const title = value.trim().replace(/\s+/g, ' ');
  if (title === '') return { problem: 'Enter a name.' };
  if (title.length > MAX_TITLE_LENGTH) return { problem: `Use at most ${MAX_TITLE_LENGTH} characters.` };
  return { title };
}

export function RenameForm({ current, onSave, onDone }: RenameFormProps) {
  const [value, setValue] = useState(current);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const problemId = useId();

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkTitle(value);
    if ('problem' in checked) {
      setProblem(checked.problem);
      input.current?.focus();
      return;
    }
    if (checked.title === current) return onDone();
    setSaving(true);
    const saved = await onSave(checked.title);
    setSaving(false);
    if (saved) onDone();
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2" noValidate>
      <label htmlFor={inputId} className="block text-xs font-medium text-muted">
        Name
      </label>
      <input
        ref={input}
        id={inputId}
        value={value}
        maxLength={MAX_TITLE_LENGTH + 20}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onDone();
          }
        }}
        className="h-9 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink aria-invalid:border-red-600"
      />
      {problem ? (
        <p id={problemId} className="text-xs text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" variant="primary" disabled={saving} aria-busy={saving}>
          Save name
        </Button>
        <Button onClick={onDone} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
