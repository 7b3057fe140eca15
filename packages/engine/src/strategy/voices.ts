/**
 * Each designer's voice for the strategy copy: the adjectives, the working method and the question they put to a
 * brief, written in our own words from designer-dna.md §2 so two designers never read alike.
 */
import type { DesignerId } from '../dna/types';

export interface DesignerVoice {
  /** Three or four adjectives for the resulting identity. */
  adjectives: [string, string, string, ...string[]];
  /** How the designer works, as a verb phrase ("reduces the idea to circle, square and stripe"). */
  methods: [string, string, ...string[]];
  /** The question the designer asks of a brief. */
  question: string;
  /** What the identity must never become. */
  enemy: string;
}

export const DESIGNER_VOICES: Record<DesignerId, DesignerVoice> = {
  'paul-rand': {
    adjectives: ['witty', 'elemental', 'confident', 'playful'],
    methods: ['reduces the idea to circle, square, stripe and dot', 'lets one clever geometric move carry the whole name'],
    question: 'what is the simplest shape that still makes someone smile?',
    enemy: 'decoration that dates within a season',
  },
  'milton-glaser': {
    adjectives: ['warm', 'idea-led', 'generous', 'eclectic'],
    methods: ['turns a word into a picture that people can say out loud', 'borrows freely from history and makes it personal'],
    question: 'what is the one idea that a stranger would retell?',
    enemy: 'a sterile mark with nothing to say',
  },
  'carolyn-davidson': {
    adjectives: ['kinetic', 'lean', 'fast', 'fearless'],
    methods: ['draws a single tapered gesture and removes everything else', 'lets motion stand in for the words'],
    question: 'can one stroke carry the whole feeling of the brand?',
    enemy: 'static, boxed-in symbols',
  },
  'saul-bass': {
    adjectives: ['bold', 'cinematic', 'reductive', 'kinetic'],
    methods: ['cuts the subject down to flat shapes with a hand-made edge', 'plays figure against ground until the shape does the talking'],
    question: 'what does this look like if you can only use scissors and one colour?',
    enemy: 'literal illustration',
  },
  'lindon-leader': {
    adjectives: ['clear', 'understated', 'clever', 'sturdy'],
    methods: ['sets the name tight and lets a figure appear in the space between letters', 'puts clarity first and the surprise second'],
    question: 'what can the letters say without adding anything?',
    enemy: 'a trick that shouts about itself',
  },
  'rob-janoff': {
    adjectives: ['friendly', 'iconic', 'approachable', 'memorable'],
    methods: ['starts from an everyday silhouette and adds one subtractive twist', 'trusts one memorable detail to do the work'],
    question: 'what familiar object becomes unmistakable with a single change?',
    enemy: 'complex illustration that nobody can redraw',
  },
  'chermayeff-geismar-haviv': {
    adjectives: ['simple', 'appropriate', 'distinctive', 'durable'],
    methods: ['builds one abstract symbol from elementary geometry', 'tests the mark in one colour before anything else'],
    question: 'is it simple, memorable and appropriate, all three at once?',
    enemy: 'illustrative detail and a second idea',
  },
  'david-ogilvy': {
    adjectives: ['dignified', 'legible', 'credible', 'classic'],
    methods: ['puts readability ahead of cleverness', 'adds exactly one story detail that makes people look twice'],
    question: 'will a busy reader understand and trust this in one glance?',
    enemy: 'gimmicks that upstage the name',
  },
  'terry-heckler': {
    adjectives: ['storied', 'crafted', 'warm', 'heritage-rich'],
    methods: ['frames a character inside a circular seal with ring lettering', 'draws on old engravings to give the brand a myth'],
    question: 'what story would this brand tell by a fire?',
    enemy: 'cold abstraction',
  },
  'salvador-dali': {
    adjectives: ['theatrical', 'organic', 'sunny', 'surreal'],
    methods: ['wraps soft lettering in a scalloped, flower-like frame', 'adds one playful distortion so the name feels alive'],
    question: 'how can the name feel like a treat before it is read?',
    enemy: 'rigid modernist severity',
  },
  'paula-scher': {
    adjectives: ['loud', 'urban', 'typographic', 'energetic'],
    methods: ['makes the type itself the image, stacked and scaled up', 'mixes weights inside one voice until the name has rhythm'],
    question: 'how big can the name get before it stops being polite?',
    enemy: 'timid type and polite white space',
  },
  'james-modarelli': {
    adjectives: ['purposeful', 'technical', 'optimistic', 'emblematic'],
    methods: ['combines a disc, an orbit and a sharp vector into one emblem', 'gives the mission a symbol rather than a picture'],
    question: 'what mission does this emblem announce?',
    enemy: 'photographic spectacle',
  },
  'alan-fletcher': {
    adjectives: ['witty', 'elegant', 'inventive', 'human'],
    methods: ['makes letters share their strokes so the name becomes one unit', 'finds the joke hidden inside the letterforms'],
    question: 'where is the wit hiding in these letters?',
    enemy: 'a plain wordmark with no twist',
  },
  'ivan-chermayeff': {
    adjectives: ['joyful', 'collaged', 'vivid', 'surprising'],
    methods: ['cuts bold paper shapes and lets red lead', 'gives the symbol a personality rather than a diagram'],
    question: 'what shape would a child cut out to tell this story?',
    enemy: 'a muted, timid palette',
  },
  'sagi-haviv': {
    adjectives: ['precise', 'reductive', 'clever', 'scalable'],
    methods: ['looks for one geometric form that reads two ways', 'checks every detail at favicon size first'],
    question: 'does this name even need a symbol, and if so, what does it say twice?',
    enemy: 'decorative detail that vanishes at 16 pixels',
  },
  'frank-mason-robinson': {
    adjectives: ['flowing', 'nostalgic', 'confident', 'warm'],
    methods: ['writes the name in a connected Spencerian hand', 'lets oversized capitals and one sweeping tail carry the rhythm'],
    question: 'how would the name look signed by hand with total confidence?',
    enemy: 'geometric coldness',
  },
  'ruth-kedar': {
    adjectives: ['playful', 'approachable', 'light', 'deceptively simple'],
    methods: [
      'sets a light serif and colours its letters in a sequence that breaks once',
      'keeps the design almost invisible so the colour can smile',
    ],
    question: 'how can technology feel friendly without looking designed?',
    enemy: 'heavy weights and corporate gloss',
  },
  'ed-benguiat': {
    adjectives: ['expressive', 'sensual', 'authoritative', 'crafted'],
    methods: ['draws the letters tight, not touching, with soft flared serifs', 'treats the name as custom lettering rather than a font'],
    question: 'how would this name look as a masthead people trust for a century?',
    enemy: 'loose default spacing',
  },
  'massimo-vignelli': {
    adjectives: ['disciplined', 'timeless', 'rigorous', 'elegant'],
    methods: ['uses very few typefaces on a strict grid', 'removes decoration until only structure remains'],
    question: 'what survives when every trend is taken away?',
    enemy: 'novelty fonts and decoration',
  },
  'walter-landor': {
    adjectives: ['warm', 'shelf-ready', 'trustworthy', 'emotional'],
    methods: ['builds a heritage badge that stands out on a crowded shelf', 'grounds every choice in how customers feel'],
    question: 'what will a shopper feel in the two seconds they look at it?',
    enemy: 'cold abstraction with no warmth',
  },
};

/**
 * Designers alive as far as the public record goes (and the active firm Chermayeff & Geismar & Haviv): the copy
 * speaks of them in the present tense, of the others in the past.
 */
export const LIVING_DESIGNERS: ReadonlySet<DesignerId> = new Set<DesignerId>([
  'paula-scher',
  'sagi-haviv',
  'carolyn-davidson',
  'rob-janoff',
  'lindon-leader',
  'ruth-kedar',
  'terry-heckler',
  'chermayeff-geismar-haviv',
]);

/** Past forms of the verbs that open the voices' method phrases. */
const PAST: Record<string, string> = {
  adds: 'added',
  borrows: 'borrowed',
  builds: 'built',
  checks: 'checked',
  combines: 'combined',
  cuts: 'cut',
  draws: 'drew',
  finds: 'found',
  frames: 'framed',
  gives: 'gave',
  grounds: 'grounded',
  keeps: 'kept',
  lets: 'let',
  looks: 'looked',
  makes: 'made',
  mixes: 'mixed',
  plays: 'played',
  puts: 'put',
  reduces: 'reduced',
  removes: 'removed',
  sets: 'set',
  starts: 'started',
  tests: 'tested',
  treats: 'treated',
  trusts: 'trusted',
  turns: 'turned',
  uses: 'used',
  wraps: 'wrapped',
  writes: 'wrote',
};

/** "does" → "do", "applies" → "apply", "builds" → "build": the present tense for a firm. */
export function toPluralVerb(verb: string): string {
  if (verb === 'does') return 'do';
  if (verb.endsWith('ies')) return `${verb.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes)$/.test(verb)) return verb.slice(0, -2);
  return verb.replace(/s$/, '');
}

/**
 * A method phrase ("reduces the idea to…") in the designer's tense: past for the late ("reduced the idea to…"),
 * plural for a firm ("build one abstract symbol…").
 */
export function methodInTense(method: string, living: boolean, plural = false): string {
  const [verb = '', ...rest] = method.split(' ');
  if (!living) return [PAST[verb] ?? verb, ...rest].join(' ');
  return plural ? [toPluralVerb(verb), ...rest].join(' ') : method;
}
