/** View 1 (spec §2): the "Brand Information" and "Designer DNA Preset" cards and the submit button. */
import { BRIEF_FIELD_LABELS, type BriefTextField } from '@logo-dna/protocol';
import { LayoutGrid, Loader2, Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../shared/Button';
import { Card } from '../../shared/Card';
import { DesignerPicker } from '../designer-picker/DesignerPicker';
import type { DesignerPreset } from '../designer-picker/designer-catalog';
import {
  BRIEF_LIMITS,
  type BriefValues,
  briefErrors,
  canSubmitBrief,
  firstInvalidField,
  isBriefIncomplete,
  missingErrors,
} from './brief-input';
import { TextField } from './TextField';

const STATUS_ID = 'brief-status';

/**
 * While the submit bar sticks to the bottom of the window (desktop), its height is published on the root element as
 * --bottom-bar-height: the page's scroll padding (styles.css) and the toasts' offset (App) keep clear of it at any height
 * (the status line makes it taller). 0 when the bar follows the fields (phone) or the form is gone.
 */
function useBottomBarHeight() {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = bar.current;
    if (!node) return;
    const root = document.documentElement;
    const measure = () => {
      const stuck = getComputedStyle(node).position === 'sticky';
      root.style.setProperty('--bottom-bar-height', `${stuck ? Math.ceil(node.getBoundingClientRect().height) : 0}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(node);
    // The bar sticks from the lg breakpoint on.
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--bottom-bar-height');
    };
  }, []);
  return bar;
}

export interface BriefFormProps {
  /** The form element's id (a button elsewhere on the page may submit it). */
  id?: string;
  values: BriefValues;
  onChange: (values: BriefValues) => void;
  onSubmit: (values: BriefValues) => void;
  designers: readonly DesignerPreset[];
  generating: boolean;
  /** Shows every designer's direction for this brief at once (the gallery); the button is there when given. */
  onExplore?: (values: BriefValues) => void;
}

export function BriefForm({ id, values, onChange, onSubmit, designers, generating, onExplore }: BriefFormProps) {
  // Fields the visitor has left: an empty required one says so from then on (and every one after a blocked submit).
  const [touched, setTouched] = useState<ReadonlySet<keyof BriefValues>>(() => new Set());
  const incomplete = isBriefIncomplete(values);
  const missing = missingErrors(values);
  const invalid = briefErrors(values);
  const errors: Partial<Record<keyof BriefValues, string>> = { ...invalid };
  for (const [field, message] of Object.entries(missing) as [keyof BriefValues, string][]) if (touched.has(field)) errors[field] = message;
  const selectedName = designers.find((designer) => designer.id === values.designerDna)?.name ?? 'none';
  const set = (field: keyof BriefValues) => (value: string) => onChange({ ...values, [field]: value });
  const bar = useBottomBarHeight();
  const leave = (field: keyof BriefValues) => () => setTouched((current) => (current.has(field) ? current : new Set([...current, field])));

  /** True when the brief can go; otherwise every problem is shown and focus moves to the first field to fix. */
  function check(): boolean {
    if (canSubmitBrief(values, generating)) return true;
    if (generating) return false;
    setTouched(new Set(Object.keys(values) as (keyof BriefValues)[]));
    const first = firstInvalidField(values);
    if (first) document.getElementById(first)?.focus();
    return false;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec §5: ignored (not merely disabled) while generating or incomplete; Enter in a field lands here too.
    if (check()) onSubmit(values);
  }

  // Why the buttons are disabled (or would not send yet), read with them.
  const status = generating
    ? undefined
    : incomplete
      ? Object.keys(missing).length > 0
        ? `Fill in ${Object.keys(missing)
            .map((field) => BRIEF_FIELD_LABELS[field as BriefTextField].toLowerCase())
            .join(', ')
            .replace(/, ([^,]*)$/, ' and $1')} to continue.`
        : 'Choose a designer to continue.'
      : Object.keys(invalid).length > 0
        ? 'Fix the fields marked in red to continue.'
        : undefined;

  return (
    <form id={id} onSubmit={submit} noValidate aria-busy={generating} className="space-y-6">
      {/* items-start: the designer card ends under its 400 px list instead of stretching to the brand card. */}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card title="Brand Information" titleId="brand-heading" description="Tell us who the logo is for. Fields marked * are required.">
          <div className="space-y-4">
            <TextField
              id="brandName"
              label="Brand name"
              value={values.brandName}
              onChange={set('brandName')}
              onBlur={leave('brandName')}
              required
              placeholder="Northwind"
              disabled={generating}
              limit={BRIEF_LIMITS.brandName}
              error={errors.brandName}
            />
            <TextField
              id="industry"
              label="Industry"
              value={values.industry}
              onChange={set('industry')}
              onBlur={leave('industry')}
              required
              placeholder="Coffee roastery"
              disabled={generating}
              limit={BRIEF_LIMITS.industry}
              error={errors.industry}
            />
            <TextField
              id="oneLiner"
              label="One-liner"
              value={values.oneLiner}
              onChange={set('oneLiner')}
              onBlur={leave('oneLiner')}
              required
              multiline
              placeholder="Small-batch coffee roasted for neighbourhood cafés"
              disabled={generating}
              limit={BRIEF_LIMITS.oneLiner}
              error={errors.oneLiner}
            />
            <TextField
              id="tagline"
              label="Tagline"
              value={values.tagline}
              onChange={set('tagline')}
              onBlur={leave('tagline')}
              placeholder="Roasted close to home"
              disabled={generating}
              limit={BRIEF_LIMITS.tagline}
              error={errors.tagline}
            />
            <TextField
              id="desiredColors"
              label="Desired colours"
              value={values.desiredColors}
              onChange={set('desiredColors')}
              onBlur={leave('desiredColors')}
              hint='A list of colours (e.g. "navy, #ff6600") or the word "auto".'
              placeholder="auto"
              disabled={generating}
              limit={BRIEF_LIMITS.desiredColors}
              error={errors.desiredColors}
            />
            <TextField
              id="competitors"
              label="Competitors"
              value={values.competitors}
              onChange={set('competitors')}
              onBlur={leave('competitors')}
              multiline
              placeholder="Brands you want to stand apart from"
              disabled={generating}
              limit={BRIEF_LIMITS.competitors}
              error={errors.competitors}
            />
          </div>
        </Card>
        <Card
          title="Designer DNA Preset"
          titleId="designer-heading"
          description={<span id="designer-hint">Pick the designer whose way of working shapes your logo. Type a name to jump to it.</span>}
        >
          <DesignerPicker designers={designers} value={values.designerDna} onChange={set('designerDna')} disabled={generating} />
          <p aria-live="polite" className="mt-4 flex flex-wrap justify-between gap-x-3 border-t border-line pt-3 text-sm text-muted">
            <span>
              Selected: <span className="font-medium text-ink">{selectedName}</span>
            </span>
            <span>{designers.length} designers</span>
          </p>
        </Card>
      </div>
      {/* On a desktop (two columns) it stays in view at the bottom of the window: at 1440 × 900 the form is taller than
          the window. On a phone it follows the fields, where a reader who has filled them expects it. Opaque, so a field
          scrolled under it is hidden rather than showing through the buttons. */}
      <div
        ref={bar}
        data-submit-bar=""
        className="flex flex-col items-center gap-2 lg:sticky lg:bottom-0 lg:z-20 lg:-mx-6 lg:border-t lg:border-line lg:bg-white lg:px-6 lg:py-3 lg:shadow-[0_-4px_16px_-8px_rgb(15_23_42/0.12)]"
      >
        <div className="flex w-full flex-col items-center justify-center gap-2 sm:w-auto sm:flex-row sm:gap-3">
          <Button
            type="submit"
            variant="primary"
            size="lg"
            disabled={generating || incomplete}
            aria-describedby={status ? STATUS_ID : undefined}
            className="w-full justify-center sm:w-auto sm:min-w-80"
          >
            {generating ? (
              <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
            ) : (
              <Sparkles aria-hidden="true" className="h-5 w-5" />
            )}
            {generating ? 'Generating Your Logo System...' : 'Generate My Logo System'}
          </Button>
          {onExplore && !generating ? (
            <Button
              type="button"
              variant="secondary"
              size="lg"
              disabled={incomplete}
              aria-describedby={status ? STATUS_ID : undefined}
              onClick={() => check() && onExplore(values)}
              className="w-full justify-center sm:w-auto"
            >
              <LayoutGrid aria-hidden="true" className="h-5 w-5" />
              Explore all {designers.length} designers
            </Button>
          ) : null}
        </div>
        {status ? (
          <p id={STATUS_ID} className="text-xs text-muted">
            {status}
          </p>
        ) : null}
      </div>
    </form>
  );
}
