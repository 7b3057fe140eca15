/** How designer presets read on the page: the title-cased id and the one-line style. */

/** "paul-rand" → "Paul Rand" (spec §2: the result shows the preset name in title case from the id). */
export function toTitleCase(id: string): string {
  return id
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The preset's one-line style (spec §3): the first sentence of its description. */
export function toOneLineStyle(description: string): string {
  const match = /^.+?[.!?](?=\s|$)/.exec(description.trim());
  return (match ? match[0] : description).trim();
}
