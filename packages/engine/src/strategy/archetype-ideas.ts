/**
 * The idea behind each base archetype (designer-dna.md §1), phrased for a concept line: a short title and a sentence
 * fragment that names the brand's initials or its leading keyword.
 */
import type { BaseArchetypeId } from '../dna/types';
import { nounPhrase, withArticle } from './grammar';

interface IdeaSubject {
  name: string;
  initials: string;
  /** The brief's leading keyword ("coffee"). */
  keyword: string;
}

export interface ArchetypeIdea {
  titles: [string, string];
  idea(subject: IdeaSubject): string;
}

/** "the initial E" or "the initials NC". */
function initialsPhrase(s: IdeaSubject): string {
  return `${Array.from(s.initials).length === 1 ? 'the initial' : 'the initials'} ${s.initials}`;
}

export const ARCHETYPE_IDEAS: Record<BaseArchetypeId, ArchetypeIdea> = {
  'geometric-monogram': {
    titles: ['Compass Monogram', 'Built Initials'],
    idea: (s) => `${initialsPhrase(s)} rebuilt from circles and straight stems and knocked out of one solid shape`,
  },
  'striped-mark': {
    titles: ['Scan Lines', 'Striped Signature'],
    idea: (s) => `heavy forms sliced by parallel bars, so ${s.name} reads as speed and precision`,
  },
  'negative-space-wordmark': {
    titles: ['Hidden Figure', 'The Gap Speaks'],
    idea: (s) => `a tightly set ${s.name} whose letter spaces form a figure people discover on the second look`,
  },
  'negative-space-letter': {
    titles: ['Counter Story', 'Letter with a Secret'],
    idea: (s) => `the initial ${s.initials.charAt(0)} with ${withArticle(`${s.keyword} symbol`)} cut from its counter`,
  },
  'single-stroke-gesture': {
    titles: ['One Gesture', 'Momentum Stroke'],
    idea: (s) => `a single fluid gesture that carries the energy of ${s.name} without a word`,
  },
  'emblem-badge': {
    titles: ['Heritage Badge', 'House Crest'],
    idea: (s) => `a crafted badge that holds the name ${s.name} like a seal of quality`,
  },
  'circular-seal': {
    titles: ['The Seal', 'Ring of Trust'],
    idea: (s) => `a circular seal with the name on its ring and ${withArticle(`${s.keyword} figure`)} at its heart`,
  },
  'pictogram-silhouette': {
    titles: ['Essential Pictogram', 'Silhouette'],
    idea: (s) => `one bold ${s.keyword} silhouette reduced until only what is essential remains`,
  },
  'bitten-silhouette': {
    titles: ['One Twist', 'The Missing Piece'],
    idea: (s) => `a friendly ${s.keyword} silhouette made unmistakable by one subtractive cut`,
  },
  'pure-wordmark': {
    titles: ['The Name Alone', 'Signature Wordmark'],
    idea: (s) => `${s.name} set with such care that the name needs no symbol`,
  },
  'script-wordmark': {
    titles: ['Signature Script', 'Written by Hand'],
    idea: (s) => `${s.name} written in a connected script with one confident swash`,
  },
  'typographic-ligature': {
    titles: ['Shared Strokes', 'Letters Holding Hands'],
    idea: (s) => `${initialsPhrase(s)} sharing strokes so they lock into one sign`,
  },
  'type-collage': {
    titles: ['Type as Image', 'The Stacked Name'],
    idea: (s) => `${s.name} stacked and justified in mixed weights so the type becomes the picture`,
  },
  'name-word-lettering': {
    titles: ['The Name Acts', 'Words Made Visible'],
    idea: (s) => `${s.name} drawn so its letters do what its words say`,
  },
  'cut-paper-figure': {
    titles: ['Cut Paper', 'Scissor Figure'],
    idea: (s) => `${withArticle(`${s.keyword} figure`)} cut from flat paper shapes with a lively hand-made edge`,
  },
  'rotational-symbol': {
    titles: ['Turning Symbol', 'Four-fold Sign'],
    idea: () => 'identical segments turning around a central void, abstract yet full of meaning',
  },
  'radial-fan': {
    titles: ['The Fan', 'Spectrum Spread'],
    idea: (s) => `a fan of coloured petals whose gap reveals a shape that stands for ${s.name}`,
  },
  'radial-petal-frame': { titles: ['Petal Frame', 'Sunny Bloom'], idea: (s) => `${s.name} wrapped in a warm, hand-drawn flourish` },
  sunburst: { titles: ['Sunburst', 'Radiant Disc'], idea: (s) => `a disc sending out rays, a small sun for ${s.name}` },
  'meatball-orbit': {
    titles: ['Mission Emblem', 'Orbit and Star'],
    idea: (s) => `the ${s.keyword} circled by one tilted orbit with a star riding it, announcing ${s.name} as a mission`,
  },
  'dot-matrix': {
    titles: ['Dot Grid', 'Signal Dots'],
    idea: (s) => `${initialsPhrase(s)} rendered as a grid of round dots, precise and human at once`,
  },
  rebus: {
    titles: ['Rebus', 'Picture Word'],
    idea: (s) => `a rebus where ${withArticle(`${s.keyword} pictogram`)} beside the intact name ${s.name} completes its meaning`,
  },
  'masthead-lettering': {
    titles: ['Masthead', 'Front Page'],
    idea: (s) => `${s.name} as masthead lettering with the authority of a front page`,
  },
  'multicolor-letter-sequence': {
    titles: ['Colour Sequence', 'Playful Letters'],
    idea: (s) => `each letter of ${s.name} in its own colour, a pattern that breaks once on purpose`,
  },
  'letter-disc': {
    titles: ['Letter Disc', 'Initial in a Circle'],
    idea: (s) => `the initial ${s.initials.charAt(0)} set white inside a solid disc`,
  },
  'arc-gesture-wordmark': {
    titles: ['Arc Over the Name', 'One Offhand Line'],
    idea: (s) => `a plain lowercase ${s.name.toLocaleLowerCase()} joined by one offhand arc`,
  },
  'dual-reading-symbol': {
    titles: ['Double Reading', 'Two in One'],
    idea: (s) => `two simple primitives that read as ${nounPhrase(s.keyword)} and as a gesture at once`,
  },
  'divided-monogram': {
    titles: ['Divided Monogram', 'Initials and a Bar'],
    idea: (s) => `${initialsPhrase(s)} set apart by a single bar`,
  },
};
