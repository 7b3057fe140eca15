/** Upload limits (spec §9: 50 MB) and the errors the multipart reader raises, as client errors. */
import { ERROR_CODES, MAX_UPLOAD_BYTES } from '@logo-dna/protocol';
import { badRequest, HttpError, payloadTooLarge } from '../http/errors';

/** Room for the multipart framing and the small `path`/`options` parts around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The spec's message; the size is the request's declared length when known. */
export function fileTooLarge(declaredBytes: number | undefined): HttpError {
  const size = declaredBytes && declaredBytes > MAX_UPLOAD_BYTES ? (declaredBytes / 1024 / 1024).toFixed(2) : 'over 50';
  const error = payloadTooLarge(`File size (${size}MB) exceeds maximum allowed size (50MB)`, 'FILE_TOO_LARGE');
  return new HttpError(error.status, error.code, error.message, undefined, { connection: 'close' });
}

/** The least the file part of a multipart body with this declared length can hold. */
export function minimumFileBytes(declaredBytes: number | undefined): number {
  return Math.max(0, (declaredBytes ?? 0) - MULTIPART_OVERHEAD_BYTES);
}

/** Rejects before reading when the declared length alone is already too big. */
export function checkDeclaredLength(contentLength: string | undefined): number | undefined {
  const declared = contentLength ? Number.parseInt(contentLength, 10) : undefined;
  if (declared !== undefined && declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) throw fileTooLarge(declared);
  return declared;
}

/** Maps @fastify/multipart and busboy failures to 400/413 envelopes; other errors pass through. */
export function toUploadError(error: unknown, declaredBytes: number | undefined): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(declaredBytes);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest('Upload must be multipart/form-data with a file part');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return badRequest('Upload takes one file and the path and options fields', ERROR_CODES.VALIDATION_ERROR);
  }
  if (code === 'FST_PROTO_VIOLATION') return badRequest('Invalid multipart field name');
  const message = (error as Error).message ?? '';
  if (/Unexpected end of form|Malformed part header|Multipart: Boundary not found|Part terminated early/i.test(message)) {
    return badRequest('Malformed multipart body');
  }
  return error;
}
