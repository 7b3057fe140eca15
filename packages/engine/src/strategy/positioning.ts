/** The positioning summary (spec §9: 50–120 words): who the brand is, for whom, against whom, and the identity's job. */
import { listPhrase, pickFrame, type StrategyContext, withArticle } from './context';
import { fitSentences } from './words';

type Frame = (c: StrategyContext) => string;

const OPENINGS: Frame[] = [
  (c) => `${c.name} is ${withArticle(c.industry)} brand with a clear promise: "${c.oneLiner}"`,
  (c) => `In the ${c.industry} category, ${c.name} stands for one thing above all: "${c.oneLiner}"`,
  (c) => `${c.name} exists to do one job well in the ${c.industry} world, and it says so plainly: "${c.oneLiner}"`,
  (c) => `Here is the brief in a sentence: ${c.name}, ${c.industry}, "${c.oneLiner}"`,
  (c) => `${c.name} enters the ${c.industry} market with a simple offer: "${c.oneLiner}"`,
  (c) => `Strip the pitch back and ${c.name} is ${withArticle(c.industry)} business built on one line: "${c.oneLiner}"`,
];

const AUDIENCE: Frame[] = [
  (c) => `Its audience should connect ${c.name} with ${listPhrase(c.keywords.slice(0, 3))} the moment they see it`,
  (c) => `People choose it for ${listPhrase(c.keywords.slice(0, 2))}, and the identity has to make that choice feel obvious`,
  (c) => `Customers who care about ${listPhrase(c.keywords.slice(0, 3))} are the first people this identity must win over`,
  (c) => `The words that matter most in this brief are ${listPhrase(c.keywords.slice(0, 3))}, and every visual decision should echo them`,
  (c) => `What customers remember should be ${c.keyword}, delivered with more conviction than anyone else offers`,
  (c) => `Anyone who values ${c.keyword} should feel that ${c.name} was made for them`,
  (c) =>
    `The people it serves want ${listPhrase(c.keywords.slice(0, 2))} without compromise, and the brand should look that sure of itself`,
];

const DIFFERENCE: Frame[] = [
  (c) =>
    c.competitors.length
      ? `Next to ${listPhrase(c.competitors)}, ${c.name} must look more ${c.voice.adjectives[0]} and less generic`
      : `In a crowded category, ${c.name} must look more ${c.voice.adjectives[0]} than the usual stock symbols`,
  (c) =>
    c.competitors.length
      ? `Where ${listPhrase(c.competitors)} speak the category's common language, ${c.name} should sound like itself`
      : `Most ${c.industry} identities blur together; ${c.name} should be recognisable from across a room`,
  (c) =>
    c.competitors.length
      ? `The competitive set (${listPhrase(c.competitors)}) leaves room for an identity that is ${c.voice.adjectives[1]} and direct`
      : `The category rewards brands that are ${c.voice.adjectives[1]} and direct, and few ${c.industry} names manage both`,
  (c) =>
    c.competitors.length
      ? `Standing beside ${listPhrase(c.competitors)}, it needs a sharper, more ${c.voice.adjectives[2]} profile`
      : `The opportunity is a ${c.voice.adjectives[2]} profile in a field that often settles for safe`,
];

const IDENTITY_JOB: Frame[] = [
  (c) => `The identity follows ${c.designer}'s lead: it ${c.voice.methods[0]}`,
  (c) => `${c.designer}'s question frames the work: ${c.voice.question}`,
  (c) => `Guided by ${c.designer}, the system aims to be ${c.voice.adjectives[1]} and ${c.voice.adjectives[2]}, never ${c.voice.enemy}`,
  (c) => `The design language borrows ${c.designer}'s principle "${c.principles[0]}" and applies it to ${c.name}`,
  (c) => `In ${c.designer}'s manner, the brand will be ${c.voice.adjectives[0]}, ${c.voice.adjectives[2]} and easy to recall`,
  (c) => `Following ${c.designer}, the identity ${c.voice.methods[1]}`,
  (c) => `The designer's lens is simple: avoid ${c.voice.enemy} and keep what is ${c.voice.adjectives[0]}`,
];

const TAGLINE: Frame[] = [
  (c) => `The line "${c.tagline}" gives the system its tone of voice`,
  (c) => `Its tagline, "${c.tagline}", sets the emotional register the visuals must match`,
  (c) => `"${c.tagline}" should feel like a natural caption to the mark`,
  (c) => `The tagline "${c.tagline}" already does half the talking, so the mark can stay quiet`,
];

const EXTRA: Frame[] = [
  (c) => `It must work as well on a phone screen as on a storefront, and in one colour as in full ${c.colors.primary}`,
  (c) => `Above all, it should be easy to remember and hard to mistake for anyone else in ${c.industry}`,
  (c) => `Success means a customer can sketch the ${c.name} mark from memory after a single encounter`,
  (c) => `It has to feel ${c.voice.adjectives[3] ?? c.voice.adjectives[0]} on day one and still feel right in ten years`,
  (c) => `Recognition, not decoration, is the goal for ${c.name}`,
];

const RESERVE = [
  'The identity must stay clear at favicon size and confident on a billboard.',
  'Every element earns its place; nothing is decoration for its own sake.',
  'Consistency across every touchpoint will turn recognition into trust.',
];

export const POSITIONING_BOUNDS = { min: 50, max: 120 };

export function writePositioning(c: StrategyContext): string {
  const required = [
    pickFrame(c, 'positioning.opening', OPENINGS),
    pickFrame(c, 'positioning.audience', AUDIENCE),
    pickFrame(c, 'positioning.difference', DIFFERENCE),
    pickFrame(c, 'positioning.job', IDENTITY_JOB),
  ];
  const optional = [...(c.tagline ? [pickFrame(c, 'positioning.tagline', TAGLINE)] : []), pickFrame(c, 'positioning.extra', EXTRA)];
  return fitSentences(required, optional, POSITIONING_BOUNDS, RESERVE);
}
