/** The "Designer DNA Preset" list: 20 radio options with a style sample, keyboard arrows and type-ahead. */
import { Check } from 'lucide-react';
import { type KeyboardEvent, useLayoutEffect, useMemo, useRef } from 'react';
import { cx } from '../../shared/cx';
import { DesignerSwatch } from './DesignerSwatch';
import type { DesignerPreset } from './designer-catalog';
import { toOneLineStyle } from './designer-text';
import { createTypeahead } from './typeahead';
import { useScrollEdges } from './use-scroll-edges';

export interface DesignerPickerProps {
  designers: readonly DesignerPreset[];
  value: string;
  onChange: (designerId: string) => void;
  disabled?: boolean;
}

const GROUP_NAME = 'designerDna';

export function DesignerPicker({ designers, value, onChange, disabled }: DesignerPickerProps) {
  const typeahead = useMemo(() => createTypeahead(), []);
  const listRef = useRef<HTMLDivElement>(null);
  const names = useMemo(() => designers.map((designer) => designer.name), [designers]);
  const edges = useScrollEdges(listRef);

  // The list opens on the chosen designer (the form shown again after "New Logo", or restored after a reload), not on
  // the first three: only the list scrolls, never the page. Once, when the list is first shown: a later pick is in view.
  useLayoutEffect(() => {
    const list = listRef.current;
    const label = list?.querySelector<HTMLInputElement>('input:checked')?.closest('label');
    if (list && label) list.scrollTop = scrollToShow(list, label);
  }, []);

  function selectByTyping(event: KeyboardEvent<HTMLDivElement>) {
    if (disabled || event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || event.key === ' ') return;
    const current = designers.findIndex((designer) => designer.id === value);
    const index = typeahead.type(event.key, names, Math.max(current, 0));
    const match = designers[index];
    if (!match) return;
    event.preventDefault();
    onChange(match.id);
    const input = listRef.current?.querySelector<HTMLInputElement>(`input[value="${match.id}"]`);
    input?.focus();
    input?.closest('label')?.scrollIntoView?.({ block: 'nearest' });
  }

  return (
    // The fades tell a visitor the 400 px list scrolls (about 4 of 20 presets fit); they never take clicks.
    <div className="relative" data-testid="designer-list" data-more-above={edges.above} data-more-below={edges.below}>
      <div
        ref={listRef}
        role="radiogroup"
        aria-labelledby="designer-heading"
        aria-describedby="designer-hint"
        aria-required="true"
        onKeyDown={selectByTyping}
        // While a run has the radios disabled, the list itself takes focus, so it still scrolls from the keyboard.
        tabIndex={disabled ? 0 : undefined}
        className="-mx-1 max-h-[400px] space-y-2.5 overflow-y-auto px-1 py-1"
      >
        {designers.map((designer) => {
          const checked = designer.id === value;
          return (
            // One row a designer: the sample, the name and the one-line style; the chosen one is marked three ways (a
            // thicker ink border, a tinted ground, a filled tick in the row's corner) and lists its four principles.
            <label
              key={designer.id}
              data-designer-option={designer.id}
              className={cx(
                'relative flex cursor-pointer items-start gap-3 rounded-xl border-2 px-3 py-3.5 transition-colors sm:gap-4 sm:px-4 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand',
                checked
                  ? 'border-ink bg-slate-50'
                  : 'border-transparent bg-white shadow-[inset_0_0_0_1px_var(--color-line)] hover:bg-slate-50',
                disabled && 'cursor-not-allowed opacity-70',
              )}
            >
              <input
                type="radio"
                name={GROUP_NAME}
                value={designer.id}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(designer.id)}
                className="sr-only"
              />
              <DesignerSwatch designerId={designer.id} />
              <span className="min-w-0 flex-1">
                <span className="block text-base font-semibold leading-6 text-ink">{designer.name}</span>
                <span className="mt-0.5 block text-sm leading-5 text-muted" title={designer.description}>
                  {toOneLineStyle(designer.description)}
                </span>
                {checked ? (
                  <span data-principles="" className="mt-2 block text-xs leading-5 text-slate-700">
                    {designer.principles.join(' · ')}
                  </span>
                ) : null}
              </span>
              <span
                aria-hidden="true"
                data-selected-mark={checked ? '' : undefined}
                className={cx(
                  'mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full border-2',
                  checked ? 'border-ink bg-ink text-white' : 'border-slate-300',
                )}
              >
                {checked ? <Check className="h-3.5 w-3.5" strokeWidth={3} /> : null}
              </span>
            </label>
          );
        })}
      </div>
      <ScrollFade edge="top" visible={edges.above} />
      <ScrollFade edge="bottom" visible={edges.below} />
    </div>
  );
}

/** The list's scrollTop that centres the item in it (clamped by the browser). */
function scrollToShow(list: HTMLElement, item: HTMLElement): number {
  const offset = item.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
  return Math.max(0, offset - (list.clientHeight - item.offsetHeight) / 2);
}

function ScrollFade({ edge, visible }: { edge: 'top' | 'bottom'; visible: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={cx(
        'pointer-events-none absolute inset-x-0 h-12 from-white to-transparent transition-opacity duration-200',
        edge === 'top' ? 'top-0 bg-gradient-to-b' : 'bottom-0 bg-gradient-to-t',
        visible ? 'opacity-100' : 'opacity-0',
      )}
    />
  );
}
