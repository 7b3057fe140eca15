/** Detects a file's type from its first bytes and corrects the path's extension to match (spec §5). */

export interface DetectedType {
  mimeType: string;
  extension: string;
}

/** Signatures checked in order; `offset` is where the bytes start. */
const SIGNATURES: { bytes: number[]; offset?: number; type: DetectedType }[] = [
  { bytes: [0xff, 0xd8, 0xff], type: { mimeType: 'image/jpeg', extension: 'jpg' } },
  { bytes: [0x89, 0x50, 0x4e, 0x47], type: { mimeType: 'image/png', extension: 'png' } },
  { bytes: [0x47, 0x49, 0x46, 0x38], type: { mimeType: 'image/gif', extension: 'gif' } },
  { bytes: [0x52, 0x49, 0x46, 0x46], type: { mimeType: 'image/webp', extension: 'webp' } },
  { bytes: [0x42, 0x4d], type: { mimeType: 'image/bmp', extension: 'bmp' } },
  { bytes: [0x49, 0x49, 0x2a, 0x00], type: { mimeType: 'image/tiff', extension: 'tiff' } },
  { bytes: [0x4d, 0x4d, 0x00, 0x2a], type: { mimeType: 'image/tiff', extension: 'tiff' } },
  { bytes: [0x25, 0x50, 0x44, 0x46], type: { mimeType: 'application/pdf', extension: 'pdf' } },
  { bytes: [0x50, 0x4b, 0x03, 0x04], type: { mimeType: 'application/zip', extension: 'zip' } },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], type: { mimeType: 'application/msword', extension: 'doc' } },
  { bytes: [0x49, 0x44, 0x33], type: { mimeType: 'audio/mpeg', extension: 'mp3' } },
  { bytes: [0x66, 0x4c, 0x61, 0x43], type: { mimeType: 'audio/flac', extension: 'flac' } },
  { bytes: [0x4f, 0x67, 0x67, 0x53], type: { mimeType: 'audio/ogg', extension: 'ogg' } },
  { bytes: [0x66, 0x74, 0x79, 0x70], offset: 4, type: { mimeType: 'video/mp4', extension: 'mp4' } },
  { bytes: [0x1a, 0x45, 0xdf, 0xa3], type: { mimeType: 'video/webm', extension: 'webm' } },
  { bytes: [0xef, 0xbb, 0xbf], type: { mimeType: 'text/plain', extension: 'txt' } },
];

const MIME_EXTENSIONS: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/json': 'json',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'text/html': 'html',
  'application/pdf': 'pdf',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'video/mp4': 'mp4',
};

const UNKNOWN_TYPE: DetectedType = { mimeType: 'application/octet-stream', extension: 'bin' };

/** The type from the signature, else from the declared MIME type, else octet-stream/`bin`. */
export function detectFileType(head: Uint8Array, declaredType?: string): DetectedType {
  for (const { bytes, offset = 0, type } of SIGNATURES) {
    if (head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte)) return type;
  }
  const mime = declaredType?.split(';')[0]?.trim().toLowerCase();
  if (mime) return { mimeType: mime, extension: MIME_EXTENSIONS[mime] ?? mime.split('/')[1]?.replace(/[^a-z0-9]/g, '') ?? 'bin' };
  return UNKNOWN_TYPE;
}

/** Replaces (or adds) the last segment's extension: `logos/acme.jpg` holding PNG bytes becomes `logos/acme.png`. */
export function withExtension(path: string, extension: string): string {
  const slash = path.lastIndexOf('/');
  const name = path.slice(slash + 1);
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return `${path.slice(0, slash + 1)}${stem}.${extension}`;
}
