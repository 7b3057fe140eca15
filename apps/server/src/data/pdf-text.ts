/**
 * PDF to text under caps. pdf.js inflates streams with no bound of its own, so the streams are measured first: each
 * Flate stream is inflated by zlib with the budget left as its output limit (zlib stops there). Then the page count is
 * checked, and pages are read one at a time with the text they give counted against the same budget.
 */
import { constants, inflateSync } from 'node:zlib';
import { ExtractError, type ExtractLimits, tooLarge } from './extract-limits';

const STREAM = Buffer.from('stream');
const END = Buffer.from('end');

/**
 * Names whose content is not measured here, so a PDF naming one is refused rather than decoded unbounded: the LZW and
 * RunLength filters, and /Encrypt (an encrypted document's streams are ciphertext until pdf.js decrypts and inflates
 * them, past the measurement above).
 */
const UNMEASURED_FILTER = /^\/(LZWDecode|RunLengthDecode|Encrypt)$/;
/** A name token (PDF 7.3.5); `#xx` escapes are decoded before comparing, so `/LZW#44ecode` is caught too. */
const NAME = /\/[^\s/<>[\]()%{}]*/g;

function unreadable(): ExtractError {
  return new ExtractError('UNREADABLE_DOCUMENT', 'The PDF document could not be read');
}

function namesUnmeasuredFilter(text: string): boolean {
  if (!text.includes('/LZW') && !text.includes('/Run') && !text.includes('/Encrypt') && !text.includes('#')) return false;
  for (const [name] of text.matchAll(NAME)) {
    const decoded = name.includes('#')
      ? name.replace(/#([0-9a-fA-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
      : name;
    if (UNMEASURED_FILTER.test(decoded)) return true;
  }
  return false;
}

/** True when the two bytes open a zlib stream (RFC 1950: deflate method, header check divisible by 31). */
function isZlibHeader(first: number | undefined, second: number | undefined): boolean {
  return first !== undefined && second !== undefined && (first & 0x0f) === 8 && ((first << 8) | second) % 31 === 0;
}

/** Where each stream's data starts: after `stream` and its end of line, skipping `endstream`. */
function* streamStarts(pdf: Buffer): Generator<number> {
  for (let at = pdf.indexOf(STREAM); at !== -1; at = pdf.indexOf(STREAM, at + STREAM.length)) {
    if (at >= 3 && pdf.subarray(at - 3, at).equals(END)) continue;
    let start = at + STREAM.length;
    if (pdf[start] === 0x0d) start++;
    if (pdf[start] === 0x0a) start++;
    yield start;
  }
}

/** Inflates every Flate stream against one budget; refuses too many streams, too many bytes and unmeasured filters. */
export function measurePdfStreams(pdf: Buffer, limits: ExtractLimits): void {
  if (namesUnmeasuredFilter(pdf.toString('latin1'))) throw unreadable();
  let left = limits.maxInflatedBytes;
  let streams = 0;
  for (const start of streamStarts(pdf)) {
    if (++streams > limits.maxParts) throw new ExtractError('TOO_MANY_PARTS', `The document has more than ${limits.maxParts} streams`);
    if (!isZlibHeader(pdf[start], pdf[start + 1])) continue;
    let inflated: Buffer;
    try {
      // Z_SYNC_FLUSH: a truncated stream yields what it holds (as pdf.js reads it) instead of an error.
      inflated = inflateSync(pdf.subarray(start), { maxOutputLength: Math.max(1, left), finishFlush: constants.Z_SYNC_FLUSH });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(limits);
      continue;
    }
    left -= inflated.length;
    if (left < 0) throw tooLarge(limits);
    // Object streams hold dictionaries too: a filter named there is refused the same way.
    if (namesUnmeasuredFilter(inflated.toString('latin1'))) throw unreadable();
  }
}

interface TextItem {
  str?: string;
  hasEOL?: boolean;
}

/** Reads the text of a PDF under the caps; pages one at a time, so one page's work is in memory at once. */
export async function readPdfText(bytes: Uint8Array, limits: ExtractLimits): Promise<string> {
  measurePdfStreams(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), limits);
  const { getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, verbosity: 0 }).catch(() => {
    throw unreadable();
  });
  try {
    if (pdf.numPages > limits.maxPages) throw new ExtractError('TOO_MANY_PAGES', `The document has more than ${limits.maxPages} pages`);
    const pages: string[] = [];
    let left = limits.maxInflatedBytes;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = (content.items as TextItem[])
        .filter((item) => item.str != null)
        .map((item) => `${item.str}${item.hasEOL ? '\n' : ''}`)
        .join('');
      page.cleanup();
      left -= text.length;
      if (left < 0) throw tooLarge(limits);
      pages.push(text);
    }
    return pages.join('\n');
  } catch (error) {
    throw error instanceof ExtractError ? error : unreadable();
  } finally {
    await pdf.destroy();
  }
}
