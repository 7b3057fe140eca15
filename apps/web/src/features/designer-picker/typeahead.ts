/**
 * Type-ahead over a list of names: letters typed within 1 s build one query (spec §9 "resets after 1 s"). A name
 * matches when any of its words starts with the query ("bass" finds Saul Bass, "vig" Massimo Vignelli), or the whole
 * name does ("paul r"), ignoring case and accents ("dali" finds Salvador Dalí).
 */

export const TYPEAHEAD_RESET_MS = 1000;

export interface TypeaheadOptions {
  now?: () => number;
}

export interface Typeahead {
  /** Feeds one typed character; returns the index of the first matching name, or -1. */
  type(character: string, names: readonly string[], fromIndex: number): number;
}

/** Lower case without accents: "Dalí" → "dali". */
function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether the name, or one of its words, starts with the (folded) query. */
function nameMatches(name: string, query: string): boolean {
  const folded = foldForSearch(name);
  if (folded.startsWith(query)) return true;
  return folded.split(/[\s\-–.]+/).some((word) => word.startsWith(query));
}

export function createTypeahead({ now = () => Date.now() }: TypeaheadOptions = {}): Typeahead {
  let query = '';
  let lastAt = Number.NEGATIVE_INFINITY;
  return {
    type(character, names, fromIndex) {
      const at = now();
      query = at - lastAt > TYPEAHEAD_RESET_MS ? character : query + character;
      lastAt = at;
      const needle = foldForSearch(query);
      // Repeating one letter cycles through the names that start with it, like a native select.
      const cycling = needle.length > 1 && [...needle].every((letter) => letter === needle[0]);
      const search = cycling ? needle[0]! : needle;
      const start = cycling || needle.length === 1 ? fromIndex + 1 : fromIndex;
      for (let offset = 0; offset < names.length; offset += 1) {
        const index = (start + offset) % names.length;
        if (nameMatches(names[index]!, search)) return index;
      }
      return -1;
    },
  };
}
