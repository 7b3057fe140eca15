/** argon2id hashing off the main thread (libuv pool), with a cap on hashes running at once. */
/** The native addon is loaded with the first hash or verification, not with the server. */
const loadArgon2 = () => import('@node-rs/argon2');

// OWASP / ASVS 5.0 App. C minimum for argon2id: m = 19 MiB, t = 2, p = 1.
// `Algorithm` is an ambient const enum (unusable under verbatimModuleSyntax); 2 is Argon2id.
const ARGON2ID = 2;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of one verification without an account, so a miss looks like a wrong password. */
  verifyDummy(password: string): Promise<void>;
}

/** A counting semaphore: at most `limit` tasks run; the rest wait in order. */
export function createSemaphore(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    // A finishing task hands its slot straight to the next waiter, so the count never exceeds the limit.
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

export function createPasswordHasher(concurrency: number): PasswordHasher {
  const limit = createSemaphore(Math.max(1, concurrency));
  let dummyHash: Promise<string> | undefined;
  const verifyHash = (passwordHash: string, password: string) =>
    limit(async () => (await loadArgon2()).verify(passwordHash, password).catch(() => false));
  return {
    hash: (password) => limit(async () => (await loadArgon2()).hash(password, ARGON2_OPTIONS)),
    verify: verifyHash,
    async verifyDummy(password) {
      dummyHash ??= limit(async () => (await loadArgon2()).hash('logo-dna-dummy-password', ARGON2_OPTIONS));
      await verifyHash(await dummyHash, password);
    },
  };
}
