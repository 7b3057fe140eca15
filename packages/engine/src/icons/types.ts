/** Icon records as stored in the generated data module, and search results. */

export interface IconRecord {
  /** Phosphor name, e.g. "coffee-bean". */
  n: string;
  /** Phosphor categories, e.g. ["nature"]. */
  c: string[];
  /** Tags, lowercased, markers removed. */
  t: string[];
  /** Connected components (outer contours) of the fill outline. */
  k: number;
  /** Solidity: filled area ÷ convex hull area (0–1). */
  s: number;
  /** Fill-weight path data on Phosphor's 256 × 256 grid (nonzero fill). */
  d: string;
}

export interface IconMatch {
  name: string;
  score: number;
  /** Fill path data on the 256 grid. */
  d: string;
  /** Shape quality from the index (IconRecord k and s): outer contours and solidity (area ÷ hull area). */
  components?: number;
  solidity?: number;
}

export interface IconSearchOptions {
  /** Industry label from the brief; looked up in the curated industry table. */
  industry?: string;
  /** Free words: brand one-liner keywords, the user's own. */
  keywords?: readonly string[];
  /** Names never returned (designer deny-lists, e.g. Janoff denies "apple"). */
  denyNames?: readonly string[];
  /** Re-rank for silhouette use by shape quality (components, solidity). */
  forSilhouette?: boolean;
  limit?: number;
}

/** One weighted brief word for the concept ranking. */
export interface QueryTerm {
  /** A lemma, lower-case ("ferry"). */
  word: string;
  /** How much this word counts (its source and part of speech). */
  weight: number;
  /** The user's own word (name, industry, one-liner, tagline), not a generic industry seed. */
  specific: boolean;
  /** Names what the business makes or is (a one-liner or name word, not its audience). */
  object?: boolean;
  /** A word of the brand name: it drives the icon only when the business's own words agree or say nothing better. */
  name?: boolean;
}

export interface ConceptSearchOptions {
  terms: readonly QueryTerm[];
  denyNames?: readonly string[];
  forSilhouette?: boolean;
  limit?: number;
}

export interface ConceptMatch extends IconMatch {
  /** The concept in words ("boat"). */
  label: string;
  /** The user's words that chose it, strongest first (empty when only generic seeds did). */
  words: string[];
}
