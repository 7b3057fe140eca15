/**
 * What a drawn icon is called in a sentence: Phosphor ids name files ("flower-tulip", "seal-check", "house-line"),
 * not things. The copy names the thing the drawing shows ("a tulip", "a seal with a tick", "a house"), with its
 * article or, for plurals and stuff, without ("mountains", "coins").
 */
import { nounPhrase } from './grammar';

/** Ids whose words are not the thing's name in English. */
const NOUNS: Record<string, string> = {
  'airplane-tilt': 'aeroplane',
  airplane: 'aeroplane',
  'baby-carriage': 'pram',
  'battery-charging': 'charging battery',
  'book-open-text': 'open book',
  bread: 'loaf of bread',
  cheese: 'wedge of cheese',
  'bowl-food': 'bowl of food',
  'bowl-steam': 'steaming bowl',
  'brackets-curly': 'pair of curly brackets',
  'building-apartment': 'apartment block',
  'call-bell': 'service bell',
  'car-profile': 'car',
  'chalkboard-teacher': 'teacher at a board',
  'chart-line-up': 'rising chart',
  'chat-circle-text': 'speech bubble',
  'chat-teardrop': 'speech bubble',
  chats: 'pair of speech bubbles',
  'chats-circle': 'pair of speech bubbles',
  check: 'tick',
  checks: 'double tick',
  'check-circle': 'tick in a circle',
  'check-square': 'tick in a square',
  coffee: 'coffee cup',
  'compass-tool': 'drawing compass',
  'crown-simple': 'crown',
  'egg-crack': 'cracked egg',
  'film-slate': 'clapperboard',
  'first-aid': 'first-aid cross',
  'fire-simple': 'flame',
  'flag-pennant': 'pennant flag',
  'flower-lotus': 'lotus flower',
  'flower-tulip': 'tulip',
  'fork-knife': 'knife and fork',
  'gear-six': 'gear',
  'globe-hemisphere-west': 'globe',
  grains: 'ear of grain',
  'hand-coins': 'hand holding coins',
  'hand-grabbing': 'grasping hand',
  'hand-heart': 'hand holding a heart',
  'hand-palm': 'open hand',
  'hands-praying': 'pair of praying hands',
  'hard-drives': 'stack of drives',
  'head-circuit': 'head with a circuit',
  heartbeat: 'heartbeat line',
  'heart-straight': 'heart',
  'house-line': 'house',
  lego: 'toy brick',
  'lock-key': 'padlock',
  'map-trifold': 'folded map',
  'mask-happy': 'theatre mask',
  'microphone-stage': 'stage microphone',
  'music-notes': 'pair of music notes',
  'paint-brush': 'paintbrush',
  'paint-brush-household': 'paintbrush',
  pants: 'pair of trousers',
  'paper-plane-tilt': 'paper plane',
  pizza: 'slice of pizza',
  'person-simple-bike': 'cyclist',
  'person-simple-hike': 'hiker',
  'person-simple-run': 'runner',
  'person-simple-swim': 'swimmer',
  'person-simple-tai-chi': 'figure in a tai chi pose',
  scales: 'pair of scales',
  'seal-check': 'seal with a tick',
  'shield-check': 'shield with a tick',
  'sneaker-move': 'running shoe',
  student: 'student in a mortarboard',
  'sun-horizon': 'sun on the horizon',
  't-shirt': 'T-shirt',
  'terminal-window': 'terminal window',
  'thermometer-hot': 'thermometer',
  'tree-evergreen': 'evergreen tree',
  'tree-palm': 'palm tree',
  wine: 'wine glass',
  'yin-yang': 'yin-yang sign',
};

/** "ph:boat-fill" → "boat", "flower-tulip" → "tulip", "anchor-simple" → "anchor". */
export function iconNoun(icon: string): string {
  const id = (icon.split(':').pop() ?? icon).replace(/-(fill|bold|duotone|light|thin|regular)$/, '');
  return NOUNS[id] ?? id.replace(/-(simple|tilt|line)$/, '').replace(/-/g, ' ');
}

/** The icon as the object of a sentence: "a tulip", "an anchor", "mountains", "coffee". */
export function iconPhrase(icon: string): string {
  return nounPhrase(iconNoun(icon));
}

/** The icon as a word in front of another noun: "a boat silhouette", "a scales portrait" (never "pair of"). */
export function iconModifier(icon: string): string {
  return iconNoun(icon).replace(/^(?:pair|loaf|wedge|slice|stack) of /, '');
}
