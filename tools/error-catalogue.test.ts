/** The error-code catalogue is the one list: the doc is generated from it and every code the server raises is in it. */
import { readFileSync } from 'node:fs';
import { ERROR_CATALOGUE, type ErrorCodeEntry } from '@logo-dna/protocol';
import { describe, expect, it } from 'vitest';
import { codesRaisedIn, ERRORS_DOC, raisedCodes, renderErrorsDoc, uncataloguedCodes } from './error-catalogue';

describe('the error-code catalogue', () => {
  it('docs/errors.md is what `npx tsx tools/error-catalogue.ts` writes from it', () => {
    expect(readFileSync(ERRORS_DOC, 'utf8')).toBe(renderErrorsDoc());
  });

  it('holds every code the server and the engine raise', () => {
    expect(uncataloguedCodes()).toEqual([]);
  });

  it('gives each code a status (or none, for a code that is no HTTP answer) and a one-line meaning', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE as Record<string, ErrorCodeEntry>)) {
      expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
      expect(entry.status === null || (entry.status >= 400 && entry.status < 600)).toBe(true);
      expect(entry.meaning).not.toMatch(/\n/);
      expect(entry.meaning.length).toBeGreaterThan(10);
    }
  });

  it('finds codes where they are raised, and not texts compared in passing', () => {
    const source = [
      "throw badRequest('Name is required', 'NAME_MISSING');",
      "return new HttpError(\n  418,\n  'TEAPOT_REFUSED',\n  'No coffee here',\n);",
      "finish(reply, { error: { code: 'POPUP_GONE', message } });",
      "export type FetchFailure = 'HOST_GONE' | 'HOST_SLOW';",
      'throw httpError(ERROR_CODES.SOMETHING_NAMED, message);',
      "if (error.code?.startsWith('FST_ERR_CTP')) throw badRequest('Bad body');",
      "return { code: 'PGRST100', message };",
    ].join('\n');
    expect([...codesRaisedIn(source)].sort()).toEqual([
      'HOST_GONE',
      'HOST_SLOW',
      'NAME_MISSING',
      'POPUP_GONE',
      'SOMETHING_NAMED',
      'TEAPOT_REFUSED',
    ]);
    // The scan sees the server's codes, not a handful.
    expect(raisedCodes().size).toBeGreaterThan(100);
  });
});
