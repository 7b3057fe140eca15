/** Reads one file out of a .zip (stored or deflated entries) with node:zlib, so specs can look inside the brand kit. */
import { inflateRawSync } from 'node:zlib';

/** The central directory's entries: each name and where its record starts. */
function* centralEntries(zip: Buffer): Generator<{ name: string; offset: number }> {
  // End of central directory record: signature 0x06054b50, within the last 64 KiB + 22 bytes.
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('Not a zip archive');
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  for (let index = 0; index < count; index += 1) {
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    yield { name: zip.toString('utf8', offset + 46, offset + 46 + nameLength), offset };
    offset += 46 + nameLength + extraLength + commentLength;
  }
}

/** Every file name in `zip`, in the archive's order. */
export function zipEntryNames(zip: Buffer): string[] {
  return [...centralEntries(zip)].map((entry) => entry.name);
}

/** The bytes of `path` in `zip`, or undefined when the archive has no such entry. */
export function readZipEntry(zip: Buffer, path: string): Buffer | undefined {
  for (const { name, offset } of centralEntries(zip)) {
    if (name !== path) continue;
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const localHeader = zip.readUInt32LE(offset + 42);
    const dataStart = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    return method === 0 ? Buffer.from(data) : inflateRawSync(data);
  }
  return undefined;
}
