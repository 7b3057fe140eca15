import { describe, expect, it } from 'vitest';
import { parseEmailAddress } from './email-address';
import { createPasswordHasher, createSemaphore } from './password-hasher';
import { isCommonPassword, parseNewPassword } from './password-policy';

describe('parseEmailAddress', () => {
  it.each([
    ['trims and lower-cases', '  Ada.Lovelace@Example.COM ', 'ada.lovelace@example.com'],
    ['keeps plus tags', 'ada+logos@example.com', 'ada+logos@example.com'],
    ['composes to NFC', 'jose\u0301@example.com', 'jos\u00e9@example.com'],
    ['accepts a subdomain', 'a@mail.example.co.uk', 'a@mail.example.co.uk'],
  ])('%s', (_name, input, expected) => {
    expect(parseEmailAddress(input)).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['no @', 'ada.example.com'],
    ['no local part', '@example.com'],
    ['no domain', 'ada@'],
    ['no dot in the domain', 'ada@localhost'],
    ['two @', 'a@b@example.com'],
    ['a space inside', 'ada lovelace@example.com'],
    ['a leading dot', '.ada@example.com'],
    ['two dots in a row', 'ada..l@example.com'],
    ['a numeric TLD', 'ada@example.123'],
    ['an IP literal', 'ada@[127.0.0.1]'],
    ['a label starting with a dash', 'ada@-example.com'],
    ['a 65-character local part', `${'a'.repeat(65)}@example.com`],
    ['over 254 characters', `a@${'b'.repeat(250)}.com`],
    ['a line break', 'ada@example.com\nbcc:x@example.com'],
    ['not a string', 42],
  ])('refuses %s with INVALID_EMAIL', (_name, input) => {
    expect(() => parseEmailAddress(input)).toThrow(expect.objectContaining({ status: 400, code: 'INVALID_EMAIL' }));
  });
});

describe('password policy', () => {
  it('bundles a few thousand common passwords', () => {
    for (const password of ['password', 'password1', 'Password123', 'qwertyuiop', '12345678', 'iloveyou1', 'letmein1', 'dragon2024']) {
      expect(isCommonPassword(password)).toBe(true);
    }
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
  });

  it.each([
    ['7 characters', 'abcdefg'],
    ['129 characters', 'x'.repeat(129)],
    ['a common password', 'Football1'],
    ['not a string', null],
  ])('refuses %s with WEAK_PASSWORD', (_name, input) => {
    expect(() => parseNewPassword(input)).toThrow(expect.objectContaining({ status: 400, code: 'WEAK_PASSWORD' }));
  });

  it('counts characters, not UTF-16 units', () => {
    expect(parseNewPassword('🎨'.repeat(8))).toBe('🎨'.repeat(8));
    expect(() => parseNewPassword('🎨'.repeat(7))).toThrow(expect.objectContaining({ code: 'WEAK_PASSWORD' }));
    expect(parseNewPassword('🎨'.repeat(128))).toBe('🎨'.repeat(128));
  });
});

describe('password hashing', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hasher = createPasswordHasher(1);
    const hash = await hasher.hash('a long enough secret');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await hasher.verify(hash, 'a long enough secret')).toBe(true);
    expect(await hasher.verify(hash, 'another secret')).toBe(false);
    expect(await hasher.verify('not a hash', 'x')).toBe(false);
  });

  it('the semaphore never runs more than its limit at once, and runs every task', async () => {
    const limit = createSemaphore(2);
    let running = 0;
    let peak = 0;
    const task = (value: number) =>
      limit(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (value === 3) throw new Error('boom');
        return value;
      });
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => task(i)));
    expect(peak).toBe(2);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(9);
    expect(running).toBe(0);
  });

  it('keeps the event loop responsive while hashing', async () => {
    const hasher = createPasswordHasher(2);
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 1);
    await Promise.all(Array.from({ length: 4 }, () => hasher.hash('a long enough secret')));
    clearInterval(timer);
    // Synchronous hashing would have blocked every tick until the end.
    expect(ticks).toBeGreaterThan(5);
  });
});
