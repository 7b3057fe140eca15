/** Which stored files a system's texts name: only this project's paths, wherever they appear, decoded to keys. */
import { describe, expect, it } from 'vitest';
import { collectStorageKeys, MAX_NAMED_KEYS, toStorageKey } from './generated-files';

const BASE = 'http://localhost:3000/storage/v1/logo-dna';
const FILES_PATH = '/storage/v1/logo-dna/';

describe('toStorageKey', () => {
  it.each([
    ['a builtin PNG', `${BASE}/generated/AbC_12-x/primary.png`, 'generated/AbC_12-x/primary.png'],
    ['its SVG', `${BASE}/generated/AbC_12-x/primary.svg`, 'generated/AbC_12-x/primary.svg'],
    ['a screenshot', `${BASE}/generated/screenshots/ab12.png`, 'generated/screenshots/ab12.png'],
    [
      'another public origin (PUBLIC_URL changed)',
      'https://logos.example/storage/v1/logo-dna/generated/q9/stacked.png',
      'generated/q9/stacked.png',
    ],
    ['an encoded upload', `${BASE}/users/u1/caf%C3%A9.png`, 'users/u1/café.png'],
    ['another project', 'http://localhost:3000/storage/v1/other/generated/q9/primary.png', undefined],
    ['the root itself', `${BASE}/`, undefined],
    ['a broken escape', `${BASE}/users/%E0%A4%A.png`, undefined],
    ['a remote image', 'https://cdn.example/generated/q9/primary.png', undefined],
    ['not a URL', 'primary.png', undefined],
  ])('%s', (_name, url, key) => {
    expect(toStorageKey(url, FILES_PATH)).toBe(key);
  });
});

describe('collectStorageKeys', () => {
  it('reads URLs in columns and in the JSON of a version, once per key', () => {
    const record = JSON.stringify({
      primaryLogoUrl: `${BASE}/generated/one/primary.png`,
      horizontalLogoUrl: `${BASE}/generated/one/horizontal.png`,
      brandRationale: 'See https://example.com/about for more.',
    });
    const keys = collectStorageKeys(
      [`${BASE}/generated/two/stacked.png`, null, record, `${BASE}/generated/one/primary.png`, 42],
      FILES_PATH,
    );
    expect([...keys].sort()).toEqual(['generated/one/horizontal.png', 'generated/one/primary.png', 'generated/two/stacked.png']);
  });

  it(`reads at most ${MAX_NAMED_KEYS} keys from one system`, () => {
    const text = Array.from({ length: MAX_NAMED_KEYS + 50 }, (_, i) => `${BASE}/generated/f${i}/primary.png`).join(' ');
    expect(collectStorageKeys([text], FILES_PATH).size).toBe(MAX_NAMED_KEYS);
  });
});
