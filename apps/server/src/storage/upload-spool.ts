/** Spools an incoming file part to a temp file: byte cap while streaming, and the head kept for type detection. */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createByteLimit } from './drivers/byte-limit';
import { SIGNATURE_BYTES } from './file-signature';

export interface SpooledFile {
  path: string;
  size: number;
  /** The first SIGNATURE_BYTES bytes (fewer for a short file). */
  head: Buffer;
  discard(): Promise<void>;
}

function createHeadCapture(): Transform & { head(): Buffer } {
  const chunks: Buffer[] = [];
  let kept = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (kept < SIGNATURE_BYTES) {
        const slice = chunk.subarray(0, SIGNATURE_BYTES - kept);
        chunks.push(Buffer.from(slice));
        kept += slice.length;
      }
      callback(null, chunk);
    },
  });
  return Object.assign(stream, { head: () => Buffer.concat(chunks) });
}

/** Writes `source` to a new file in `dir`; throws StorageLimitError past `maxBytes` and removes the file. */
export async function spoolToTempFile(source: Readable, dir: string, maxBytes: number): Promise<SpooledFile> {
  const path = join(dir, randomUUID());
  const discard = () => rm(path, { force: true });
  const limit = createByteLimit(maxBytes);
  const capture = createHeadCapture();
  try {
    await pipeline(source, limit, capture, createWriteStream(path, { mode: 0o600 }));
  } catch (error) {
    await discard();
    throw error;
  }
  return { path, size: limit.bytes(), head: capture.head(), discard };
}
