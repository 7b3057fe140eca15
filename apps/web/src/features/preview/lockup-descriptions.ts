/**
 * What each previewed lockup draws, in words: its alt text and its short label, read from the design record the
 * engine returned with the drawings (which lockups show the mark, their sizes, what the mark and the app icon are),
 * never from the value a control was last set to, so the words cannot disagree with the picture.
 */
import type { SystemRecord } from '@logo-dna/engine';
import type { DesignLockups, DesignSettings } from '@logo-dna/protocol';

export type LockupKind = keyof DesignLockups;

export interface LockupDescription {
  /** A few words under the tile ("Stacked · mark above name"). */
  label: string;
  /** How it sets the mark and the name, in a few words ("mark above name", "name alone"). */
  detail: string;
  /** The image's alt text: the brand, the lockup and what it draws. */
  alt: string;
}

/** How a lockup sets the mark and the name. */
type Arrangement = 'mark-left' | 'mark-right' | 'mark-above' | 'name-alone' | 'name-as-mark' | 'sign-above-name' | 'mark-with-name';

const ARRANGEMENT_LABELS: Record<Arrangement, string> = {
  'mark-left': 'mark left of name',
  'mark-right': 'mark right of name',
  'mark-above': 'mark above name',
  'name-alone': 'name alone',
  'name-as-mark': 'name as mark',
  'sign-above-name': 'initial above name',
  'mark-with-name': 'mark with name',
};

const KIND_TITLES: Record<Exclude<LockupKind, 'icon'>, { title: string; noun: string }> = {
  primary: { title: 'Primary', noun: 'primary logo' },
  horizontal: { title: 'Horizontal', noun: 'horizontal logo' },
  stacked: { title: 'Stacked', noun: 'stacked logo' },
  monochrome: { title: 'Monochrome', noun: 'monochrome logo' },
  reversed: { title: 'Reversed', noun: 'reversed logo, for dark grounds' },
};

type RecordPart = Pick<SystemRecord, 'brief' | 'lockups' | 'mark' | 'icon'>;
type LockupEntry = SystemRecord['lockups'][number];

/** The first clause of an engine sentence, as a phrase ("A coffee cup knocked out of a circle: …" → "a coffee cup knocked out of a circle"). */
export function toPhrase(sentence: string): string {
  const clause = (sentence.split(/:\s/)[0] ?? '').trim().replace(/[.\s]+$/, '');
  // "A cup" and "The initials" start a sentence; "N in the display face" and "NORTHWIND with…" start with the letters drawn.
  return /^(?:A|[A-Z][a-z]+)\b/.test(clause) ? clause.charAt(0).toLowerCase() + clause.slice(1) : clause;
}

/** The mark in words: the engine's own description, else its icons or concept. */
function markPhrase(mark: RecordPart['mark']): string {
  const described = toPhrase(mark.description);
  if (described) return described;
  if (mark.icons.length > 0) return `a ${mark.icons.map((id) => id.replace(/-/g, ' ')).join(' and ')} mark`;
  return mark.concept ? `a ${mark.concept} mark` : 'the mark';
}

const sameSize = (a: LockupEntry | undefined, b: LockupEntry | undefined) =>
  a !== undefined && b !== undefined && Math.abs(a.width - b.width) < 0.01 && Math.abs(a.height - b.height) < 0.01;

/**
 * How one lockup sets the mark and the name. A lockup that shows no mark is the name alone. A mark that spells the
 * name is the horizontal logo by itself, and sits under the initial when stacked. The primary (and its monochrome and
 * reversed versions) repeats the drawing of the same size: the engine sets a long name stacked whatever the designer
 * prefers, so the size, not the setting, says which.
 */
function arrangementOf(kind: Exclude<LockupKind, 'icon'>, record: RecordPart, settings: DesignSettings): Arrangement {
  const byId = (id: LockupKind) => record.lockups.find((lockup) => lockup.id === id);
  const own = kind === 'monochrome' || kind === 'reversed' ? 'primary' : kind;
  if (byId(own)?.showsMark === false) return 'name-alone';
  const side: Arrangement = settings.markSide === 'right' ? 'mark-right' : 'mark-left';
  const stacked: Arrangement = record.mark.carriesName ? 'sign-above-name' : 'mark-above';
  const beside: Arrangement = record.mark.carriesName ? 'name-as-mark' : side;
  if (own === 'stacked') return stacked;
  if (own === 'horizontal') return beside;
  if (sameSize(byId('primary'), byId('horizontal'))) return beside;
  if (sameSize(byId('primary'), byId('stacked'))) return stacked;
  return record.mark.carriesName ? 'name-as-mark' : 'mark-with-name';
}

/** The app icon's sign in words (the initial a lettering mark is stacked under), else the mark's. */
function signPhrase(record: RecordPart, mark: string): string {
  return (record.icon ? toPhrase(record.icon.description) : '') || mark;
}

function drawingPhrase(arrangement: Arrangement, mark: string, sign: string): string {
  switch (arrangement) {
    case 'name-alone':
      return 'the name alone, without a mark';
    case 'name-as-mark':
      return mark;
    case 'sign-above-name':
      return `${sign}, above ${mark}`;
    case 'mark-above':
      return `${mark}, above the name`;
    case 'mark-left':
      return `${mark}, to the left of the name`;
    case 'mark-right':
      return `${mark}, to the right of the name`;
    case 'mark-with-name':
      return `${mark}, with the name`;
  }
}

/** What the app icon draws, in a word: the initial, the brief's idea alone (a pictogram), or the mark. */
function iconDetail(record: RecordPart): string {
  const figure = record.icon?.figure;
  return figure === 'initial' ? 'initial' : figure === 'idea' ? 'pictogram' : 'mark';
}

/** The label and alt text of every lockup of one previewed design, named as the design sets the name. */
export function describeLockups(record: RecordPart, settings: DesignSettings): Record<LockupKind, LockupDescription> {
  const name = record.brief.brandName;
  const mark = markPhrase(record.mark);
  const sign = signPhrase(record, mark);
  const describe = (kind: Exclude<LockupKind, 'icon'>): LockupDescription => {
    const arrangement = arrangementOf(kind, record, settings);
    const { title, noun } = KIND_TITLES[kind];
    // The sign over a lettering mark is its initial, or the brief's idea alone when the initial had no room for it.
    const detail =
      arrangement === 'sign-above-name' && record.icon?.figure === 'idea' ? 'pictogram above name' : ARRANGEMENT_LABELS[arrangement];
    return { label: `${title} · ${detail}`, detail, alt: `${name} ${noun}: ${drawingPhrase(arrangement, mark, sign)}` };
  };
  return {
    primary: describe('primary'),
    horizontal: describe('horizontal'),
    stacked: describe('stacked'),
    monochrome: describe('monochrome'),
    reversed: describe('reversed'),
    icon: {
      label: `App icon · ${iconDetail(record)}`,
      detail: iconDetail(record),
      alt: `${name} app icon: ${sign}`,
    },
  };
}
