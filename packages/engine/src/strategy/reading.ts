/**
 * Reads the user's one-liner with a part-of-speech tagger (compromise) instead of pasting it: the offer ("electric
 * ferries"), the audience ("island commuters", "kids who hate the dentist"), its adjectives, and the tension the
 * line implies ("hate", "even sceptics", "actually", "without", a promised speed, a founding year).
 */
import nlp from 'compromise';
import { lowerCommonWords } from './grammar';
import { clipWords } from './words';

export interface BriefReading {
  /** What the business sells or does, as a noun phrase: "electric ferries". */
  offer?: string;
  /** What the business is, when the line describes the business itself: "a gentle dental clinic". */
  self?: string;
  /** Who it is for, as a plural noun phrase: "island commuters", "people who hate banks". */
  audience?: string;
  /** The audience's head noun: "commuters", "people". */
  audienceHead?: string;
  /** Descriptive words of the line: "electric", "seasonal", "wood-fired". */
  adjectives: string[];
  /** The first verb the line uses of itself, as its infinitive ("roast", "deliver"). */
  verb?: string;
  tension?: Tension;
}

type TensionKind = 'dislike' | 'sceptics' | 'actually' | 'without' | 'speed' | 'heritage' | 'craft' | 'novel' | 'busy';

interface Tension {
  kind: TensionKind;
  /** The words of the line that carry it ("hate the dentist", "20 minutes", "1921", "wood-fired"). */
  words: string;
}

/** Words that end the offer's noun phrase. */
const PHRASE_END =
  /\s(?:for|that|who|which|to|from|with|without|every|each|at|in|on|by|since|of|when|where|so|and|but|than|delivered|made|built|sold)\b|[,;:—–(]/i;
const TIME_WORDS = /^(mornings?|days?|nights?|evenings?|weeks?|years?|lives|life|moments?|weekends?|hours?)$/i;
const AUDIENCE_VERBS = /^(help|helps|serve|serves|support|supports|connect|connects|equip|equips|teach|teaches|train|trains)$/i;
const DISLIKE_VERBS = /\b(hate|hates|dread|dreads|fear|fears|avoid|avoids|distrust|distrusts|dislike|dislikes|are tired of)\s+([^,.;]+)/i;
const CRAFT_WORDS =
  /\b(wood-fired|hand-?made|handcrafted|hand-built|small-batch|slow-cooked|slow|seasonal|independent|organic|artisan|heirloom|wild|local|natural|hand-poured|hand-tied)\b/i;
const NOVEL_WORDS = /\b(electric|solar|clean|digital|ai-powered|autonomous|plant-based|zero-waste|carbon-free|renewable|smart)\b/i;
const PRONOUN_START = /^(we|i|our|it|they|you|us)\b/i;

function firstSentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return (trimmed.split(/(?<=[.!?])\s+/)[0] ?? trimmed).replace(/[.!?]+$/, '');
}

function stripArticle(phrase: string): string {
  return phrase.replace(/^(a|an|the|our|your)\s+/i, '').trim();
}

/** Whether a noun phrase names people (a plural noun or an actor, not a time of day). */
function namesPeople(phrase: string): boolean {
  const head =
    phrase
      .split(/\s+(?:who|that|which)\s+/i)[0]
      ?.trim()
      .split(/\s+/)
      .pop() ?? '';
  if (!head || TIME_WORDS.test(head) || /^(every|each|your|our|their|its)\b/i.test(phrase)) return false;
  if (/^(people|teams|families|kids|children|parents|everyone)$/i.test(head)) return true;
  const tags = tagsOf(head);
  return tags.includes('Actor') || tags.includes('Plural');
}

/** The tagger's tags for one word (compromise, cached: it is the slow part of reading a brief). */
const TAG_CACHE = new Map<string, string[]>();
function tagsOf(word: string): string[] {
  const key = word.toLocaleLowerCase();
  let tags = TAG_CACHE.get(key);
  if (!tags) {
    tags = (nlp(word).json() as Array<{ terms: Array<{ tags: string[] }> }>)[0]?.terms[0]?.tags ?? [];
    if (TAG_CACHE.size > 2000) TAG_CACHE.clear();
    TAG_CACHE.set(key, tags);
  }
  return tags;
}

function headOf(audience: string): string {
  return (
    audience
      .split(/\s+(?:who|that|which)\s+/i)[0]
      ?.trim()
      .split(/\s+/)
      .pop() ?? audience
  );
}

function findAudience(line: string, words: string[]): string | undefined {
  const forClause = /\bfor\s+(.+)$/i.exec(line)?.[1];
  if (forClause) {
    // "…for small offices that runs itself": a that-clause after the audience belongs to the offer, not to them.
    const phrase = stripArticle(forClause.split(/\s(?:in|at|from|since|with|on|that|which)\s|[,;:—–(]/i)[0] ?? '');
    if (phrase && namesPeople(phrase)) return phrase;
  }
  // "We help founders raise money…": the object of a serving verb.
  const serving = words.findIndex((w) => AUDIENCE_VERBS.test(w));
  const object = serving >= 0 ? words[serving + 1] : undefined;
  if (object && namesPeople(object)) return object;
  // "…that even sceptics love", "…that finance teams actually trust": the subject of the relative clause.
  const subject =
    /\bthat\s+(?:even\s+)?((?:\w+\s+)?\w+)\s+(?:actually\s+|really\s+)?(?:love|trust|use|finish|want|need|enjoy|choose|read)\b/i.exec(
      line,
    )?.[1];
  if (subject && namesPeople(subject)) return subject;
  return undefined;
}

function findOffer(line: string, doc: ReturnType<typeof nlp>): string | undefined {
  if (PRONOUN_START.test(line)) {
    // "We roast small-batch beans for…": the first noun phrase after the verb.
    const nouns = doc.nouns().out('array') as string[];
    const object = nouns.find((n) => !PRONOUN_START.test(n));
    if (!object || AUDIENCE_VERBS.test(line.split(/\s+/)[1] ?? '')) return undefined;
    return stripArticle(object);
  }
  // "Outdoor, play-based early years education": a leading list of adjectives is not the offer, what follows is.
  const lead = /^([\p{L}-]+),\s+(.+)$/u.exec(line);
  if (lead?.[1] && lead[2] && tagsOf(lead[1]).includes('Adjective') && !tagsOf(lead[1]).includes('Noun'))
    return findOffer(lead[2], nlp(lead[2]));
  // "Repaired and upcycled denim…": participles before the noun describe it, they are not the offer's end.
  const described = /^((?:[\p{L}-]+ed,?\s+(?:and\s+|&\s+)?)+)([\p{L}-].*)$/u.exec(line);
  if (described?.[1] && described[2] && /\s(?:and|&)\s/.test(described[1])) {
    const rest = findOffer(described[2], nlp(described[2]));
    return rest ? clipWords(`${described[1].trim().toLocaleLowerCase()} ${rest}`, 5) : undefined;
  }
  const firstTags = tagsOf(line.split(/\s+/)[0] ?? '');
  if (firstTags.includes('Verb') && firstTags.includes('Infinitive') && !/^plant$/i.test(line.split(' ')[0] ?? '')) return undefined;
  const head = stripArticle(line.split(PHRASE_END)[0] ?? '');
  // Cut at a verb or adverb after the first word: "Surveys people actually finish" → "surveys".
  const terms = nlp(head).terms().json() as Array<{ text: string; terms: Array<{ tags: string[] }> }>;
  const cut = terms.findIndex((t, i) => i > 0 && (t.terms[0]?.tags ?? []).some((tag) => tag === 'Verb' || tag === 'Adverb'));
  const kept = cut > 0 ? terms.slice(0, cut).map((t) => t.text) : [head];
  // A relative clause without "that" leaves its subject behind: drop it ("surveys people").
  if (kept.length > 1 && /^(people|users|customers|teams|kids|everyone|you|we)$/i.test(kept[kept.length - 1] ?? '')) kept.pop();
  const phrase = kept.join(' ').replace(/- /g, '-');
  if (!phrase || phrase.split(/\s+/).length > 5) return undefined;
  // "Keys cut, paint mixed…": a noun and its participle is a service, not a noun phrase to name.
  const words = phrase.split(/\s+/);
  if (
    words.length > 1 &&
    /^(?:cut|done|fixed|mixed|sorted|made|set|built|sold|cleaned|repaired|delivered)$/i.test(words[words.length - 1] ?? '')
  )
    return undefined;
  return phrase;
}

function findTension(line: string): Tension | undefined {
  const dislike = DISLIKE_VERBS.exec(line);
  if (dislike) return { kind: 'dislike', words: `${dislike[1]} ${clipWords(dislike[2] ?? '', 5)}`.toLocaleLowerCase() };
  const even = /\beven\s+(\w+)/i.exec(line);
  if (even?.[1] && !/^(more|better|faster|if|when|though)$/i.test(even[1])) return { kind: 'sceptics', words: even[1] };
  const actually = /\bactually\s+(\w+)/i.exec(line);
  if (actually?.[1]) return { kind: 'actually', words: actually[1] };
  const without = /\bwithout\s+(?:the\s+)?([^,.;]+)/i.exec(line);
  if (without?.[1]) return { kind: 'without', words: clipWords(without[1], 4) };
  const speed = /\bin\s+((?:\d+|a few|under \d+)\s*(?:minutes?|seconds?|hours?|days?)|minutes|seconds)\b/i.exec(line);
  if (speed?.[1]) return { kind: 'speed', words: speed[1] };
  const year = /\bsince\s+(\d{4})\b/i.exec(line);
  if (year?.[1]) return { kind: 'heritage', words: year[1] };
  const craft = CRAFT_WORDS.exec(line);
  if (craft?.[1]) return { kind: 'craft', words: craft[1].toLocaleLowerCase() };
  const novel = NOVEL_WORDS.exec(line);
  if (novel?.[1]) return { kind: 'novel', words: novel[1].toLocaleLowerCase() };
  if (/\bbusy\b/i.test(line)) return { kind: 'busy', words: 'busy' };
  return undefined;
}

const READING_CACHE = new Map<string, BriefReading>();

/**
 * Parses the one-liner's first sentence; every field is optional because users write anything. Cached by text:
 * one brief is read for every designer and every repair attempt.
 */
export function readOneLiner(oneLiner: string): BriefReading {
  const cached = READING_CACHE.get(oneLiner);
  if (cached) return cached;
  const reading = parseOneLiner(oneLiner);
  if (READING_CACHE.size > 200) READING_CACHE.clear();
  READING_CACHE.set(oneLiner, reading);
  return reading;
}

function parseOneLiner(oneLiner: string): BriefReading {
  const line = firstSentence(oneLiner);
  if (!/\p{L}/u.test(line)) return { adjectives: [] };
  const words = line.split(/\s+/);
  const doc = nlp(line);
  const adjectives = (doc.adjectives().out('array') as string[])
    .map((a) => a.toLocaleLowerCase().replace(/[^\p{L}-]/gu, ''))
    .filter((a) => a.length > 2 && !a.endsWith('-'));
  // "We roast…" → "roast": the verb a pronoun opens with, without its -s.
  const second = words[1]?.toLocaleLowerCase() ?? '';
  const verb = PRONOUN_START.test(line) && tagsOf(second).includes('Verb') ? second.replace(/(?<!s)s$/, '') : undefined;
  const audience = findAudience(line, words);
  const offer = findOffer(line, doc);
  const tension = findTension(line);
  return {
    ...(offer ? { offer: lowerCommonWords(clipWords(offer, 5)) } : {}),
    ...(audience ? { audience: lowerCommonWords(clipWords(audience, 8)), audienceHead: headOf(lowerCommonWords(audience)) } : {}),
    adjectives: [...new Set(adjectives)].slice(0, 4),
    ...(verb && /^\p{L}+$/u.test(verb) ? { verb } : {}),
    ...(tension ? { tension } : {}),
  };
}
