/** A pass-through stream that fails with StorageLimitError once more than `maxBytes` have gone by. */
import { Transform } from 'node:stream';
import { StorageLimitError } from './driver';

export function createByteLimit(maxBytes: number): Transform & { bytes(): number } {
  let seen = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(new StorageLimitError(maxBytes));
      else callback(null, chunk);
    },
  });
  return Object.assign(stream, { bytes: () => seen });
}
