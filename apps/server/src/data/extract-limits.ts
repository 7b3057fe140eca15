/** What text extraction refuses, and the caps it reads documents under (a decompression bomb stops at one of them). */
import type { ErrorCode } from '@logo-dna/protocol';

/**
 * The data feature's extraction codes; each one's status is the catalogue's (packages/protocol/src/error-codes.ts).
 * UNSUPPORTED_TYPE: not HTML, PDF, DOCX or text. UNREADABLE_DOCUMENT: damaged, encrypted or not the kind it claims to
 * be. DOCUMENT_TOO_LARGE: inflates past `maxInflatedBytes`, or needs more memory than an extraction worker has.
 * TOO_MANY_PARTS: more zip entries or PDF streams than `maxParts`. TOO_MANY_PAGES: a PDF of more than `maxPages` pages.
 * EXTRACT_TIMEOUT: still being read when the time cap ended its worker. TOO_MANY_EXTRACTIONS: the caller already has as
 * many extractions running and waiting as it may, or every slot is taken.
 */
export type ExtractCode = Extract<
  ErrorCode,
  | 'UNSUPPORTED_TYPE'
  | 'UNREADABLE_DOCUMENT'
  | 'DOCUMENT_TOO_LARGE'
  | 'TOO_MANY_PARTS'
  | 'TOO_MANY_PAGES'
  | 'EXTRACT_TIMEOUT'
  | 'TOO_MANY_EXTRACTIONS'
>;

export class ExtractError extends Error {
  constructor(
    readonly code: ExtractCode,
    message: string,
  ) {
    super(message);
    this.name = 'ExtractError';
  }
}

/** Caps on reading one document; each has an EXTRACT_* variable (config.ts). */
export interface ExtractLimits {
  /**
   * Bytes the parts read from a DOCX, or all the Flate streams of a PDF, may inflate to; also the most text a PDF may
   * give. Default 33 554 432 (32 MiB).
   */
  maxInflatedBytes: number;
  /** Entries in a DOCX zip, or streams in a PDF. Default 10 000. */
  maxParts: number;
  /** Pages of a PDF. Default 1000. */
  maxPages: number;
}

/** Where a document's extraction runs, and how long and how often a caller may use it. Per server instance. */
export interface ExtractorOptions extends ExtractLimits {
  /** Worker threads reading documents. Default 2 (1 on a one-core machine). */
  threads: number;
  /** Wall time one document may take in its worker; past it the worker is ended and replaced. Default 20 000 ms. */
  timeoutMs: number;
  /** Extractions one caller may have running and waiting together; one of them runs at a time. Default 2. */
  perCallerQueue: number;
  /** Each worker's old-generation heap, in MB. Default 512, as the engine's workers. */
  maxHeapMb: number;
}

export const tooLarge = (limits: ExtractLimits): ExtractError =>
  new ExtractError('DOCUMENT_TOO_LARGE', `The document inflates to more than ${limits.maxInflatedBytes} bytes`);
