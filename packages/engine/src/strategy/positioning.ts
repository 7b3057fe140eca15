/**
 * The positioning summary (spec §9: 50–120 words): what the brand offers and to whom (read from the one-liner), the
 * tension the line implies, where it stands against the competitors, and the identity's job in the designer's terms.
 */
import { capitalise, type Frame, listPhrase, pickFrame, type StrategyContext } from './context';
import { nounPhrase, withArticle } from './grammar';
import { fitSentences } from './words';

const OPENINGS: Frame[] = [
  ({ name, reading: r }) => (r.self ? `${name} is ${r.self}${r.audience ? ` for ${r.audience}` : ''}` : undefined),
  ({ name, reading: r }) => (r.offer && r.audience ? `${name} brings ${r.offer} to ${r.audience}` : undefined),
  ({ name, reading: r, industry }) =>
    r.offer && r.audience ? `${name} is ${industry.one} with a plain offer: ${r.offer} for ${r.audience}` : undefined,
  ({ name, reading: r }) => (r.offer && r.audience ? `For ${r.audience}, ${name} means ${r.offer}` : undefined),
  ({ name, reading: r, industry }) => (r.offer ? `${name} is ${industry.one} built around ${r.offer}` : undefined),
  ({ name, reading: r, industry }) => (r.offer ? `${name} is ${industry.one} whose whole offer is ${r.offer}` : undefined),
  ({ name, reading: r, industry }) => (r.audience && !r.offer && !r.self ? `${name} is ${industry.one} for ${r.audience}` : undefined),
  ({ name, reading: r, industry }) =>
    r.audience && !r.offer && !r.self ? `${name} is ${industry.one} that puts ${r.audience} first` : undefined,
  ({ name, reading: r, industry, oneLiner }) =>
    r.offer || r.audience || r.self ? undefined : `${name} is ${industry.one}, and its own line says it plainly: "${oneLiner}"`,
  ({ name, reading: r, industry, oneLiner }) =>
    r.offer || r.audience || r.self ? undefined : `${name} is ${industry.one} whose promise fits in one line: "${oneLiner}"`,
];

const AUDIENCE: Frame[] = [
  ({ reading: r }) => (r.audience ? `The identity is judged first by ${r.audience}, and it has to look made for them` : undefined),
  ({ reading: r }) =>
    r.audience ? `Every choice below answers one question: would ${r.audience} feel this was made for them?` : undefined,
  ({ name, reading: r }) =>
    r.audience && !/^people\b/i.test(r.audience)
      ? `The people to win are ${r.audience}; they should recognise ${name} from across a street`
      : undefined,
  ({ name, reading: r }) =>
    r.audience ? `${capitalise(r.audience)} decide in a glance, so ${name} has to earn their trust before a word is read` : undefined,
  ({ name, industry, reading: r }) =>
    r.audience ? undefined : `Anyone choosing ${industry.choice} should feel that ${name} was made for them`,
  ({ name, industry, reading: r }) =>
    r.audience ? undefined : `People pick ${industry.choice} quickly, so ${name} has to be recognised before it is read`,
  ({ reading: r, name }) =>
    r.offer && !r.audience
      ? `The customers to win are the ones who care about ${r.offer}, and ${name} should look like it cares more`
      : undefined,
];

function tensionSubject(c: StrategyContext): string {
  return c.reading.audienceHead ?? 'many customers';
}

/** One frame set per kind of tension read from the one-liner (reading.ts). */
const TENSION: Frame[] = [
  (c) => {
    const t = c.reading.tension;
    if (t?.kind !== 'dislike') return undefined;
    return c
      .rng('positioning.tension.dislike')
      .pick([
        `The brief carries its own tension: ${tensionSubject(c)} ${t.words}, and ${c.name} has to be the exception`,
        `${capitalise(tensionSubject(c))} ${t.words}; ${c.name} has to feel like the opposite of what they expect`,
      ]);
  },
  (c) => {
    const t = c.reading.tension;
    if (t?.kind !== 'sceptics') return undefined;
    return c
      .rng('positioning.tension.sceptics')
      .pick([
        `It has to convince even ${t.words}, so it cannot look like a badge for the already converted`,
        `The line aims past the converted at ${t.words}, and the identity has to be just as sure of itself`,
      ]);
  },
  (c) => {
    const t = c.reading.tension;
    if (t?.kind !== 'actually') return undefined;
    return c
      .rng('positioning.tension.actually')
      .pick([
        `The word "actually" admits that most ${c.industry.peers} disappoint; ${c.name} has to look like the one that does not`,
        `"Actually ${t.words}" is the whole promise: people expect ${c.industry.peers} to let them down, and ${c.name} must look dependable at first sight`,
      ]);
  },
  (c) => {
    const t = c.reading.tension;
    if (t?.kind !== 'without') return undefined;
    return c
      .rng('positioning.tension.without')
      .pick([
        `People usually put up with ${t.words}; ${c.name} promises to remove it, and the design should feel that light`,
        `The promise is an absence, no ${t.words}, so the identity must look calm rather than busy`,
      ]);
  },
  (c) => {
    const t = c.reading.tension;
    if (t?.kind !== 'speed') return undefined;
    return c
      .rng('positioning.tension.speed')
      .pick([
        `Speed is the promise (${t.words}), so the identity must be read just as fast`,
        `A promise measured in ${t.words} sets the pace: one glance should be enough to know ${c.name}`,
      ]);
  },
  (c) => {
    const t = c.reading.tension;
    if (t?.kind !== 'heritage') return undefined;
    return c
      .rng('positioning.tension.heritage')
      .pick([
        `A history going back to ${t.words} has to look alive, not dusty`,
        `The year ${t.words} is an asset only if the identity makes it feel current ${c.industry.among}`,
      ]);
  },
  (c) => {
    const t = c.reading.tension;
    if (t?.kind !== 'craft') return undefined;
    return c
      .rng('positioning.tension.craft')
      .pick([
        `"${capitalise(t.words)}" is what sets ${c.name} apart ${c.industry.among}, and the identity has to feel just as deliberate`,
        `"${capitalise(t.words)}" must read as a fact about ${c.name}, not a label every competitor prints`,
      ]);
  },
  (c) => {
    const t = c.reading.tension;
    if (t?.kind !== 'novel') return undefined;
    return c
      .rng('positioning.tension.novel')
      .pick([
        `"${capitalise(t.words)}" is the news, yet ${c.name} must feel as dependable as what it replaces`,
        `Being ${t.words} makes ${c.name} new ${c.industry.among}; the identity should make new feel safe, not experimental`,
      ]);
  },
  (c) =>
    c.reading.tension?.kind === 'busy'
      ? `Its customers are busy, so ${c.name} gets a glance, not a read, and has to be understood in that glance`
      : undefined,
];

const DIFFERENCE: Frame[] = [
  (c) => `Most ${c.industry.peers} blur together; ${c.name} should be recognisable from across a room`,
  (c) => `Most ${c.industry.peers} settle for safe, which leaves room for ${withArticle(`${c.voice.adjectives[2]} one`)}`,
  (c) => `${capitalise(c.industry.peers)} rarely manage to be ${c.voice.adjectives[1]} and direct at once; ${c.name} can`,
  (c) => `${c.name} must look ${c.voice.adjectives[0]} where the stock symbols common ${c.industry.among} look interchangeable`,
];

/** What the logo answers the competition with, in words true to the built mark. */
function markAnswer(c: StrategyContext): string {
  switch (c.mark.kind) {
    case 'wordmark':
      return 'a name set with care instead of a stock symbol';
    case 'letters':
      return 'its own initials made into a sign';
    case 'badge':
      return 'a badge that carries its name in full';
    case 'figure':
      return `${nounPhrase(c.mark.subject ?? 'figure')} drawn its own way`;
    default:
      return 'an abstract sign nobody else owns';
  }
}

const COMPETITION: Frame[] = [
  (c) => `Next to ${listPhrase(c.competitors)}, ${c.name} must look ${c.voice.adjectives[0]} rather than generic`,
  (c) => `Where ${listPhrase(c.competitors)} speak the category's common language, ${c.name} should sound like itself`,
  (c) => `${listPhrase(c.competitors)} set the visual norm ${c.industry.among}; ${c.name} answers with ${markAnswer(c)}`,
  (c) =>
    c.reading.offer
      ? `Against ${listPhrase(c.competitors)}, ${c.name} competes on ${c.reading.offer}, and the identity keeps that focus`
      : `Against ${listPhrase(c.competitors)}, ${c.name} competes on focus rather than size`,
];

const IDENTITY_JOB: Frame[] = [
  (c) => `The work follows ${c.designer}, who ${c.methods[0]}`,
  (c) => `${c.designer}'s question frames the work: ${c.voice.question}`,
  (c) => `Guided by ${c.designer}, the system aims to be ${c.voice.adjectives[1]} and ${c.voice.adjectives[2]}, never ${c.voice.enemy}`,
  (c) => `The design takes ${c.designer}'s principle "${c.principles[0]}" and applies it to ${c.reading.offer ?? c.industry.choice}`,
  (c) => `In ${c.designer}'s manner, ${c.name} will look ${c.voice.adjectives[0]}, ${c.voice.adjectives[2]} and easy to recall`,
  (c) => `The identity borrows one habit from ${c.designer}, who ${c.methods[1]}`,
];

const TAGLINE: Frame[] = [
  (c) => `The line "${c.tagline}" gives the system its tone of voice`,
  (c) => `Its tagline, "${c.tagline}", sets the register the visuals must match`,
  (c) => `"${c.tagline}" should read as a natural caption to ${c.name}`,
  (c) => `The tagline "${c.tagline}" already does half the talking, so the logo can stay quiet`,
];

const EXTRA: Frame[] = [
  (c) =>
    `It must work on a phone screen and on a ${c.industry.mass ? 'trade-show stand' : 'shopfront'}, in one colour as in full ${c.colors.primary}`,
  (c) => `Above all, it should be easy to remember and hard to mistake for anyone else ${c.industry.among}`,
  (c) => `It has to feel ${c.voice.adjectives[3] ?? c.voice.adjectives[0]} on day one and still right in ten years`,
  (c) => `Recognition, not decoration, is the goal ${c.industry.among}`,
  (c) => (c.reading.audience ? `Success means ${c.reading.audience} can describe the logo after seeing it once` : undefined),
];

const RESERVE: Frame[] = [
  (c) => `The identity must stay clear at favicon size and confident on a ${c.industry.mass ? 'billboard' : 'sign above the door'}`,
  () => 'Every element earns its place; nothing in the logo is decoration for its own sake',
  (c) => `Used the same way everywhere, it will turn recognition ${c.industry.among} into trust`,
];

const POSITIONING_BOUNDS = { min: 50, max: 120 };

export function writePositioning(c: StrategyContext): string {
  const required = [
    pickFrame(c, 'positioning.opening', OPENINGS),
    pickFrame(c, 'positioning.audience', AUDIENCE),
    pickFrame(c, 'positioning.tension', TENSION) || pickFrame(c, 'positioning.difference', DIFFERENCE),
    ...(c.competitors.length ? [pickFrame(c, 'positioning.competition', COMPETITION)] : []),
    pickFrame(c, 'positioning.job', IDENTITY_JOB),
    // The user's own tagline is always answered when given.
    ...(c.tagline ? [pickFrame(c, 'positioning.tagline', TAGLINE)] : []),
  ].filter(Boolean);
  const optional = [pickFrame(c, 'positioning.extra', EXTRA)].filter(Boolean);
  const reserve = RESERVE.map((f, i) => pickFrame(c, `positioning.reserve.${i}`, [f])).filter(Boolean);
  return fitSentences(required, optional, POSITIONING_BOUNDS, reserve);
}
