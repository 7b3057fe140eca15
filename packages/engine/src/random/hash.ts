/** 32-bit string hashing for seeds (designer-dna.md §6: seed = hash32(normalize(brandName) | designerId | variant)). */

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * FNV-1a, 32-bit, over the string's UTF-8 bytes (Fowler, Noll, Vo; http://www.isthe.com/chongo/tech/comp/fnv/).
 * Returns an unsigned 32-bit integer.
 */
export function hash32(text: string): number {
  let hash = FNV_OFFSET_BASIS;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}

/** Case-, space- and Unicode-form-insensitive brand key, so "  Acme  Co" and "acme co" seed alike. */
export function normalizeForSeed(brandName: string): string {
  return brandName.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The canonical seed of one (brand, designer, variant) triple. */
export function seedFor(brandName: string, designerId: string, variant = 0): number {
  return hash32(`${normalizeForSeed(brandName)}|${designerId}|${variant}`);
}
