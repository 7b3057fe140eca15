/**
 * Archetypes that draw a subject of their own (a globe, a sun, a bite) fit only a brief about that subject: a striped
 * globe says "worldwide" and tells a coffee shop's customers nothing, and a bitten boat looks broken. Such an archetype leaves the designer's cycle when
 * the brief's words do not name its subject, and the record says why.
 */
import type { DesignerDNA } from '../dna/types';
import type { Brief } from '../types';

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
  'radial-petal-frame': {
    subject: 'nothing of flowers, sweets, play or beauty',
    words:
      /\b(?:flor\w*|flowers?|petals?|blooms?|blossom\w*|garden\w*|botanic\w*|spring|roses?|dais(?:y|ies)|sweet\w*|cand(?:y|ies)|lollipops?|confection\w*|dessert\w*|ice ?cream|gelato|bak\w*|pastr\w*|cakes?|cookies?|honey|juice\w*|fruit\w*|tea|caf[eé]\w*|kids?|child\w*|toys?|play\w*|party|parties|wedding\w*|beauty|cosmetic\w*|skin\w*|perfume\w*|salon|nails?|spa)\b/i,
  },
  'sun-badge': {
    subject: 'nothing of sun, morning or summer',
    words:
      /\b(?:sun\w*|solar|morning\w*|breakfast\w*|brunch|summer\w*|beach\w*|dawn|sunrise|holiday\w*|bright\w*|warm\w*|egg\w*|citrus|orange\w*|honey)\b/i,
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
 * The designer's display faces without those that would misread this brief: blackletter unless the brief's trade
 * wears it, a face whose ampersand misreads for a name with "&". The designer keeps at least one face.
 */
function fitDisplayFaces(dna: DesignerDNA, text: string, brandName: string): { dna: DesignerDNA; unfit: string[] } {
  const display = dna.typography.display;
  const reasons = new Map<(typeof display)[number], string>();
  for (const font of display) {
    if (font.category === 'blackletter' && !BLACKLETTER_SUBJECTS.test(text))
      reasons.set(font, `${font.family}: blackletter reads only to a brief about a trade that wears it`);
    else if (MISREAD_AMPERSAND.has(font.family) && brandName.includes('&'))
      reasons.set(font, `${font.family}: its ampersand reads as another character`);
  }
  if (reasons.size === 0 || reasons.size === display.length) return { dna, unfit: [] };
  return {
    dna: { ...dna, typography: { ...dna.typography, display: display.filter((font) => !reasons.has(font)) } },
    unfit: [...reasons.values()],
  };
}

/**
 * The designer's archetypes with those whose subject the brief does not name left out (never all of them), and its
 * display faces without those that would misread the brief (fitDisplayFaces).
 */
export function fitArchetypes(
  dna: DesignerDNA,
  brief: Pick<Brief, 'brandName' | 'industry' | 'oneLiner' | 'tagline'>,
): { dna: DesignerDNA; unfit: string[] } {
  const text = [brief.brandName, brief.industry, brief.oneLiner, brief.tagline].filter(Boolean).join(' ');
  const faces = fitDisplayFaces(dna, text, brief.brandName);
  const unfit = faces.dna.archetypes.filter((a) => {
    const rule = SUBJECT_ARCHETYPES[a.id];
    return rule !== undefined && !rule.words.test(text);
  });
  if (unfit.length === 0 || unfit.length === dna.archetypes.length) return faces;
  return {
    dna: { ...faces.dna, archetypes: faces.dna.archetypes.filter((a) => !unfit.includes(a)) },
    unfit: [...faces.unfit, ...unfit.map((a) => `${a.id}: the brief names ${SUBJECT_ARCHETYPES[a.id]!.subject}`)],
  };
}
