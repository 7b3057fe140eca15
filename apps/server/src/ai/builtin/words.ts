/** Word counting and fitting, shared by the stand-in writer and the output checks (spec §9 word ranges). */

export function countWords(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

/** Cuts text to at most `max` words, ending on a full stop. */
export function truncateWords(text: string, max: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= max) return words.join(' ');
  return `${words
    .slice(0, max)
    .join(' ')
    .replace(/[,;:.!?]+$/, '')}.`;
}

/** Joins sentences, adding from `fillers` until `min` words, then trims to `max`. */
export function fitWords(sentences: string[], fillers: string[], min: number, max: number): string {
  const parts = [...sentences];
  let text = parts.join(' ');
  for (const filler of fillers) {
    if (countWords(text) >= min) break;
    parts.push(filler);
    text = parts.join(' ');
  }
  return truncateWords(text, max);
}
