/**
 * "Your details": the owner's name, role and contact lines, entered once and printed on the brand kit's business card,
 * letterheads and email signature, and shown in the mockups below. Every field is optional; an empty one leaves its
 * line out. Checked here with the server's own rules, each problem at its field.
 */
import { CONTACT_FIELD_LABELS, CONTACT_FIELDS, CONTACT_LIMITS, type ContactField } from '@logo-dna/protocol';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AuthUser } from '../../shared/api';
import { useApi } from '../../shared/api-context';
import { Button } from '../../shared/Button';
import { notifyError } from '../../shared/notify';
import { TextField } from '../brief-form/TextField';
import type { LogoSystem } from '../generation/logo-system';
import {
  type ContactValues,
  contactOf,
  contactProblems,
  sameContact,
  saveContact,
  toContactDetails,
  toContactValues,
} from './contact-details';

/** The id of the form's first field: "Add your details" beside the kit export moves the focus here. */
export const CONTACT_FIRST_FIELD_ID = 'contact-name';

const SAVE_FAILED = 'Your details could not be saved. They are still in the form; please try again.';

const FIELD_SETTINGS: Record<ContactField, { type: 'text' | 'email' | 'tel' | 'url'; autoComplete: string; placeholder: string }> = {
  name: { type: 'text', autoComplete: 'name', placeholder: 'Maya Okafor' },
  role: { type: 'text', autoComplete: 'organization-title', placeholder: 'Founder' },
  email: { type: 'email', autoComplete: 'email', placeholder: 'maya@example.com' },
  phone: { type: 'tel', autoComplete: 'tel', placeholder: '+44 20 7946 0000' },
  website: { type: 'url', autoComplete: 'url', placeholder: 'example.com' },
  address: { type: 'text', autoComplete: 'street-address', placeholder: '12 High Street, Bristol BS1 4DJ' },
};

export interface ContactDetailsCardProps {
  system: LogoSystem;
  user: AuthUser | null;
  onChange: (system: LogoSystem) => void;
}

/** The server's refusal of one field (400 INVALID_CONTACT), if that is what the error is. */
function refusedField(error: unknown): { field: ContactField; message: string } | null {
  const { code, details, message } = (error ?? {}) as { code?: unknown; details?: unknown; message?: unknown };
  if (code !== 'INVALID_CONTACT' || typeof message !== 'string') return null;
  const named = typeof details === 'string' ? details : (details as { field?: unknown } | null)?.field;
  const field = CONTACT_FIELDS.find((candidate) => candidate === named);
  return field ? { field, message } : null;
}

export function ContactDetailsCard({ system, user, onChange }: ContactDetailsCardProps) {
  const api = useApi();
  const { record } = system;
  const saved = useMemo(() => contactOf(record), [record]);
  const [values, setValues] = useState<ContactValues>(() => toContactValues(saved));
  const [touched, setTouched] = useState<ReadonlySet<ContactField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ field: ContactField; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState('');
  const inputs = useRef<Partial<Record<ContactField, HTMLInputElement | null>>>({});
  const titleId = useId();
  const statusId = useId();

  // Another system on screen, or its details saved elsewhere: the form shows what is stored.
  const storedText = record.contact ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the stored details or the system change, not on every render
  useEffect(() => {
    setValues(toContactValues(contactOf({ contact: storedText })));
    setTouched(new Set());
    setSubmitted(false);
    setServerError(null);
  }, [record.id, storedText]);

  const problems = contactProblems(values);
  const details = toContactDetails(values);
  const dirty = !sameContact(details, saved);
  const errorOf = (field: ContactField) =>
    (serverError?.field === field ? serverError.message : undefined) ?? (submitted || touched.has(field) ? problems[field] : undefined);

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setStatus('');
    if (serverError?.field === field) setServerError(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const first = CONTACT_FIELDS.find((field) => problems[field]);
    if (first) {
      inputs.current[first]?.focus();
      setStatus('');
      return;
    }
    if (!dirty) {
      setStatus(Object.keys(details).length ? 'Your details are saved.' : 'No details to save.');
      return;
    }
    setSaving(true);
    setStatus('');
    try {
      onChange(await saveContact({ api, system, details, user }));
      setStatus(
        Object.keys(details).length
          ? 'Saved. The brand kit and mockups now carry your details.'
          : 'Cleared. The kit carries the brand alone.',
      );
    } catch (error) {
      const refused = refusedField(error);
      if (refused) {
        setServerError(refused);
        inputs.current[refused.field]?.focus();
      } else notifyError(SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section
      id="your-details"
      aria-labelledby={titleId}
      className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6"
      data-testid="contact-details"
    >
      <div className="mb-4 max-w-3xl">
        <h2 id={titleId} className="text-base font-semibold tracking-tight text-ink">
          Your details
        </h2>
        <p className="mt-1 text-sm text-muted">
          Printed on the business card, letterheads and email signature in the brand kit, and shown in the mockups. A field left empty
          leaves its line out.
        </p>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} aria-describedby={status ? statusId : undefined}>
        <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2 xl:grid-cols-3">
          {CONTACT_FIELDS.map((field) => (
            <TextField
              key={field}
              ref={(node) => {
                inputs.current[field] = node;
              }}
              id={`contact-${field}`}
              label={CONTACT_FIELD_LABELS[field]}
              value={values[field]}
              onChange={(value) => change(field, value)}
              onBlur={() => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)))}
              type={FIELD_SETTINGS[field].type}
              autoComplete={FIELD_SETTINGS[field].autoComplete}
              placeholder={FIELD_SETTINGS[field].placeholder}
              limit={CONTACT_LIMITS[field]}
              error={errorOf(field)}
            />
          ))}
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button type="submit" variant="primary" disabled={saving} aria-busy={saving}>
            {saving ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
            Save details
          </Button>
          <p id={statusId} role="status" className="flex items-center gap-1.5 text-sm text-muted empty:hidden">
            {status ? <CheckCircle2 aria-hidden="true" className="h-4 w-4 shrink-0 text-emerald-800" /> : null}
            {status || null}
          </p>
          {!status && dirty ? <p className="text-sm text-muted">Not saved yet: the kit uses your saved details.</p> : null}
        </div>
      </form>
    </section>
  );
}
