/** Decides a file's type from its first bytes (file-type), with the text formats it does not cover. */

export interface DetectedType {
  ext: string;
  mime: string;
}

/** Bytes needed to recognise every format file-type knows. */
export const SIGNATURE_BYTES = 4100;

const UNKNOWN: DetectedType = { ext: 'bin', mime: 'application/octet-stream' };

/** Valid UTF-8 (a BOM included) without NUL bytes. */
function looksLikeText(head: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return false;
  }
  return !head.includes(0);
}

/** SVG is XML text, so no magic number: an `<svg` root after an optional prolog or comments. */
function looksLikeSvg(text: string): boolean {
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(text);
}

/** Plain-text formats a path may keep; any other text (HTML included) becomes `.txt`. */
const TEXT_TYPES: Record<string, string> = { txt: 'text/plain', csv: 'text/csv', json: 'application/json', md: 'text/markdown' };

/**
 * The type of a file from its head; unknown binary content is `bin` (protocol.md §6). `pathExt` is the
 * extension the client gave, honoured only for the plain-text formats above.
 */
export async function detectFileType(head: Uint8Array, pathExt = ''): Promise<DetectedType> {
  // Loaded with the first upload, not with the server.
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(head);
  // file-type calls any XML `xml`; SVG and the rest of text are told apart below.
  if (found && found.ext !== 'xml') return { ext: found.ext, mime: found.mime };
  if (!looksLikeText(head)) return UNKNOWN;
  const text = new TextDecoder().decode(head);
  if (looksLikeSvg(text)) return { ext: 'svg', mime: 'image/svg+xml' };
  if (head.length === 0) return UNKNOWN;
  const ext = pathExt.toLowerCase();
  const mime = TEXT_TYPES[ext];
  if (mime) return { ext, mime };
  return { ext: 'txt', mime: 'text/plain' };
}
