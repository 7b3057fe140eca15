/**
 * DOCX to text: the zip is read with yauzl, only the parts text needs are inflated, and every byte they inflate to
 * counts against one budget that stops the stream at the cap. The XML is read by one linear scan (no DOM, no DTD).
 */
import yauzl from 'yauzl';
import { ExtractError, type ExtractLimits, tooLarge } from './extract-limits';

const OFFICE_DOCUMENT = /\/officeDocument$/;
const DEFAULT_MAIN_PART = 'word/document.xml';

interface Budget {
  left: number;
}

function unreadable(): ExtractError {
  return new ExtractError('UNREADABLE_DOCUMENT', 'The DOCX document could not be read');
}

/** Inflates one entry as text, stopping as soon as the budget is spent (the whole entry is never inflated first). */
async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, budget: Budget, limits: ExtractLimits): Promise<string> {
  if (entry.uncompressedSize > budget.left) throw tooLarge(limits);
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      budget.left -= chunk.length;
      if (budget.left < 0) throw tooLarge(limits);
      chunks.push(chunk);
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Calls `onTag` for each tag (`name` without `<`, `/` or attributes) and `onText` for the text between tags. One pass
 * with indexOf, so its time is linear in the input whatever the input is.
 */
function scanXml(xml: string, onTag: (name: string, raw: string) => void, onText: (text: string) => void): void {
  let at = 0;
  while (at < xml.length) {
    const open = xml.indexOf('<', at);
    if (open === -1) break;
    if (open > at) onText(xml.slice(at, open));
    const close = xml.indexOf('>', open);
    if (close === -1) break;
    const raw = xml.slice(open + 1, close);
    onTag(raw[0] === '/' ? `/${tagName(raw.slice(1))}` : tagName(raw), raw);
    at = close + 1;
  }
}

function tagName(raw: string): string {
  const space = raw.search(/[\s/]/);
  return space === -1 ? raw : raw.slice(0, space);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The five XML entities and character references; anything else (no DTD is read) stays as written. */
function decodeXmlText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos);/g, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name] ?? whole;
    const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * The text of a WordprocessingML part: `w:t` runs, tabs and breaks, one line per paragraph. `mc:Choice` is skipped
 * because Word repeats its content in `mc:Fallback` (text boxes would otherwise come out twice).
 */
function wordXmlToText(xml: string): string {
  const out: string[] = [];
  let inText = false;
  let skipDepth = 0;
  scanXml(
    xml,
    (name, raw) => {
      const selfClosing = raw.endsWith('/');
      if (name === 'mc:Choice' && !selfClosing) skipDepth++;
      else if (name === '/mc:Choice' && skipDepth > 0) skipDepth--;
      if (skipDepth > 0) return;
      if (name === 'w:t') inText = !selfClosing;
      else if (name === '/w:t') inText = false;
      else if (name === 'w:tab') out.push('\t');
      else if (name === 'w:br' || name === 'w:cr') out.push('\n');
      else if (name === '/w:p') out.push('\n\n');
    },
    (text) => {
      if (inText && skipDepth === 0) out.push(decodeXmlText(text));
    },
  );
  return out.join('');
}

/** The main document part named by the package relationships (`word/document.xml` when they do not say). */
function mainPartName(relsXml: string): string {
  let found = '';
  scanXml(
    relsXml,
    (name, raw) => {
      if (found || name !== 'Relationship') return;
      const type = /\bType="([^"]*)"/.exec(raw)?.[1] ?? '';
      if (OFFICE_DOCUMENT.test(type)) found = (/\bTarget="([^"]*)"/.exec(raw)?.[1] ?? '').replace(/^\//, '');
    },
    () => {},
  );
  return found || DEFAULT_MAIN_PART;
}

async function openZip(bytes: Uint8Array): Promise<yauzl.ZipFile> {
  try {
    return await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { validateEntrySizes: true });
  } catch {
    throw unreadable();
  }
}

/** Reads a DOCX's body text under the caps: entries counted before any is listed, inflated bytes counted as they come. */
export async function readDocxText(bytes: Uint8Array, limits: ExtractLimits): Promise<string> {
  const zip = await openZip(bytes);
  try {
    if (zip.entryCount > limits.maxParts) throw new ExtractError('TOO_MANY_PARTS', `The document has more than ${limits.maxParts} entries`);
    const entries = new Map<string, yauzl.Entry>();
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
    const budget: Budget = { left: limits.maxInflatedBytes };
    const rels = entries.get('_rels/.rels');
    const main = entries.get(rels ? mainPartName(await readEntry(zip, rels, budget, limits)) : DEFAULT_MAIN_PART);
    if (!main) throw unreadable();
    return wordXmlToText(await readEntry(zip, main, budget, limits));
  } catch (error) {
    throw error instanceof ExtractError ? error : unreadable();
  } finally {
    zip.close();
  }
}
