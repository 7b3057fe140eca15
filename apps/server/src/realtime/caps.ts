/** Realtime caps: token buckets per socket and per address, and a nesting check. */
export interface TokenBucket {
  tokens: number;
  refilledAt: number;
}

/** A full bucket: a burst of twice the per-second rate. */
export function createBucket(perSecond: number, at: number): TokenBucket {
  return { tokens: perSecond * 2, refilledAt: at };
}

/** Takes one token. Returns 0 when one was taken, otherwise the seconds until one is back. */
export function takeToken(bucket: TokenBucket, perSecond: number, at: number): number {
  bucket.tokens = Math.min(perSecond * 2, bucket.tokens + (Math.max(0, at - bucket.refilledAt) / 1000) * perSecond);
  bucket.refilledAt = at;
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    return 0;
  }
  return (1 - bucket.tokens) / perSecond;
}

/** Token buckets by key (an address); a bucket that has refilled is forgotten, so idle callers cost nothing. */
export function createKeyedBuckets(perSecond: number, now: () => number) {
  const buckets = new Map<string, TokenBucket>();
  /** A bucket is full again this long after its last use. */
  const refillMs = 2000;
  let sweptAt = now();
  return {
    /** 0 when the caller may go ahead, otherwise the seconds until it may. */
    take(key: string): number {
      const at = now();
      if (at - sweptAt > refillMs * 5) {
        for (const [k, bucket] of buckets) if (at - bucket.refilledAt >= refillMs) buckets.delete(k);
        sweptAt = at;
      }
      let bucket = buckets.get(key);
      if (!bucket) {
        bucket = createBucket(perSecond, at);
        buckets.set(key, bucket);
      }
      return takeToken(bucket, perSecond, at);
    },
  };
}

export type KeyedBuckets = ReturnType<typeof createKeyedBuckets>;

/**
 * Whether a parsed JSON value nests arrays and objects deeper than `max` (`[1]` is depth 1). Walks with
 * its own stack, so any depth is safe to check; JSON.stringify of a value nested a few thousand deep
 * overflows the call stack, which is why such values must never be stored or sent.
 */
export function isNestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 0 }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { node, depth } = item;
    if (typeof node !== 'object' || node === null) continue;
    if (depth + 1 > max) return true;
    const children = Array.isArray(node) ? node : Object.values(node);
    for (const child of children) if (typeof child === 'object' && child !== null) stack.push({ node: child, depth: depth + 1 });
  }
  return false;
}
