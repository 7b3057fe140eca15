/** Content types from extensions, and which ones a browser may render inline from our origin. */

/** The MIME type for a key, by its extension (decided from the file signature at upload). */
export async function toContentType(key: string): Promise<string> {
  // mime-types indexes its whole database when loaded: that waits for the first stored file, not the start.
  // A CommonJS module: only its default export (module.exports) is there once it is bundled.
  const { default: mimeTypes } = await import('mime-types');
  return mimeTypes.lookup(key) || 'application/octet-stream';
}

/**
 * The extension of a stored file's type: the key's own when it is one of the type's spellings (`jpg` for
 * image/jpeg), else the type's first; the key's when the type has none on record.
 */
export async function toTypeExtension(contentType: string, key: string): Promise<string> {
  const { default: mimeTypes } = await import('mime-types');
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  const keyExtension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const spellings = mimeTypes.extensions[contentType.split(';')[0]?.trim().toLowerCase() ?? ''] ?? [];
  return spellings.includes(keyExtension) ? keyExtension : (spellings[0] ?? keyExtension);
}

/**
 * Types safe to show inline: passive media only. SVG stays inline so `<img>` works, but is sent with
 * a sandboxing CSP; HTML, XML and scripts are always attachments (reliability.md S13).
 */
const INLINE_TYPES =
  /^(image\/(png|jpeg|gif|webp|avif|bmp|tiff|svg\+xml|x-icon|vnd\.microsoft\.icon)|audio\/[\w.+-]+|video\/[\w.+-]+|application\/pdf|text\/plain|font\/[\w.+-]+)$/;

export function isInlineType(contentType: string): boolean {
  return INLINE_TYPES.test(contentType);
}
