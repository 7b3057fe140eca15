/** Reads the document of an extract-from-blob request: a multipart `file`, or JSON `{content (base64), filename, contentType}`. */
import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge } from '../http/errors';

/** Largest document accepted for extraction. */
const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export interface UploadedDocument {
  bytes: Uint8Array;
  filename: string;
  contentType: string;
  /** Other form or JSON fields (chunking, chunkSize). */
  fields: Record<string, unknown>;
}

export async function readUploadedDocument(request: FastifyRequest, body: Record<string, unknown>): Promise<UploadedDocument> {
  if (request.isMultipart?.()) {
    const fields: Record<string, unknown> = {};
    let document: UploadedDocument | undefined;
    for await (const part of request.parts({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer().catch(() => {
          throw payloadTooLarge('The document is larger than 10 MB');
        });
        if (part.file.truncated) throw payloadTooLarge('The document is larger than 10 MB');
        document = { bytes, filename: part.filename ?? '', contentType: part.mimetype ?? '', fields };
      } else {
        // Form fields arrive as text: "true" and "false" are the booleans they spell.
        fields[part.fieldname] = part.value === 'true' ? true : part.value === 'false' ? false : part.value;
      }
    }
    if (!document) throw badRequest('file is required', 'FILE_REQUIRED');
    return document;
  }
  if (typeof body.content !== 'string' || body.content.length === 0)
    throw badRequest('file is required (multipart "file", or JSON "content" in base64)', 'FILE_REQUIRED');
  if (body.content.length > (MAX_DOCUMENT_BYTES * 4) / 3 + 4) throw payloadTooLarge('The document is larger than 10 MB');
  return {
    bytes: Buffer.from(body.content, 'base64'),
    filename: typeof body.filename === 'string' ? body.filename : '',
    contentType: typeof body.contentType === 'string' ? body.contentType : '',
    fields: body,
  };
}
