/** Which generated-image folders a system's texts name: only this project's `generated/` paths, wherever they appear. */
import { describe, expect, it } from 'vitest';
import { collectGeneratedFolders, toGeneratedFolder } from './generated-files';

const BASE = 'http://localhost:3000/storage/v1/logo-dna';
const FILES_PATH = '/storage/v1/logo-dna/';

describe('toGeneratedFolder', () => {
  it.each([
    ['a builtin PNG', `${BASE}/generated/AbC_12-x/primary.png`, 'AbC_12-x'],
    ['its SVG', `${BASE}/generated/AbC_12-x/primary.svg`, 'AbC_12-x'],
    ['a provider image', `${BASE}/generated/q9/image-1.png`, 'q9'],
    ['another public origin (PUBLIC_URL changed)', 'https://logos.example/storage/v1/logo-dna/generated/q9/stacked.png', 'q9'],
    ['another project', 'http://localhost:3000/storage/v1/other/generated/q9/primary.png', undefined],
    ['a user upload', `${BASE}/users/u1/logo.png`, undefined],
    ['a nested path', `${BASE}/generated/q9/deeper/primary.png`, undefined],
    ['a traversal', `${BASE}/generated/../users/primary.png`, undefined],
    ['a remote image', 'https://cdn.example/generated/q9/primary.png', undefined],
    ['not a URL', 'primary.png', undefined],
  ])('%s', (_name, url, folder) => {
    expect(toGeneratedFolder(url, FILES_PATH)).toBe(folder);
  });
});

describe('collectGeneratedFolders', () => {
  it('reads URLs in columns and in the JSON of a version, once per folder', () => {
    const record = JSON.stringify({
      primaryLogoUrl: `${BASE}/generated/one/primary.png`,
      horizontalLogoUrl: `${BASE}/generated/one/horizontal.png`,
      brandRationale: 'See https://example.com/about for more.',
    });
    const folders = collectGeneratedFolders([`${BASE}/generated/two/stacked.png`, null, record, undefined, 42], FILES_PATH);
    expect([...folders].sort()).toEqual(['one', 'two']);
  });
});
