/** The PDF pre-check: what is refused before pdf.js sees a document, because pdf.js would inflate it unbounded. */
import { describe, expect, it } from 'vitest';
import { buildEncryptedPdf, buildPdfFlateBomb } from './bomb-fixtures';
import { ExtractError } from './extract-limits';
import { measurePdfStreams } from './pdf-text';
import { buildPdf } from './test-fixtures';

const LIMITS = { maxInflatedBytes: 1024 * 1024, maxParts: 100, maxPages: 10 };

function codeOf(run: () => void): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof ExtractError ? error.code : 'other';
  }
}

describe('measurePdfStreams', () => {
  it('passes a plain PDF', () => {
    expect(codeOf(() => measurePdfStreams(Buffer.from(buildPdf('Hello there')), LIMITS))).toBeUndefined();
  });

  it('refuses an encrypted PDF, its /Encrypt name spelt with an escape, before pdf.js decrypts and inflates it', () => {
    expect(codeOf(() => measurePdfStreams(buildEncryptedPdf(), LIMITS))).toBe('UNREADABLE_DOCUMENT');
  });

  it('refuses Flate streams past the inflated-bytes budget', () => {
    expect(codeOf(() => measurePdfStreams(buildPdfFlateBomb(4 * 1024 * 1024), LIMITS))).toBe('DOCUMENT_TOO_LARGE');
  });
});
