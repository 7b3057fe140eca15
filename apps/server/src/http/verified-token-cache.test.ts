import { describe, expect, it } from 'vitest';
import { type AccessTokenCodec, createAccessTokenCodec } from './access-token';
import { withVerifiedTokenCache } from './verified-token-cache';

const SECRET = 'a-test-secret-that-is-at-least-32-bytes-long';

/** The real codec, counting how often it really verifies. */
function countingCodec(now?: () => number): { codec: AccessTokenCodec; calls: () => number } {
  const inner = createAccessTokenCodec(SECRET, now ? { now } : {});
  let calls = 0;
  return {
    codec: {
      sign: inner.sign,
      verify: (token) => {
        calls += 1;
        return inner.verify(token);
      },
    },
    calls: () => calls,
  };
}

const claims = { userId: 'u1', email: 'u1@example.test', role: 'user' };

describe('withVerifiedTokenCache', () => {
  it('verifies a token once and then answers from the cache', async () => {
    const { codec, calls } = countingCodec();
    const cached = withVerifiedTokenCache(codec);
    const token = await cached.sign(claims);
    expect(await cached.verify(token)).toMatchObject(claims);
    expect(await cached.verify(token)).toMatchObject(claims);
    expect(calls()).toBe(1);
  });

  it('stops using an entry at the token expiry, and the token is then refused', async () => {
    // One clock for the cache and the codec, moved by the test rather than waited for.
    let clock = Date.now();
    const { codec, calls } = countingCodec(() => clock);
    const cached = withVerifiedTokenCache(codec, { now: () => clock });
    const token = await cached.sign(claims, 1);
    await cached.verify(token);
    clock += 1_000;
    await expect(cached.verify(token)).rejects.toMatchObject({ expired: true });
    expect(calls()).toBe(2);
  });

  it('never caches a token that fails verification', async () => {
    const { codec, calls } = countingCodec();
    const cached = withVerifiedTokenCache(codec);
    const token = await cached.sign(claims);
    // Change a character at the start of the signature: its last characters may carry only padding bits, so
    // replacing those can leave the signature unchanged.
    const signatureAt = token.lastIndexOf('.') + 1;
    const first = token[signatureAt] === 'A' ? 'B' : 'A';
    const forged = `${token.slice(0, signatureAt)}${first}${token.slice(signatureAt + 1)}`;
    await expect(cached.verify(forged)).rejects.toMatchObject({ expired: false });
    await expect(cached.verify(forged)).rejects.toMatchObject({ expired: false });
    expect(calls()).toBe(2);
  });

  it('keeps at most maxEntries tokens, evicting the oldest', async () => {
    const { codec, calls } = countingCodec();
    const cached = withVerifiedTokenCache(codec, { maxEntries: 2 });
    const tokens = await Promise.all(['a', 'b', 'c'].map((userId) => cached.sign({ ...claims, userId })));
    for (const token of tokens) await cached.verify(token);
    expect(calls()).toBe(3);
    await cached.verify(tokens[2] as string);
    await cached.verify(tokens[1] as string);
    expect(calls()).toBe(3);
    await cached.verify(tokens[0] as string);
    expect(calls()).toBe(4);
  });
});
