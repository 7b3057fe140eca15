/** Layout: where the mark sits in the primary logo (left, right, above, none), the stacked alignment and the mark-to-name spacing. */
import type { DesignEdits, DesignSettings } from '@logo-dna/protocol';
import { type Choice, ControlSection, RangeControl, SegmentedChoice } from './controls';

type Position = 'left' | 'right' | 'above' | 'none';

const POSITIONS: readonly Choice<Position>[] = [
  { value: 'left', label: 'Left' },
  { value: 'right', label: 'Right' },
  { value: 'above', label: 'Above' },
  { value: 'none', label: 'No mark' },
];
const ALIGNS: readonly Choice<'left' | 'center' | 'right'>[] = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Centre' },
  { value: 'right', label: 'Right' },
];

const PATCH: Record<Position, NonNullable<DesignEdits['layout']>> = {
  left: { primary: 'horizontal', markSide: 'left' },
  right: { primary: 'horizontal', markSide: 'right' },
  above: { primary: 'stacked' },
  none: { primary: 'wordmark' },
};

export interface LayoutControlsProps {
  settings: DesignSettings;
  edits: DesignEdits['layout'];
  onChange: (patch: NonNullable<DesignEdits['layout']>) => void;
}

/** The mark's place in the primary logo, read from the edits or, without them, from how the design was set. */
function positionOf(settings: DesignSettings, edits: DesignEdits['layout']): Position | undefined {
  const primary = edits?.primary ?? settings.primaryLockup;
  if (primary === 'mark') return undefined;
  if (primary === 'stacked') return 'above';
  if (primary === 'wordmark') return 'none';
  return (edits?.markSide ?? settings.markSide) === 'right' ? 'right' : 'left';
}

export function LayoutControls({ settings, edits, onChange }: LayoutControlsProps) {
  const nameInMark = settings.primaryLockup === 'mark';
  const spacing = edits?.spacing ?? 1;
  return (
    <ControlSection title="Layout" description="The primary logo, its monochrome and reversed versions follow the mark's position.">
      <SegmentedChoice
        label="Mark position"
        name="mark-position"
        value={positionOf(settings, edits)}
        choices={POSITIONS}
        columns="grid-cols-4"
        onChange={(value) => onChange(PATCH[value])}
        disabled={nameInMark}
        note={nameInMark ? 'Off: the mark spells the name.' : undefined}
      />
      <SegmentedChoice
        label="Stacked alignment"
        name="stack-align"
        value={edits?.stackAlign ?? settings.stackAlign}
        choices={ALIGNS}
        onChange={(value) => onChange({ stackAlign: value })}
      />
      <RangeControl
        label="Space between mark and name"
        value={spacing}
        min={0.25}
        max={3}
        step={0.05}
        format={(value) => `${value.toFixed(2)}×`}
        edited={edits?.spacing !== undefined}
        onChange={(value) => onChange({ spacing: Math.round(value * 100) / 100 })}
        onReset={() => onChange({ spacing: undefined })}
      />
    </ControlSection>
  );
}
