/** What text extraction refuses, and the caps it reads documents under (a decompression bomb stops at one of them). */

/** The data feature's extraction codes, with the HTTP status each answers. */
export const EXTRACT_STATUS = {
  /** Not HTML, PDF, DOCX or text. */
  UNSUPPORTED_TYPE: 415,
  /** Damaged, encrypted or not the kind it claims to be. */
  UNREADABLE_DOCUMENT: 422,
  /** Inflates past `maxInflatedBytes`, or needs more memory than an extraction worker has. */
  DOCUMENT_TOO_LARGE: 413,
  /** More zip entries or PDF streams than `maxParts`. */
  TOO_MANY_PARTS: 413,
  /** A PDF of more than `maxPages` pages. */
  TOO_MANY_PAGES: 413,
  /** Still being read when the time cap ended its worker. */
  EXTRACT_TIMEOUT: 422,
  /** The caller already has as many extractions running and waiting as it may, or every slot is taken. */
  TOO_MANY_EXTRACTIONS: 429,
} as const;

export type ExtractCode = keyof typeof EXTRACT_STATUS;

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
