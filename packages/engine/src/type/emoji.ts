/**
 * Emoji in names and taglines. No open colour emoji font ships with the engine and monochrome outlines of a few
 * pictographs would look like clip art in a wordmark, so emoji are kept in the brief's text but left out of
 * every set line; a name of emoji alone is refused (see checkDrawable).
 */

// An emoji sequence: a pictograph with emoji presentation (or forced by U+FE0F), a flag pair or a keycap, with
// its modifiers, tags and zero-width-joined parts (Unicode TS #51 §1.4).
const EMOJI_SEQUENCE =
  /(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|\p{Regional_Indicator}|[#*0-9]\uFE0F?\u20E3)(?:\p{Emoji_Modifier}|\uFE0F|[\u{E0020}-\u{E007F}]|\u200D(?:\p{Emoji_Presentation}|\p{Extended_Pictographic})\uFE0F?)*/gu;

/** The emoji sequences in `text`, in order. */
export function findEmoji(text: string): string[] {
  return text.match(EMOJI_SEQUENCE) ?? [];
}

/** `text` without its emoji; spaces left doubled by a removal are merged and the ends trimmed. */
export function stripEmoji(text: string): string {
  if (findEmoji(text).length === 0) return text;
  return text
    .replace(EMOJI_SEQUENCE, '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}
