/** Type: the name's face and the tagline's face from the licence-safe set, each shown in itself, and the name's case, weight and tracking. */
import { type FaceSubstitution, type FontChoiceInfo, listFontChoices } from '@logo-dna/engine';
import type { DesignEdits, DesignSettings, EditTextCase } from '@logo-dna/protocol';
import { useEffect, useId, useState } from 'react';
import { declareFontFamilies, loadFontFamily } from '../../shared/fonts';
import { type Choice, ControlSection, RangeControl, ResetButton, SegmentedChoice } from './controls';

const FONTS: readonly FontChoiceInfo[] = listFontChoices();

/** A family as CSS, with the app's sans as the fallback while its face loads. */
const faceOf = (family: string) => `"${family}", ui-sans-serif, system-ui`;

/** The faces of the list are declared the first time a font list is opened or focused (not before: they cost nothing until then). */
let facesDeclared = false;
const declareChoiceFaces = () => {
  if (facesDeclared) return;
  facesDeclared = true;
  // A face stylesheet that fails to load (offline) is asked for again the next time a list is opened.
  declareFontFamilies(FONTS.map((font) => font.family)).catch(() => {
    facesDeclared = false;
  });
};
const CASES: readonly Choice<EditTextCase | 'designer'>[] = [
  { value: 'designer', label: "Designer's" },
  { value: 'as-typed', label: 'As typed' },
  { value: 'upper', label: 'UPPER' },
  { value: 'lower', label: 'lower' },
  { value: 'title', label: 'Title' },
];
const WEIGHT_NAMES: Record<number, string> = {
  100: 'Thin',
  200: 'Extra light',
  300: 'Light',
  400: 'Regular',
  500: 'Medium',
  600: 'Semibold',
  700: 'Bold',
  800: 'Extra bold',
  900: 'Black',
};

export interface TypeControlsProps {
  /** The faces drawn (the live record's), which may stand in for the chosen ones. */
  fonts: { display: string; support: string; weight: number };
  /** The chosen faces that had no letters for the text, and the faces drawn instead (the live record's). */
  substitutions?: readonly FaceSubstitution[];
  settings: DesignSettings;
  edits: DesignEdits;
  sample: { name: string; tagline: string };
  onFont: (role: 'display' | 'support', family: string | undefined) => void;
  onType: (patch: NonNullable<DesignEdits['type']>) => void;
}

const TEXT_TRANSFORMS: Partial<Record<DesignSettings['textCase'], 'uppercase' | 'lowercase' | 'capitalize'>> = {
  upper: 'uppercase',
  lower: 'lowercase',
  title: 'capitalize',
};

function FontSelect({
  label,
  family,
  drawn,
  sample,
  textCase,
  edited,
  onChange,
}: {
  label: string;
  family: string;
  /** The face the logos draw the text in, when the chosen one has no letters for it. */
  drawn?: FaceSubstitution;
  sample: string;
  /** The name's case, so the sample reads as the logos set it. */
  textCase?: DesignSettings['textCase'];
  edited: boolean;
  onChange: (family: string | undefined) => void;
}) {
  const id = useId();
  const [loaded, setLoaded] = useState(false);
  // The specimen shows the face the logos draw: the stand-in when the chosen face has no letters for the text.
  const shown = drawn && drawn.designed === family ? drawn.drawn : family;
  useEffect(() => {
    let current = true;
    setLoaded(false);
    void loadFontFamily(shown, sample).then((ok) => current && setLoaded(ok));
    return () => {
      current = false;
    };
  }, [shown, sample]);
  return (
    <div>
      <div className="mb-1 flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {edited ? <ResetButton label={`Reset ${label.toLowerCase()}`} onClick={() => onChange(undefined)} /> : null}
      </div>
      {/* Each face's name is set in that face: in the list (where the browser draws options as the page does) and on
          the closed control, so a face is seen before it is chosen. */}
      <select
        id={id}
        value={family}
        onChange={(event) => onChange(event.target.value)}
        onFocus={declareChoiceFaces}
        onPointerDown={declareChoiceFaces}
        aria-describedby={shown === family ? `${id}-sample` : `${id}-sample ${id}-drawn`}
        className="font-select h-10 w-full rounded-lg border border-line bg-white px-2.5 text-base text-ink"
        style={{ fontFamily: faceOf(family) }}
      >
        {FONTS.some((font) => font.family === family) ? null : <option value={family}>{family}</option>}
        {FONTS.map((font) => (
          <option key={font.family} value={font.family} style={{ fontFamily: faceOf(font.family) }}>
            {font.family} · {font.category}
          </option>
        ))}
      </select>
      <p
        id={`${id}-sample`}
        dir="auto"
        className="mt-2 truncate rounded-lg bg-slate-50 px-3 py-2 text-2xl leading-snug text-ink"
        style={{
          fontFamily: faceOf(shown),
          opacity: loaded ? 1 : 0.6,
          textTransform: textCase ? TEXT_TRANSFORMS[textCase] : undefined,
        }}
      >
        {sample}
      </p>
      {shown === family ? null : (
        <p id={`${id}-drawn`} className="mt-1 text-xs text-muted" data-testid="font-drawn-note">
          {family} has no “{drawn?.missing}”: the logos draw this text in {shown}.
        </p>
      )}
    </div>
  );
}

export function TypeControls({ fonts, substitutions, settings, edits, sample, onFont, onType }: TypeControlsProps) {
  const weightId = useId();
  const display = edits.fonts?.display ?? fonts.display;
  const weights = FONTS.find((font) => font.family === display)?.weights ?? [fonts.weight];
  const weight = edits.type?.weight ?? fonts.weight;
  const oneWeight = weights.length < 2;
  const tracking = edits.type?.trackingEm ?? settings.trackingEm;
  return (
    <ControlSection title="Type" description="Open-licence families bundled with the engine; every lockup and the kit's font files follow.">
      <FontSelect
        label="Name font"
        family={display}
        drawn={substitutions?.find((s) => s.role === 'display')}
        sample={sample.name}
        textCase={edits.type?.case ?? settings.textCase}
        edited={edits.fonts?.display !== undefined}
        onChange={(family) => onFont('display', family)}
      />
      <FontSelect
        label="Tagline font"
        family={edits.fonts?.support ?? fonts.support}
        drawn={substitutions?.find((s) => s.role === 'support')}
        sample={sample.tagline || 'The quick brown fox jumps over the lazy dog'}
        edited={edits.fonts?.support !== undefined}
        onChange={(family) => onFont('support', family)}
      />
      <SegmentedChoice
        label="Name case"
        name="name-case"
        value={edits.type?.case ?? 'designer'}
        choices={CASES}
        columns="grid-cols-3 sm:grid-cols-5"
        onChange={(value) => onType({ case: value === 'designer' ? undefined : value })}
      />
      <div>
        <label htmlFor={weightId} className="mb-1 block text-sm font-medium text-ink">
          Name weight
        </label>
        <select
          id={weightId}
          value={weights.includes(weight) ? weight : weights[0]}
          onChange={(event) => onType({ weight: Number(event.target.value) })}
          disabled={oneWeight}
          aria-describedby={oneWeight ? `${weightId}-reason` : undefined}
          className="h-10 w-full rounded-lg border border-line bg-white px-2.5 text-sm text-ink disabled:text-muted"
        >
          {weights.map((value) => (
            <option key={value} value={value}>
              {value} · {WEIGHT_NAMES[value] ?? ''}
            </option>
          ))}
        </select>
        {oneWeight ? (
          <p id={`${weightId}-reason`} className="mt-1.5 text-sm text-muted">
            Off: {display} has one weight.
          </p>
        ) : null}
      </div>
      <RangeControl
        label="Tracking"
        value={tracking}
        min={-0.1}
        max={0.5}
        step={0.01}
        format={(value) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(2)} em`}
        edited={edits.type?.trackingEm !== undefined}
        onChange={(value) => onType({ trackingEm: Math.round(value * 100) / 100 })}
        onReset={() => onType({ trackingEm: undefined })}
      />
    </ControlSection>
  );
}
