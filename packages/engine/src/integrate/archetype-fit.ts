/**
 * Archetypes that draw a subject of their own (a globe, a sun, a bite) fit only a brief about that subject: a striped
 * globe says "worldwide" and tells a coffee shop's customers nothing, and a bitten boat looks broken. Devices with a
 * connotation (drips, a wedding script) fit only a trade whose tone admits them (brief/tone.ts). Such an archetype or
 * face leaves the designer's cycle when the brief does not call for it, and the record says why.
 */
import { readTone, type Tone, type ToneDevice, toneAdmits, toneReason } from '../brief';
import type { ArchetypeId, DesignerDNA } from '../dna/types';
import { NAME_WORD_DESIGNERS, offersNameWords } from '../marks/name-words';
import type { Brief } from '../types';

/** The archetype that acts out a word of the name in its letters (marks/modules/name-words.ts). */
const NAME_WORD_ARCHETYPE = 'name-word-lettering';

interface SubjectRule {
  subject: string;
  words: RegExp;
}

const SUBJECT_ARCHETYPES: Record<string, SubjectRule> = {
  'globe-arcs': {
    subject: 'nothing global or travelling',
    words:
      /\b(?:global\w*|globe|world\w*|international\w*|export\w*|import\w*|freight|shipping|cargo|logistic\w*|travel\w*|airline\w*|flights?|tour\w*|planet\w*|earth|atlas|maps?|overseas|abroad|languages?|translat\w*|ferr(?:y|ies)|voyage\w*|trade)\b/i,
  },
  // A bite out of a boat or a tooth reads as damage; out of something eaten it is wit.
  'bitten-silhouette': {
    subject: 'nothing one eats or drinks',
    words:
      /\b(?:food\w*|bak\w*|bread|caf[eé]\w*|coffee|tea|restaurant\w*|kitchen\w*|eat\w*|fruit\w*|apples?|orchard\w*|cider|juice\w*|snack\w*|cookie\w*|cakes?|pastr\w*|dessert\w*|sweets?|cand(?:y|ies)|chocolat\w*|ice ?cream|pizz\w*|burger\w*|grill\w*|bbq|barbecue|chicken|deli\w*|grocer\w*|dairy|chees\w*|honey|jams?|cater\w*|chefs?|meals?|lunch\w*|dinner\w*|breakfast\w*|brunch|bistro\w*|tacos?|noodles?|sushi|donuts?|doughnuts?|bagels?|bites?|tast\w*|vegan|vegetabl\w*|carrots?|salads?|crumbs?|brew\w*|beers?|wines?|vineyard\w*|drinks?|cook\w*|diner|eggs?|butcher\w*|patisserie|boulangerie)\b/i,
  },
  // Petals round a letter say flower, sweet or play: right for a florist or a sweet shop, wrong for audit software.
  // A wedding is an occasion the trade serves (wedding wear, wedding stationery), not flowers: a tailor's initial in a
  // daisy read as a florist's. A spring is as often water as a season (a borehole driller's Deep Spring got a flower).
  'radial-petal-frame': {
    subject: 'nothing of flowers, sweets, play or beauty',
    words:
      /\b(?:flor\w*|flowers?|petals?|blooms?|blossom\w*|garden\w*|botanic\w*|springtime|roses?|dais(?:y|ies)|sweet\w*|cand(?:y|ies)|lollipops?|confection\w*|dessert\w*|ice ?cream|gelato|bak\w*|pastr\w*|cakes?|cookies?|honey|juice\w*|fruit\w*|tea|caf[eé]\w*|kids?|child\w*|toys?|play(?:groups?|grounds?|rooms?|schools?|time|ful)?|party|parties|beauty|cosmetic\w*|skin\w*|perfume\w*|salon|nails?|spa)\b/i,
  },
  'sun-badge': {
    subject: 'nothing of sun, morning or summer',
    words:
      /\b(?:suns?|sunn(?:y|ier)|sunshine|sunlight|sunrise|sunset|sunflowers?|solar|morning\w*|breakfast\w*|brunch|summer\w*|beach\w*|dawn|sunrise|holiday\w*|bright\w*|warm\w*|egg\w*|citrus|orange\w*|honey)\b/i,
  },
};

/**
 * Blackletter capitals misread in a name ("Tidy Sums" reads "Cidy Gums"); the face belongs to the trades that wear it
 * as heritage (brewers, barbers, tattooists, printers and papers, butchers, distillers, heavy music).
 */
const BLACKLETTER_SUBJECTS =
  /\b(?:brew\w*|beers?|ales?|lagers?|pubs?|taverns?|inns?|barbers?|barbershop\w*|tattoo\w*|ink|print\w*|press|gazette|chronicle|herald|times|newspaper\w*|journal\w*|butcher\w*|distill\w*|whisk(?:e)?y|gin|mead|metal|gothic|goth|heritage|guild|abbey|monaster\w*|castle\w*|medieval|scriptori\w*|calligraph\w*)\b/i;

/** Faces whose ampersand reads as another character at logo size (Pinyon Script's is a small looped "4"). */
const MISREAD_AMPERSAND = new Set(['Pinyon Script']);

/**
 * Script capitals that read as another letter at first glance, seen in each face's alphabet: the thin signature
 * scripts' P reads F ("Fetal & Stem"), their T and I read J, their Q a 2; in the formal scripts I and J are one shape.
 */
const MISREAD_CAPITALS: Readonly<Record<string, string>> = {
  'Mr De Haviland': 'FHIJPQTX',
  'Herr Von Muellerhoff': 'FGHIJPQT',
  'Great Vibes': 'IJ',
  'Pinyon Script': 'IJ',
  'Alex Brush': 'IJ',
  // A Fraktur I is the J's form: "Ink and Nib" read "Jnk and Nib" (twenty-eighth review).
  UnifrakturMaguntia: 'IJ',
};

/** The capitals a name shows in title case: its own capitals and the first letter of each word. */
function nameCapitals(name: string): Set<string> {
  const initials = name.split(/[\s\-–—/]+/u).map((word) => Array.from(word)[0] ?? '');
  return new Set([...Array.from(name).filter((c) => c !== c.toLowerCase()), ...initials.map((c) => c.toUpperCase())]);
}

/** The thin formal faces (copperplate, formal, signature and fine brush scripts) that read as a wedding invitation. */
const FORMAL_SCRIPT_CATEGORIES = new Set(['formal script', 'copperplate script', 'brush script', 'signature script']);

/** Every other script or handwriting (a retro brush, a connected display script) reads as a party, not a practice. */
const isFestiveScript = (font: Face) => /script|handwriting/.test(font.category) && !FORMAL_SCRIPT_CATEGORIES.has(font.category);

/** Archetypes that write the name in the designer's script face. */
const SCRIPT_ARCHETYPES = new Set(['script-wordmark', 'script-in-badge', 'stacked-interlocking-script', 'script-initial']);

/**
 * The tone device an archetype is built on: Dalí's melting wordmark drips, one swept tapered stroke is the swoosh, an
 * orbit with a star riding it is the mission emblem.
 */
const ARCHETYPE_DEVICES: Readonly<Record<string, ToneDevice>> = {
  'melting-wordmark': 'drip',
  'single-stroke-gesture': 'swoosh',
  'gesture-with-italic-wordmark': 'swoosh',
  'meatball-orbit': 'orbit',
};

/**
 * The next-best ideas for a device the tone refuses: a script name becomes wide titling or one accented letter, the
 * script badge a plain badge, the melting name a name with one small story detail or one accented letter.
 */
const STAND_INS: Readonly<Record<string, readonly ArchetypeId[]>> = {
  'script-wordmark': ['extended-titling', 'accent-letter-wordmark'],
  'stacked-interlocking-script': ['extended-titling', 'accent-letter-wordmark'],
  'script-initial': ['extended-titling', 'accent-letter-wordmark'],
  'script-in-badge': ['emblem-badge'],
  'melting-wordmark': ['wordmark-with-story-detail', 'accent-letter-wordmark'],
};

type Face = DesignerDNA['typography']['display'][number];

/** A name whose first letter is a ring (O, Q, a zero, Greek omicron and theta, Cyrillic O and EF). */
const ROUND_INITIAL = /^[^\p{L}\p{N}]*[OQ0ÖØÓÒÔÕŌΟΘОФ]/iu;

/** Faces drawn in lamp dots or pixels. */
const DOT_FACE_CATEGORIES: ReadonlySet<string> = new Set(['dot-matrix', 'pixel']);

interface BriefReading {
  text: string;
  /** The name and the trade alone: what the business is, not every word its line happens to use. */
  trade: string;
  brandName: string;
  tone: ReadonlySet<Tone>;
}

/** Why a face would misread this brief, or undefined when it fits. */
function faceUnfit(font: Face, brief: BriefReading): string | undefined {
  // Read from the trade, not the whole line: a coffee roaster selling to "home brewers" is not a brewery.
  if (font.category === 'blackletter' && !BLACKLETTER_SUBJECTS.test(brief.trade))
    return `${font.family}: blackletter reads only to a brief about a trade that wears it`;
  if (MISREAD_AMPERSAND.has(font.family) && brief.brandName.includes('&'))
    return `${font.family}: its ampersand reads as another character`;
  const misread = [...nameCapitals(brief.brandName)].filter((c) => MISREAD_CAPITALS[font.family]?.includes(c));
  if (misread.length > 0) return `${font.family}: its ${misread.join(', ')} reads as another letter`;
  if (FORMAL_SCRIPT_CATEGORIES.has(font.category) && !toneAdmits(brief.tone, 'formal-script'))
    return `${font.family}: ${toneReason('formal-script')}`;
  if (DOT_FACE_CATEGORIES.has(font.category) && !toneAdmits(brief.tone, 'dot-face')) return `${font.family}: ${toneReason('dot-face')}`;
  if (isFestiveScript(font) && !toneAdmits(brief.tone, 'festive-script')) return `${font.family}: ${toneReason('festive-script')}`;
  return undefined;
}

/**
 * The designer's display and script faces without those that would misread this brief: blackletter unless the
 * brief's trade wears it, a face whose ampersand misreads for a name with "&", a thin formal script or a party script
 * unless the trade's tone admits one. When no display face is left, the designer's alternates that fit stand in (a
 * bolder script for a designer of formal scripts), else the designer's most restrained face, the support face (a
 * Spencerian penman's business serif for a law firm); without any, the faces stay as they are.
 */
function fitFaces(dna: DesignerDNA, brief: BriefReading): { dna: DesignerDNA; unfit: string[] } {
  const { display, script, alternates, support } = dna.typography;
  const unfit = [...display, ...(script ?? [])].flatMap((font) => faceUnfit(font, brief) ?? []);
  if (unfit.length === 0) return { dna, unfit };
  const fits = (font: Face) => faceUnfit(font, brief) === undefined;
  const kept = display.filter(fits);
  const standIns = (alternates ?? []).filter(fits);
  const restrained = support.filter(fits);
  const fitted = kept.length > 0 ? kept : standIns.length > 0 ? standIns : restrained;
  if (fitted.length === 0) return { dna, unfit: [] };
  const typography = { ...dna.typography, display: fitted, script: script?.filter(fits) };
  return { dna: { ...dna, typography }, unfit };
}

/** Whether any face the designer may still draw a name with is a script. */
function hasScript(dna: DesignerDNA): boolean {
  return [...(dna.typography.script ?? []), ...dna.typography.display].some((font) => font.category.includes('script'));
}

/** Why an archetype does not fit the brief, or undefined when it does. */
function archetypeUnfit(id: string, brief: BriefReading, faces: DesignerDNA): string | undefined {
  const rule = SUBJECT_ARCHETYPES[id];
  if (rule !== undefined && !rule.words.test(brief.text)) return `the brief names ${rule.subject}`;
  const device = ARCHETYPE_DEVICES[id];
  if (device && !toneAdmits(brief.tone, device)) return toneReason(device);
  if (SCRIPT_ARCHETYPES.has(id) && !hasScript(faces)) return toneReason('formal-script');
  if (id === 'multicolor-initial' && /^[^\p{L}\p{N}]*G/iu.test(brief.brandName))
    return "a G split into colours reads as a search engine's G, whatever its colours";
  if (id === 'gesture-letter' && ROUND_INITIAL.test(brief.brandName))
    return 'a round initial over a swept line reads as a head and shoulders, a person pictogram';
  return undefined;
}

/**
 * The designer's archetypes with those that do not fit the brief left out (never all of them): an archetype whose
 * subject the brief does not name, a device the trade's tone refuses (dripping letters for a security firm), a
 * script archetype left without a script face. Its faces are fitted as well (fitFaces).
 */
export function fitArchetypes(
  dna: DesignerDNA,
  brief: Pick<Brief, 'brandName' | 'industry' | 'oneLiner' | 'tagline'>,
): { dna: DesignerDNA; unfit: string[] } {
  const fitted = fitToBrief(dna, brief);
  return { ...fitted, dna: withNameWords(fitted.dna, brief.brandName) };
}

/**
 * A name that carries a word of the lexicon ("Wobbly", "Dog-Eared", "Sharp") gives three of the designers whose rules
 * admit such lettering (offersNameWords) the name-word archetype, first in the cycle at the designer's share (marks/name-words.ts); the
 * other archetypes keep their proportions in the rest. A name without one never gets it.
 */
function withNameWords(dna: DesignerDNA, brandName: string): DesignerDNA {
  const designer = NAME_WORD_DESIGNERS[dna.id];
  if (!designer || !offersNameWords(dna.id, brandName)) return dna;
  const others = dna.archetypes.filter((a) => a.id !== NAME_WORD_ARCHETYPE);
  const total = others.reduce((sum, a) => sum + a.weight, 0) || 1;
  const rest = others.map((a) => ({ ...a, weight: (a.weight / total) * (1 - designer.weight) }));
  return { ...dna, archetypes: [{ id: NAME_WORD_ARCHETYPE, weight: designer.weight }, ...rest] };
}

/**
 * The designer's name set upright where the tone refuses a slant (Davidson's heavy oblique capitals for a funeral
 * home): its italic display faces in their roman, the wordmark's shear taken off.
 */
function fitSlant(fitted: { dna: DesignerDNA; unfit: string[] }, tone: ReadonlySet<Tone>): { dna: DesignerDNA; unfit: string[] } {
  const { typography } = fitted.dna;
  const slanted = typography.display.some((font) => font.italic) || (typography.wordmark.obliqueDeg ?? 0) !== 0;
  if (!slanted || toneAdmits(tone, 'slant')) return fitted;
  const display = typography.display.map((font) => (font.italic ? { ...font, italic: false } : font));
  const wordmark = { ...typography.wordmark, obliqueDeg: 0 };
  return {
    dna: { ...fitted.dna, typography: { ...typography, display, wordmark } },
    unfit: [...fitted.unfit, `slanted letters: ${toneReason('slant')}`],
  };
}

function fitToBrief(
  dna: DesignerDNA,
  brief: Pick<Brief, 'brandName' | 'industry' | 'oneLiner' | 'tagline'>,
): { dna: DesignerDNA; unfit: string[] } {
  const text = [brief.brandName, brief.industry, brief.oneLiner, brief.tagline].filter(Boolean).join(' ');
  const trade = [brief.brandName, brief.industry].filter(Boolean).join(' ');
  const reading: BriefReading = { text, trade, brandName: brief.brandName, tone: readTone(brief) };
  const faces = fitSlant(fitFaces(dna, reading), reading.tone);
  const reasons = new Map<DesignerDNA['archetypes'][number], string>();
  for (const a of faces.dna.archetypes) {
    const reason = archetypeUnfit(a.id, reading, faces.dna);
    if (reason) reasons.set(a, reason);
  }
  if (reasons.size === 0) return faces;
  const kept = faces.dna.archetypes.filter((a) => !reasons.has(a));
  const archetypes = [...kept, ...standIns([...reasons.keys()], kept)];
  // Never none: a designer whose every idea is left out and has no stand-in keeps them.
  if (archetypes.length === 0) return faces;
  return {
    dna: { ...faces.dna, archetypes },
    unfit: [...faces.unfit, ...[...reasons].map(([a, reason]) => `${a.id}: ${reason}`)],
  };
}

/**
 * Each left-out device's stand-ins the designer does not already draw, sharing its weight, so the cycle keeps at least
 * as many different takes (a melting name varied its drips; one stand-in alone would repeat itself).
 */
function standIns(removed: DesignerDNA['archetypes'], kept: DesignerDNA['archetypes']): DesignerDNA['archetypes'] {
  const taken = new Set(kept.map((a) => a.id));
  return removed.flatMap((a) => {
    const ids = (STAND_INS[a.id] ?? []).filter((id) => !taken.has(id));
    for (const id of ids) taken.add(id);
    return ids.map((id) => ({ ...a, id, weight: a.weight / ids.length }));
  });
}
