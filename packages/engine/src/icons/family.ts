/**
 * Which pictograms draw the same picture: a name's first word, singular, stands for its variants (fire-simple and fire,
 * cube-focus and cube, chat-teardrop and chats), and a few pictures go by several names (a flame, a fire, a campfire).
 * Twenty designers' answers to one brief count a family as one picture.
 */

/** Names whose first word is another name of the same picture. */
const SAME_PICTURE: Readonly<Record<string, string>> = { flame: 'fire', campfire: 'fire' };

/** The family of an icon name: its first word without a plural s ("footprints" → "footprint", not "compass" → "compas"). */
export function iconFamily(name: string): string {
  const first = name.split('-')[0] ?? name;
  const singular = /[^su]s$/.test(first) ? first.slice(0, -1) : first;
  return SAME_PICTURE[singular] ?? singular;
}
